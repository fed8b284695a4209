// The equipment publish forms as the devicesPublish flow holds them (text as typed, uploads as
// their answers), the forms the calls take, and their problems by field path: the catalogue's own
// schema (one rule for client and server) plus the rules across fields; a server refusal
// (`参数错误：prices.shift …`) lands on the field it names.
import { z } from '../src/api/define';
import { schemaErrors } from '../src/api/errors';
import {
  DEVICE_LABELS,
  needForm,
  supplyForm,
  type NeedEdit,
  type NeedForm,
  type SupplyEdit,
  type SupplyForm,
} from '../src/api/devices-forms';
import { RENT_MODES, WORK_KINDS, type RentMode } from '../src/api/devices-dicts';
import type { UploadedFile } from '../src/api/resource';
import { DAY } from '../src/api/time';

export type Errors = Record<string, string>;
type Prices = Record<RentMode, string>;

/** What both forms share: the machine's type and count, the place, the rent mode, the contact. */
interface CommonDraft {
  title: string;
  typeCode: string;
  quantity: string;
  rentMode: RentMode;
  withOperator: boolean;
  provinceCode: string;
  cityCode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  description: string;
}

export interface SupplyDraft extends CommonDraft {
  brand: string;
  model: string;
  specValue: string;
  year: string;
  workingHours: string;
  negotiable: boolean;
  prices: Prices;
  fuelIncluded: boolean;
  mobilisationFee: string;
  assemblyFee: string;
  deposit: string;
  minRentDays: string;
  serviceRadiusKm: string;
  availableFrom: string;
  images: UploadedFile[];
  /** Each upload's original name is the certificate's name. */
  certificates: UploadedFile[];
}

export interface NeedDraft extends CommonDraft {
  specMin: string;
  workKind: (typeof WORK_KINDS)[number];
  startDate: string;
  durationDays: string;
  budgetPrice: string;
  deadline: string;
}

/** A Beijing day `n` days after `day` (both 'YYYY-MM-DD'). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const common = (): CommonDraft => ({
  title: '',
  typeCode: '101',
  quantity: '1',
  rentMode: 'shift',
  withOperator: true,
  provinceCode: '',
  cityCode: '',
  address: '',
  contactName: '',
  contactPhone: '',
  description: '',
});
const noPrices = (): Prices => ({ shift: '', hour: '', day: '', month: '', cube: '' });

/** A new supply listing on `today` (a Beijing day). */
export const blankSupply = (today: string): SupplyDraft => ({
  ...common(),
  brand: '三一',
  model: '',
  specValue: '',
  year: '',
  workingHours: '',
  negotiable: false,
  prices: noPrices(),
  fuelIncluded: false,
  mobilisationFee: '0',
  assemblyFee: '0',
  deposit: '0',
  minRentDays: '1',
  serviceRadiusKm: '100',
  availableFrom: today,
  images: [],
  certificates: [],
});

/** A new demand on `today`: work starts in a week, offers close two days before. */
export const blankNeed = (today: string): NeedDraft => ({
  ...common(),
  specMin: '',
  workKind: WORK_KINDS[0],
  startDate: addDays(today, 7),
  durationDays: '30',
  budgetPrice: '',
  deadline: addDays(today, 5),
});

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const certName = (f: UploadedFile) => (f.originalName || '设备证照').slice(0, 30);

export const supplyFormOf = (id: number | null, d: SupplyDraft): SupplyForm => ({
  ...(id ? { id } : {}),
  title: d.title,
  typeCode: d.typeCode,
  brand: d.brand,
  model: d.model,
  specValue: num(d.specValue) as number,
  year: num(d.year) as number,
  workingHours: num(d.workingHours) as number,
  quantity: num(d.quantity) as number,
  rentMode: d.rentMode,
  negotiable: d.negotiable,
  prices: Object.fromEntries(RENT_MODES.map((m) => [m, num(d.prices[m])])),
  withOperator: d.withOperator,
  fuelIncluded: d.fuelIncluded,
  mobilisationFee: num(d.mobilisationFee),
  assemblyFee: num(d.assemblyFee),
  deposit: num(d.deposit),
  minRentDays: num(d.minRentDays) as number,
  provinceCode: d.provinceCode,
  cityCode: d.cityCode,
  address: d.address,
  serviceRadiusKm: num(d.serviceRadiusKm) as number,
  availableFrom: d.availableFrom,
  images: d.images.map((f) => f.attachId),
  certificates: d.certificates.map((f) => ({ name: certName(f), attachId: f.attachId })),
  contactName: d.contactName,
  contactPhone: d.contactPhone,
  description: d.description,
});

export const needFormOf = (id: number | null, d: NeedDraft): NeedForm => ({
  ...(id ? { id } : {}),
  title: d.title,
  typeCode: d.typeCode,
  specMin: num(d.specMin),
  quantity: num(d.quantity) as number,
  workKind: d.workKind,
  provinceCode: d.provinceCode,
  cityCode: d.cityCode,
  address: d.address,
  startDate: d.startDate,
  durationDays: num(d.durationDays) as number,
  rentMode: d.rentMode,
  budgetPrice: num(d.budgetPrice),
  withOperator: d.withOperator,
  deadline: d.deadline,
  contactName: d.contactName,
  contactPhone: d.contactPhone,
  description: d.description,
});

/** A stored listing (the edit call's answer) as the form again. */
export function supplyDraftOf(e: SupplyEdit): SupplyDraft {
  const f = e.form;
  const file = (id: string) => e.files.find((x) => x.attachId === id);
  return {
    title: f.title,
    typeCode: f.typeCode,
    quantity: text(f.quantity),
    rentMode: f.rentMode,
    withOperator: f.withOperator,
    provinceCode: f.provinceCode,
    cityCode: f.cityCode,
    address: f.address,
    contactName: f.contactName,
    contactPhone: f.contactPhone,
    description: f.description,
    brand: f.brand,
    model: f.model,
    specValue: text(f.specValue),
    year: text(f.year),
    workingHours: text(f.workingHours),
    negotiable: f.negotiable,
    prices: {
      shift: text(f.prices.shift),
      hour: text(f.prices.hour),
      day: text(f.prices.day),
      month: text(f.prices.month),
      cube: text(f.prices.cube),
    },
    fuelIncluded: f.fuelIncluded,
    mobilisationFee: text(f.mobilisationFee),
    assemblyFee: text(f.assemblyFee),
    deposit: text(f.deposit),
    minRentDays: text(f.minRentDays),
    serviceRadiusKm: text(f.serviceRadiusKm),
    availableFrom: f.availableFrom,
    images: f.images.flatMap((id) => file(id) ?? []),
    certificates: f.certificates.flatMap((c) => {
      const u = file(c.attachId);
      return u ? [{ ...u, originalName: c.name }] : [];
    }),
  };
}

export function needDraftOf(e: NeedEdit): NeedDraft {
  const f = e.form;
  return {
    title: f.title,
    typeCode: f.typeCode,
    quantity: text(f.quantity),
    rentMode: f.rentMode,
    withOperator: f.withOperator,
    provinceCode: f.provinceCode,
    cityCode: f.cityCode,
    address: f.address,
    contactName: f.contactName,
    contactPhone: f.contactPhone,
    description: f.description,
    specMin: text(f.specMin),
    workKind: f.workKind,
    startDate: f.startDate,
    durationDays: text(f.durationDays),
    budgetPrice: text(f.budgetPrice),
    deadline: f.deadline,
  };
}

/** Every problem of the values under the schema, by field path (the first per field), in the server's words. */
export function errorsOf(schema: z.ZodMiniType, values: unknown): Errors {
  return schemaErrors(schema, values, DEVICE_LABELS);
}

export const PRICE_MSG = '请填写所选租赁方式的租金，或勾选面议';
export const DEADLINE_MSG = '截止日期不能晚于进场日期';

export function supplyErrors(d: SupplyDraft): Errors {
  const errs = errorsOf(supplyForm, supplyFormOf(null, d));
  if (!d.negotiable && d.prices[d.rentMode].trim() === '') errs[`prices.${d.rentMode}`] ??= PRICE_MSG;
  return errs;
}

export function needErrors(d: NeedDraft): Errors {
  const errs = errorsOf(needForm, needFormOf(null, d));
  if (!errs.deadline && !errs.startDate && d.deadline > d.startDate) errs.deadline = DEADLINE_MSG;
  return errs;
}

/** A server refusal: the field it names, or the whole form's (`form`). */
export function refusalOf(msg: string): Errors {
  const m = /^参数错误：([\w.]+)\s*(.*)$/.exec(msg);
  return m ? { [m[1]]: m[2] || msg } : { form: msg };
}

/** The errors left when these fields change (a changed price clears every price's). */
export function errorsAfter(errors: Errors, patch: object): Errors {
  const keys = Object.keys(patch);
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k !== 'form' && !keys.includes(k.split('.')[0])));
}

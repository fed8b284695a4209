// The member's forms of the equipment section: a supply listing (出租) and a demand (求租).
// Field rules only; the server adds the rules across fields and the clock (publish.ts). And one
// of the company's own listings as its form again, for the edit screen.
import { id, int, str, z } from './define';
import { DEVICE_LIMITS, DEVICE_STATES, RENT_MODES, WORK_KINDS, DEVICE_TYPES } from './devices-dicts';
import { day, decimal, opt, optionalText, regionCode, required } from './fields';
import { uploadedFile } from './resource';
import { phone } from './validation';

const typeCodes = DEVICE_TYPES.map((x) => x.code) as [string, ...string[]];
const price = opt(decimal(1, DEVICE_LIMITS.maxPrice));
const fee = z._default(decimal(0, DEVICE_LIMITS.maxFee), 0);
/** An upload's attachId (resource.putFile's answer). */
const attachId = str(z.regex(/^[0-9a-f]{32}$/, { message: '文件标识不正确' }));

/** The publish forms' fields where the catalogue-wide labels (src/api/labels.ts) are too general. */
export const DEVICE_LABELS = {
  typeCode: '设备类型',
  month: '月租金',
  name: '证书名称',
  specValue: '规格参数',
  year: '出厂年份',
  workingHours: '累计工作小时数',
  quantity: '数量',
  specMin: '最小规格',
  budgetPrice: '预算单价',
};
export const supplyForm = z.object({
  /** One of the company's listings being edited; absent: a new one. */
  id: z.optional(id),
  title: required(60),
  typeCode: z.enum(typeCodes),
  brand: required(20),
  model: optionalText(30),
  specValue: decimal(0.1, 10_000),
  year: int(1990, 2100),
  workingHours: int(0, 200_000),
  quantity: int(1, DEVICE_LIMITS.maxQuantity),
  /** The mode the card shows; its price must be given unless negotiable (面议). */
  rentMode: z.enum(RENT_MODES),
  negotiable: z._default(z.boolean(), false),
  prices: z.object({ shift: price, hour: price, day: price, month: price, cube: price }),
  withOperator: z.boolean(),
  fuelIncluded: z.boolean(),
  mobilisationFee: fee,
  assemblyFee: fee,
  deposit: fee,
  minRentDays: int(1, DEVICE_LIMITS.maxDays),
  provinceCode: regionCode,
  cityCode: regionCode,
  address: required(100),
  serviceRadiusKm: int(0, 2000),
  availableFrom: day,
  images: z._default(z.array(attachId).check(z.maxLength(DEVICE_LIMITS.maxImages)), []),
  /** 特种设备使用登记证, 检验合格证 … as private uploads (owner and interested companies only). */
  certificates: z._default(
    z.array(z.object({ name: required(30), attachId })).check(z.maxLength(DEVICE_LIMITS.maxCerts)),
    [],
  ),
  contactName: required(20),
  contactPhone: phone,
  description: optionalText(500),
});
export type SupplyForm = z.input<typeof supplyForm>;

export const needForm = z.object({
  id: z.optional(id),
  title: required(60),
  typeCode: z.enum(typeCodes),
  specMin: opt(decimal(0.1, 10_000)),
  quantity: int(1, 100),
  workKind: z.enum(WORK_KINDS),
  provinceCode: regionCode,
  cityCode: regionCode,
  address: required(100),
  startDate: day,
  durationDays: int(1, DEVICE_LIMITS.maxDays),
  rentMode: z.enum(RENT_MODES),
  budgetPrice: price,
  withOperator: z.boolean(),
  /** The last day offers are taken (on or before the start). */
  deadline: day,
  contactName: required(20),
  contactPhone: phone,
  description: optionalText(500),
});
export type NeedForm = z.input<typeof needForm>;

/** A stored form as sent back (not re-checked: the publish call checks it when it returns). */
const stored = <T>() => z.custom<T>((v) => typeof v === 'object' && v !== null);
const editing = { state: z.enum(DEVICE_STATES), stateName: z.string(), reviewNote: z.string() };
export const supplyEdit = z.object({
  ...editing,
  form: stored<z.output<typeof supplyForm> & { id: number }>(),
  /** The photos' and certificates' uploads, for the upload fields. */
  files: z.array(uploadedFile),
});
export type SupplyEdit = z.infer<typeof supplyEdit>;
export const needEdit = z.object({ ...editing, form: stored<z.output<typeof needForm> & { id: number }>() });
export type NeedEdit = z.infer<typeof needEdit>;

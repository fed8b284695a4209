// rs-share-service equipment (找设备): statistics, the top listings, the supply page (出租, with
// the all-in job cost and the free-window search), one machine's card with its availability
// calendar, demands (求租), and the member's publish, withdraw, interest and report calls.
// Dictionaries: ./devices-dicts; the job cost: ./devices-cost; the forms: ./devices-forms.
import { get, id, int, numeric, page, paging, place, post, sizeOf, text, yesNo, z } from './define';
import {
  DEVICE_CATEGORIES,
  DEVICE_SORTS,
  DEVICE_STATES,
  DEVICE_TYPES,
  RENT_MODES,
  REPORT_REASONS,
} from './devices-dicts';
import { DEVICE_LABELS, needEdit, needForm, supplyEdit, supplyForm } from './devices-forms';
import { contact, day, decimal, opt, optionalText, party, regionCode } from './fields';

const codes = <T extends { code: string }>(items: readonly T[]) => items.map((x) => x.code) as [string, ...string[]];
export const categoryCode = z.enum(codes(DEVICE_CATEGORIES));
export const typeCode = z.enum(codes(DEVICE_TYPES));
const latitude = numeric.check(z.minimum(3), z.maximum(54));
const longitude = numeric.check(z.minimum(73), z.maximum(136));

export const supplyFilters = {
  /** Title, brand, model or owner contains it. */
  keyword: text(50),
  categoryCode: opt(categoryCode),
  typeCode: opt(typeCode),
  brand: text(20),
  specMin: opt(decimal(0, 10_000)),
  specMax: opt(decimal(0, 10_000)),
  rentMode: opt(z.enum(RENT_MODES)),
  priceMin: opt(int(0, 2_000_000)),
  priceMax: opt(int(0, 2_000_000)),
  yearMin: opt(int(1990, 2100)),
  withOperator: opt(yesNo),
  provinceCode: opt(regionCode),
  cityCode: opt(regionCode),
  districtCode: opt(regionCode),
  /** Free on every day of [freeFrom, freeTo] (Beijing days; one alone is that day). */
  freeFrom: opt(day),
  freeTo: opt(day),
};
export const supplyFilterSchema = z.object(supplyFilters);
export type SupplyFilters = z.input<typeof supplyFilterSchema>;
export const supplyQuery = z.object({
  ...paging(20),
  ...supplyFilters,
  /** Near this site: listings get their distance; sort 'distance' needs it or a region. */
  lat: opt(latitude),
  lng: opt(longitude),
  /** The job for the all-in cost: working days and hours per day (sort 'total' needs them). */
  jobDays: opt(int(1, 365)),
  jobHours: opt(int(1, 24)),
  sort: z._default(z.enum(DEVICE_SORTS), 'publishTime'),
});
export type SupplyQuery = z.input<typeof supplyQuery>;

const money = z.nullable(z.number());
const costLine = z.object({ label: z.string(), amount: z.number() });
const jobCost = z.object({
  total: z.number(),
  mode: z.enum(RENT_MODES),
  modeName: z.string(),
  rent: z.number(),
  modes: z.array(z.object({ mode: z.enum(RENT_MODES), modeName: z.string(), rent: z.number() })),
  lines: z.array(costLine),
});
const supplyCard = z.object({
  id: z.number(),
  title: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  brand: z.string(),
  model: z.string(),
  specValue: z.number(),
  specUnit: z.string(),
  year: z.number(),
  workingHours: z.number(),
  quantity: z.number(),
  rentMode: z.enum(RENT_MODES),
  rentModeName: z.string(),
  /** The price in its rent mode; null is 面议. */
  price: money,
  priceUnit: z.string(),
  withOperator: z.boolean(),
  fuelIncluded: z.boolean(),
  ...place,
  owner: party,
  state: z.enum(DEVICE_STATES),
  stateName: z.string(),
  availableFrom: z.string(),
  imageUrl: z.string(),
  publishTime: z.string(),
  views: z.number(),
  /** Kilometres from the given site or region centre; null without one. */
  distanceKm: z.nullable(z.number()),
  /** The all-in cost of the given job; null without a job or without a time-based price. */
  cost: z.nullable(jobCost),
});
export type SupplyCard = z.infer<typeof supplyCard>;

const supplyDetail = z.object({
  ...supplyCard.shape,
  prices: z.object({ shift: money, hour: money, day: money, month: money, cube: money }),
  mobilisationFee: z.number(),
  assemblyFee: z.number(),
  deposit: z.number(),
  minRentDays: z.number(),
  serviceRadiusKm: z.number(),
  address: z.string(),
  description: z.string(),
  fuelPerHour: z.number(),
  images: z.array(z.string()),
  certificates: z.array(z.object({ name: z.string(), link: z.string() })),
  contact,
  /** Booked Beijing days of the coming 90 days as ranges. */
  booked: z.array(z.object({ from: z.string(), to: z.string() })),
  /** The first free day from today (or from availableFrom). */
  nextAvailable: z.string(),
  /** From how many days a month's rent beats the shift's; null when not both are offered. */
  monthBeatsShiftAfter: z.nullable(z.number()),
  viewer: z.object({ isOwner: z.boolean(), interested: z.boolean() }),
  serverTime: z.string(),
});
export type SupplyDetail = z.infer<typeof supplyDetail>;

export const needQuery = z.object({
  ...paging(10),
  keyword: text(50),
  categoryCode: opt(categoryCode),
  provinceCode: opt(regionCode),
});
const needCard = z.object({
  id: z.number(),
  title: z.string(),
  categoryName: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  specMin: z.nullable(z.number()),
  specUnit: z.string(),
  quantity: z.number(),
  workKind: z.string(),
  ...place,
  startDate: z.string(),
  durationDays: z.number(),
  rentMode: z.enum(RENT_MODES),
  rentModeName: z.string(),
  /** 元 per rent-mode unit; null is 面议. */
  budgetPrice: money,
  withOperator: z.boolean(),
  deadline: z.string(),
  state: z.enum(DEVICE_STATES),
  stateName: z.string(),
  owner: party,
  publishTime: z.string(),
});
export type NeedCard = z.infer<typeof needCard>;
const needDetail = z.object({
  ...needCard.shape,
  address: z.string(),
  description: z.string(),
  contact,
  viewer: z.object({ isOwner: z.boolean(), interested: z.boolean() }),
  serverTime: z.string(),
});
export type NeedDetail = z.infer<typeof needDetail>;

const statistics = z.object({
  total: z.number(),
  supply: z.number(),
  demand: z.number(),
  companies: z.number(),
  monthNew: z.number(),
});
export type DeviceStatistics = z.infer<typeof statistics>;

const kind = z.enum(['supply', 'need']);
export type ListingKind = z.infer<typeof kind>;
const saved = z.object({ id: z.number(), state: z.enum(DEVICE_STATES), stateName: z.string(), reviewNote: z.string() });
export type SavedListing = z.infer<typeof saved>;
const mineRow = z.object({
  kind,
  id: z.number(),
  title: z.string(),
  state: z.enum(DEVICE_STATES),
  stateName: z.string(),
  publishTime: z.string(),
});

const P = '/api/rs-share-service/equipment';
export const devices = {
  top: get(`${P}/top`, z.object({ size: sizeOf([6, 8, 9] as const, 8) }), z.array(supplyCard), 'none'),
  statistics: get(`${P}/statistics`, z.object({}), statistics, 'none'),
  page: post(`${P}/page`, supplyQuery, page(supplyCard), 'none'),
  detail: get(`${P}/detail`, z.object({ id }), supplyDetail, 'optional'),
  needPage: post(`${P}/need-page`, needQuery, page(needCard), 'none'),
  needDetail: get(`${P}/need-detail`, z.object({ id }), needDetail, 'optional'),
  /** The company's own listings, every state, newest first. */
  mine: get(`${P}/mine`, z.object({ ...paging(20) }), page(mineRow), 'member'),
  /** One of the company's own listings as its form, to edit it (404: unknown or another's). */
  mySupply: get(`${P}/my-supply`, z.object({ id }), supplyEdit, 'member'),
  myNeed: get(`${P}/my-need`, z.object({ id }), needEdit, 'member'),
  publish: post(`${P}/publish`, supplyForm, saved, 'active', DEVICE_LABELS),
  publishNeed: post(`${P}/publish-need`, needForm, saved, 'active', DEVICE_LABELS),
  withdraw: post(`${P}/withdraw`, z.object({ kind, id }), saved, 'active'),
  /** Contact / express interest: the owner gets a notice; once per company and listing. */
  interest: post(
    `${P}/interest`,
    z.object({ kind, id, message: optionalText(200) }),
    z.object({ interested: z.boolean() }),
    'active',
  ),
  report: post(
    `${P}/report`,
    z.object({ kind, id, reason: z.enum(REPORT_REASONS), note: optionalText(200) }),
    z.object({ reported: z.boolean() }),
    'active',
  ),
};

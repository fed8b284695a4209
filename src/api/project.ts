// rs-project-service subcontract projects (项目对接 / 找项目): the package page, detail, the compact
// card, statistics, a city's pipeline; the member company's 资质, applications (报名), their
// withdrawal and their decision by the contractor, and publishing a package (rules: project-publish.ts). Dictionaries: project-dicts.ts.
import { get, id, int, page, paging, post, text, yesNo, z } from './define';
import { contact, day, decimal, instant, opt, optionalText, party, regionCode, required } from './fields';
import {
  PACKAGE_STATUSES,
  PROJECT_CATEGORIES,
  PROJECT_SORTS,
  QUALIFICATION_CODES,
  SALE_TYPES,
  SUBCONTRACT_TYPES,
  TRANSACTION_MODES,
} from './project-dicts';
import { phone } from './validation';

export * from './project-dicts';

const codeOf = (codes: readonly string[]) => z.enum(codes as [string, ...string[]]);
const codes = (list: readonly { code: string }[]) => list.map((o) => o.code);

export const projectFilters = {
  /** Package name, contractor or scope contains it. */
  keyword: text(50),
  categoryCode: opt(codeOf(codes(PROJECT_CATEGORIES))),
  subcontractType: opt(codeOf(codes(SUBCONTRACT_TYPES))),
  saleType: opt(codeOf(codes(SALE_TYPES))),
  transactionMode: opt(codeOf(codes(TRANSACTION_MODES))),
  status: opt(codeOf(['2', '3', '4', '5'])),
  provinceCode: opt(regionCode),
  cityCode: opt(regionCode),
  /** Budget band in 万元. */
  budgetMinWan: opt(decimal(0, 10_000_000)),
  budgetMaxWan: opt(decimal(0, 10_000_000)),
  /** Apply deadline days (Beijing). */
  deadlineFrom: opt(day),
  deadlineTo: opt(day),
  /** 只看我能接的: only packages the member company's 资质 fits (ignored for visitors). */
  canTake: opt(z.boolean()),
};
export const projectFilterSchema = z.object(projectFilters);
export type ProjectFilters = z.input<typeof projectFilterSchema>;
export const projectQuery = z.object({
  ...paging(20),
  ...projectFilters,
  sort: z._default(z.enum(PROJECT_SORTS), 'publishTime'),
});
export type ProjectQuery = z.input<typeof projectQuery>;

const match = z.nullable(z.enum(['yes', 'no', 'check']));

const card = z.object({
  id: z.number(),
  projectNo: z.string(),
  projectName: z.string(),
  contractor: party,
  categoryCode: z.string(),
  categoryName: z.string(),
  subcontractType: z.string(),
  subcontractTypeName: z.string(),
  saleType: z.string(),
  saleTypeName: z.string(),
  transactionMode: z.string(),
  transactionModeName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  /** 元; budgetWan the same in 万元. */
  budget: z.number(),
  budgetWan: z.number(),
  /** The 资质 asked for, in words. */
  requirement: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  publishTime: z.string(),
  applyDeadline: z.string(),
  applicants: z.number(),
  /** Against the member company's 资质; null for visitors. */
  match,
  matchNote: z.string(),
});
export type ProjectCard = z.infer<typeof card>;

const application = z.object({
  id: z.number(),
  packageId: z.number(),
  company: party,
  qualification: z.string(),
  experience: z.string(),
  /** 万元; null: no price offered. */
  priceWan: z.nullable(z.number()),
  message: z.string(),
  status: z.enum(['submitted', 'accepted', 'declined', 'withdrawn']),
  statusName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type ProjectApplication = z.infer<typeof application>;

const detail = z.object({
  ...card.shape,
  ownerName: z.string(),
  address: z.string(),
  scope: z.string(),
  quantities: z.string(),
  qualificationCategory: z.string(),
  qualificationGrade: z.string(),
  experienceRequired: z.string(),
  startDate: z.string(),
  durationDays: z.number(),
  paymentTerms: z.string(),
  views: z.number(),
  contact,
  /** The member's company published it (sees the applicants). */
  isOwner: z.boolean(),
  /** The member company's application, if any. */
  myApplication: z.nullable(application),
  /** Why the member company cannot apply now ('' when it can; visitors: 请先登录). */
  applyBlock: z.string(),
  serverTime: z.string(),
});
export type ProjectDetail = z.infer<typeof detail>;

const stats = z.object({
  total: z.number(),
  open: z.number(),
  /** 万元, all published packages. */
  totalWan: z.number(),
  newThisMonth: z.number(),
  byCategory: z.array(z.object({ code: z.string(), name: z.string(), count: z.number(), wan: z.number() })),
  topCities: z.array(
    z.object({ cityCode: z.string(), cityName: z.string(), provinceName: z.string(), count: z.number() }),
  ),
  latest: z.array(card),
});
export type ProjectStats = z.infer<typeof stats>;

const cityTender = z.object({ id: z.number(), title: z.string(), budget: z.number(), bidDeadline: z.string() });
const city = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  openCount: z.number(),
  open: z.array(card),
  /** Tenders of the city whose bids are still open (from the tender data). */
  tenders: z.array(cityTender),
  awards: z.array(
    z.object({
      id: z.number(),
      projectName: z.string(),
      winnerName: z.string(),
      budget: z.number(),
      awardedAt: z.string(),
    }),
  ),
  /** Package value (万元) per month (YYYY-MM, last 6) and category. */
  months: z.array(
    z.object({
      month: z.string(),
      byCategory: z.array(z.object({ code: z.string(), name: z.string(), wan: z.number() })),
    }),
  ),
});
export type ProjectCity = z.infer<typeof city>;

const qualification = z.object({
  id: z.number(),
  categoryCode: z.string(),
  name: z.string(),
  grade: z.string(),
  gradeName: z.string(),
  certNo: z.string(),
  expiresOn: z.string(),
  expired: z.boolean(),
  scanAttachId: z.string(),
});
export type ProjectQualification = z.infer<typeof qualification>;

export const qualificationForm = z.object({
  categoryCode: codeOf(QUALIFICATION_CODES),
  grade: codeOf(['0', '1', '2', '3']),
  certNo: z.pipe(
    required(40),
    z.string().check(z.regex(/^[A-Za-z0-9-]{6,40}$/, { message: '证书编号应为 6-40 位字母、数字或连字符' })),
  ),
  expiresOn: day,
  /** The certificate scan, a private upload of the company ('' none). */
  scanAttachId: z._default(z.string().check(z.regex(/^([0-9a-f]{32})?$/, { message: '附件不正确' })), ''),
});
export type QualificationForm = z.input<typeof qualificationForm>;

export const applyForm = z.object({
  packageId: id,
  qualification: required(200),
  experience: required(500),
  /** 万元, optional. */
  priceWan: opt(decimal(0.01, 10_000_000)),
  message: optionalText(300),
});
export type ApplyForm = z.input<typeof applyForm>;

export const packageForm = z.object({
  projectName: required(80),
  ownerName: optionalText(60),
  categoryCode: codeOf(codes(PROJECT_CATEGORIES)),
  subcontractType: codeOf(codes(SUBCONTRACT_TYPES)),
  saleType: codeOf(codes(SALE_TYPES)),
  transactionMode: codeOf(codes(TRANSACTION_MODES)),
  provinceCode: regionCode,
  cityCode: regionCode,
  address: required(100),
  scope: required(500),
  quantities: optionalText(500),
  budgetWan: decimal(1, 1_000_000),
  qualificationGrade: codeOf(['0', '1', '2', '3']),
  experienceRequired: optionalText(300),
  startDate: day,
  durationDays: int(7, 1500),
  paymentTerms: required(200),
  applyDeadline: instant,
  /** 是否主体结构: the main structure may not be subcontracted (建筑法 第29条). */
  mainStructure: yesNo,
  contactName: required(20),
  contactPhone: phone,
});
export type PackageForm = z.input<typeof packageForm>;

const P = '/api/rs-project-service/subcontract';
const Q = '/api/rs-project-service/qualification';
const A = '/api/rs-project-service/application';
export const project = {
  /** The project subcontract page (POST, as the original backend's). */
  page: post(`${P}/page`, projectQuery, page(card), 'optional'),
  detail: get(`${P}/detail`, z.object({ id }), detail, 'optional'),
  /** The compact card (sharing, printing): the card and the QR code of the detail as SVG. */
  card: get(
    `${P}/card`,
    z.object({ id }),
    z.object({ ...card.shape, scope: z.string(), startDate: z.string(), durationDays: z.number(), qrSvg: z.string() }),
    'none',
  ),
  statistics: get(`${P}/statistics`, z.object({}), stats, 'none'),
  city: get(`${P}/city`, z.object({ city: regionCode }), city, 'none'),
  publish: post(`${P}/publish`, packageForm, z.object({ id: z.number(), statusCode: z.string() }), 'buyer'),
  /** The company's own packages, newest first. */
  mine: get(`${P}/mine`, z.object({ ...paging(10) }), page(card), 'member'),
  qualifications: get(`${Q}/list`, z.object({}), z.array(qualification), 'member'),
  saveQualification: post(`${Q}/save`, qualificationForm, qualification, 'active'),
  deleteQualification: post(`${Q}/delete`, z.object({ id }), z.object({ id: z.number() }), 'active'),
  apply: post(`${A}/apply`, applyForm, application, 'active'),
  /** A package's applications: only for the company that published it. */
  applications: get(`${A}/list`, z.object({ packageId: id }), z.array(application), 'member'),
  /** The applicant takes its application back before a decision; the contractor is told. */
  withdraw: post(`${A}/withdraw`, z.object({ applicationId: id }), application, 'active'),
  decide: post(
    `${A}/decide`,
    z.object({ applicationId: id, accept: yesNo, reason: optionalText(100) }),
    application,
    'active',
  ),
};
export const projectStatusName = (code: string) => PACKAGE_STATUSES.find((s) => s.code === code)?.name ?? '';

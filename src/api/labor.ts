// Labour services (找人 / 劳务): the public calls — the speciality tree, the landing's featured
// recruit posts, workers (member), the 10 featured businesses and hot trades, and the pages and
// details of job posts (招工), worker cards (找活), teams (班组) and labour companies. Member
// writes: ./labor-member.
import { get, id, int, page, paging, sizeOf, text, yesNo, z } from './define';
import { contact, day, opt, regionCode } from './fields';
import {
  CARD_STATES,
  CERT_STATES,
  CERT_TYPES,
  JOB_STATES,
  PROJECT_TYPES,
  SETTLEMENTS,
  TEAM_MODES,
  TRADE_LIST_RE,
  WAGE_UNITS,
} from './labor-trades';
import { str } from './define';

export { laborMember } from './labor-member';

export const JOB_SORTS = ['publishTime', 'wageDesc', 'wageAsc'] as const;
export const WORKER_SORTS = ['active', 'years', 'wageAsc'] as const;
export const TEAM_SORTS = ['active', 'size'] as const;
export const COMPANY_SORTS = ['projects', 'rating'] as const;
/** Company size bands by registered workers: <100, 100–300, >300. */
export const COMPANY_SCALES = [
  { code: '1', name: '100人以下', min: 0, max: 99 },
  { code: '2', name: '100-300人', min: 100, max: 300 },
  { code: '3', name: '300人以上', min: 301, max: 1_000_000 },
] as const;

const trades = z.optional(str(z.regex(TRADE_LIST_RE, { message: '工种代码不正确' })));
const region = { provinceCode: opt(regionCode), cityCode: opt(regionCode) };
const yes = z.optional(yesNo);

export const jobFilters = {
  keyword: text(50),
  trades,
  ...region,
  wageUnit: opt(z.enum(WAGE_UNITS)),
  wageMin: opt(int(0, 1_000_000)),
  wageMax: opt(int(0, 1_000_000)),
  settlement: opt(z.enum(SETTLEMENTS)),
  projectType: opt(z.enum(PROJECT_TYPES)),
  startFrom: opt(day),
  startTo: opt(day),
  within: opt(z.enum(['1', '3', '7'])),
  verifiedOnly: yes,
};
/** The job board's filters (its query without paging and sort): what a saved search keeps. */
export const jobFilterSchema = z.object(jobFilters);
export type JobFilters = z.input<typeof jobFilterSchema>;
export const jobQuery = z.object({ ...paging(20), ...jobFilters, sort: z._default(z.enum(JOB_SORTS), 'publishTime') });
export type JobQuery = z.input<typeof jobQuery>;

export const workerQuery = z.object({
  ...paging(20),
  keyword: text(50),
  trades,
  ...region,
  yearsMin: opt(int(0, 60)),
  certified: yes,
  certType: opt(z.enum(CERT_TYPES.map((c) => c.code) as [string, ...string[]])),
  openOnly: yes,
  sort: z._default(z.enum(WORKER_SORTS), 'active'),
});
export type WorkerQuery = z.input<typeof workerQuery>;

export const teamQuery = z.object({
  ...paging(20),
  keyword: text(50),
  trades,
  ...region,
  mode: opt(z.enum(TEAM_MODES)),
  sort: z._default(z.enum(TEAM_SORTS), 'active'),
});
export type TeamQuery = z.input<typeof teamQuery>;

export const companyQuery = z.object({
  ...paging(20),
  keyword: text(50),
  ...region,
  scale: opt(z.enum(['1', '2', '3'])),
  verifiedOnly: yes,
  sort: z._default(z.enum(COMPANY_SORTS), 'projects'),
});
export type CompanyQuery = z.input<typeof companyQuery>;

const trade = z.object({ code: z.string(), name: z.string() });
const placeOf = { provinceCode: z.string(), provinceName: z.string(), cityCode: z.string(), cityName: z.string() };

const jobCard = z.object({
  id: z.number(),
  title: z.string(),
  trades: z.array(trade),
  headcount: z.number(),
  wageMin: z.number(),
  wageMax: z.number(),
  wageUnit: z.string(),
  settlement: z.string(),
  projectType: z.string(),
  startDate: z.string(),
  ...placeOf,
  employer: z.object({ name: z.string(), verified: z.boolean(), companyId: z.nullable(z.number()) }),
  state: z.enum(JOB_STATES),
  stateName: z.string(),
  /** The post mentions 押金 / 培训费 / 报名费 / 先交: shown with a warning. */
  feeWarning: z.boolean(),
  benefits: z.string(),
  publishTime: z.nullable(z.string()),
});
export type JobCard = z.infer<typeof jobCard>;

const employerCard = z.object({
  name: z.string(),
  verified: z.boolean(),
  companyId: z.nullable(z.number()),
  /** ISO instant the employer joined the platform. */
  joinedAt: z.string(),
  postCount: z.number(),
  reportCount: z.number(),
  /** Self-declared 农民工工资专户. */
  wageAccount: z.boolean(),
});
const jobDetail = z.object({
  ...jobCard.shape,
  address: z.string(),
  durationDays: z.number(),
  requirements: z.string(),
  description: z.string(),
  feeWords: z.array(z.string()),
  contact,
  employerCard,
  expiresAt: z.string(),
});
export type JobDetail = z.infer<typeof jobDetail>;

const certBadge = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  state: z.enum(Object.keys(CERT_STATES) as [keyof typeof CERT_STATES]),
  expiresAt: z.string(),
});
const workerCard = z.object({
  id: z.number(),
  /** 张师傅: the surname only. */
  name: z.string(),
  trades: z.array(trade),
  years: z.number(),
  age: z.number(),
  hometown: z.string(),
  ...placeOf,
  expectedWage: z.number(),
  wageUnit: z.string(),
  state: z.enum(CARD_STATES),
  stateName: z.string(),
  isLeader: z.boolean(),
  realNameVerified: z.boolean(),
  rating: z.number(),
  certs: z.array(certBadge),
  activeAt: z.string(),
});
export type WorkerCard = z.infer<typeof workerCard>;
const workerDetail = z.object({
  ...workerCard.shape,
  intro: z.string(),
  certificates: z.array(
    z.object({
      ...certBadge.shape,
      number: z.string(),
      issuer: z.string(),
      issuedAt: z.string(),
      daysLeft: z.number(),
    }),
  ),
  contact,
  /** Not refreshed for LABOR_STALE_DAYS: off the lists until its owner refreshes it. */
  stale: z.boolean(),
});
export type WorkerDetail = z.infer<typeof workerDetail>;

const teamCard = z.object({
  id: z.number(),
  name: z.string(),
  leaderName: z.string(),
  size: z.number(),
  trades: z.array(trade),
  mode: z.string(),
  ...placeOf,
  projectCount: z.number(),
  rating: z.number(),
  verified: z.boolean(),
  state: z.enum(CARD_STATES),
  stateName: z.string(),
  activeAt: z.string(),
});
export type TeamCard = z.infer<typeof teamCard>;
const teamDetail = z.object({
  ...teamCard.shape,
  intro: z.string(),
  projects: z.array(z.object({ name: z.string(), year: z.number(), scale: z.string() })),
  company: z.nullable(z.object({ id: z.number(), name: z.string() })),
  contact,
});
export type TeamDetail = z.infer<typeof teamDetail>;

const companyCard = z.object({
  id: z.number(),
  name: z.string(),
  ...placeOf,
  qualification: z.string(),
  workers: z.number(),
  teamCount: z.number(),
  postCount: z.number(),
  projectCount: z.number(),
  rating: z.number(),
  verified: z.boolean(),
  wageAccount: z.boolean(),
  joinedAt: z.string(),
});
export type CompanyCard = z.infer<typeof companyCard>;
const companyDetail = z.object({
  ...companyCard.shape,
  creditCode: z.string(),
  safetyLicence: z.string(),
  address: z.string(),
  intro: z.string(),
  teams: z.array(teamCard),
  posts: z.array(jobCard),
  contact,
});
export type CompanyDetail = z.infer<typeof companyDetail>;

const tradeGroup = z.object({ ...trade.shape, children: z.array(trade) });
const hot = z.object({ code: z.string(), name: z.string(), count: z.number() });
export type HotTrade = z.infer<typeof hot>;

const P = '/api/labor-service';
const byId = z.object({ id });
export const labor = {
  specialityTree: get(`${P}/speciality/tree`, z.object({}), z.array(tradeGroup), 'none'),
  featuredRecruit: get(`${P}/recruit/featured`, z.object({ size: sizeOf([6, 8, 9], 8) }), z.array(jobCard), 'none'),
  /** Workers open to work, recently active (the landing's member block). */
  member: get(`${P}/member/featured`, z.object({ size: sizeOf([6, 8, 9], 8) }), z.array(workerCard), 'none'),
  /** The 10 featured labour businesses. */
  business: get(`${P}/business/featured`, z.object({}), z.array(companyCard), 'none'),
  /** Trades in demand: recruiting posts per trade group in the last 30 days. */
  hotBusiness: get(`${P}/business/hot`, z.object({}), z.array(hot), 'none'),
  recruitPage: get(`${P}/recruit/page`, jobQuery, page(jobCard), 'none'),
  recruitDetail: get(`${P}/recruit/detail`, byId, jobDetail, 'none'),
  memberPage: get(`${P}/member/page`, workerQuery, page(workerCard), 'none'),
  memberDetail: get(`${P}/member/detail`, byId, workerDetail, 'none'),
  teamPage: get(`${P}/team/page`, teamQuery, page(teamCard), 'none'),
  teamDetail: get(`${P}/team/detail`, byId, teamDetail, 'none'),
  companyPage: get(`${P}/business/page`, companyQuery, page(companyCard), 'none'),
  companyDetail: get(`${P}/business/detail`, byId, companyDetail, 'none'),
};

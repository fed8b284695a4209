// Labour services, member side: publish or edit a job post, a worker card (with 特种作业
// certificates) or a team; close, withdraw, mark full or reopen one's own; contact a poster,
// worker, team or company (the other side gets a notice); report a job post; one's own listings.
import { get, id, int, post, str, z } from './define';
import { day, opt, optionalText, regionCode, required } from './fields';
import {
  CERT_TYPES,
  isTradeCode,
  PROJECT_TYPES,
  REPORT_REASONS,
  SETTLEMENTS,
  TEAM_MODES,
  WAGE_UNITS,
} from './labor-trades';
import { phone } from './validation';

export const LABOR_LIMITS = {
  maxTrades: 5,
  maxCerts: 5,
  maxProjects: 10,
  maxHeadcount: 500,
  maxWage: 1_000_000,
  maxTeamSize: 500,
} as const;

/** 1–5 level-2 trade codes, no repeats. */
const tradeCodes = z.array(str(z.refine((c) => /^\d{4}$/.test(c) && isTradeCode(c), { message: '工种不存在' }))).check(
  z.refine((a) => a.length > 0, { message: '请至少选择一个工种' }),
  z.maxLength(LABOR_LIMITS.maxTrades, { message: `最多选择 ${LABOR_LIMITS.maxTrades} 个工种` }),
  z.refine((a) => new Set(a).size === a.length, { message: '工种不能重复' }),
);

export const jobForm = z
  .object({
    /** One's own post being edited (pending review or recruiting); absent: a new one. */
    id: z.optional(id),
    title: required(60),
    trades: tradeCodes,
    headcount: int(1, LABOR_LIMITS.maxHeadcount),
    wageMin: int(1, LABOR_LIMITS.maxWage),
    wageMax: int(1, LABOR_LIMITS.maxWage),
    wageUnit: z.enum(WAGE_UNITS),
    settlement: z.enum(SETTLEMENTS),
    projectType: z.enum(PROJECT_TYPES),
    startDate: day,
    durationDays: int(1, 1000),
    provinceCode: regionCode,
    cityCode: regionCode,
    address: required(100),
    benefits: optionalText(100),
    requirements: optionalText(300),
    description: optionalText(1000),
    contactName: required(20),
    contactPhone: phone,
    /** Declares a 农民工工资专户 for the project. */
    wageAccount: z.boolean(),
  })
  .check(z.refine((f) => f.wageMax >= f.wageMin, { message: '最高工资不能低于最低工资', path: ['wageMax'] }));
export type JobForm = z.input<typeof jobForm>;

const certForm = z.object({
  typeCode: z.enum(CERT_TYPES.map((c) => c.code) as [string, ...string[]]),
  number: required(20),
  /** The issuing province. */
  provinceCode: regionCode,
  issuedAt: day,
  expiresAt: day,
  /** A private upload (the certificate photo), seen only by the owner. */
  photoId: opt(str(z.regex(/^[A-Za-z0-9_-]{1,32}$/, { message: '文件编号不正确' }))),
});

export const workerForm = z.object({
  id: z.optional(id),
  /** The surname shown as 张师傅. */
  surname: required(2),
  fullName: required(20),
  phone,
  trades: tradeCodes,
  years: int(0, 60),
  age: int(16, 70),
  hometownCode: regionCode,
  provinceCode: regionCode,
  cityCode: regionCode,
  expectedWage: int(1, LABOR_LIMITS.maxWage),
  wageUnit: z.enum(WAGE_UNITS),
  isLeader: z.boolean(),
  intro: optionalText(500),
  certificates: z
    .array(certForm)
    .check(z.maxLength(LABOR_LIMITS.maxCerts, { message: `最多填写 ${LABOR_LIMITS.maxCerts} 本证书` })),
});
export type WorkerForm = z.input<typeof workerForm>;

export const teamForm = z.object({
  id: z.optional(id),
  name: required(40),
  leaderName: required(20),
  phone,
  size: int(2, LABOR_LIMITS.maxTeamSize),
  trades: tradeCodes,
  mode: z.enum(TEAM_MODES),
  provinceCode: regionCode,
  cityCode: regionCode,
  intro: optionalText(500),
  projects: z
    .array(z.object({ name: required(60), year: int(1990, 2100), scale: optionalText(40) }))
    .check(z.maxLength(LABOR_LIMITS.maxProjects, { message: `最多填写 ${LABOR_LIMITS.maxProjects} 项业绩` })),
});
export type TeamForm = z.input<typeof teamForm>;

export const LISTING_KINDS = ['job', 'worker', 'team'] as const;
/** refresh: a worker card or team's activity renewed (a lapsed card back on the lists). */
export const STATUS_ACTIONS = ['close', 'withdraw', 'full', 'reopen', 'working', 'open', 'refresh'] as const;
export const statusForm = z.object({ kind: z.enum(LISTING_KINDS), id, action: z.enum(STATUS_ACTIONS) });

const saved = z.object({ id: z.number(), state: z.string(), stateName: z.string(), note: z.string() });
export type SavedListing = z.infer<typeof saved>;

export const CONTACT_KINDS = ['job', 'worker', 'team', 'company'] as const;
const revealed = z.object({ name: z.string(), phone: z.string() });

export const reportForm = z.object({ jobId: id, reason: z.enum(REPORT_REASONS), detail: optionalText(300) });

const mineRow = z.object({
  kind: z.enum(LISTING_KINDS),
  id: z.number(),
  title: z.string(),
  state: z.string(),
  stateName: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type MineRow = z.infer<typeof mineRow>;

// One's own listing as its form takes it back (the edit screens), with its state.
const ownState = { state: z.string(), stateName: z.string(), note: z.string() };
const place = { provinceCode: z.string(), cityCode: z.string() };
const ownJob = z.object({
  ...ownState,
  form: z.object({
    id: z.number(),
    title: z.string(),
    trades: z.array(z.string()),
    headcount: z.number(),
    wageMin: z.number(),
    wageMax: z.number(),
    wageUnit: z.enum(WAGE_UNITS),
    settlement: z.enum(SETTLEMENTS),
    projectType: z.enum(PROJECT_TYPES),
    startDate: z.string(),
    durationDays: z.number(),
    ...place,
    address: z.string(),
    benefits: z.string(),
    requirements: z.string(),
    description: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
    wageAccount: z.boolean(),
  }),
});
export type OwnJob = z.infer<typeof ownJob>;
const ownCert = z.object({
  typeCode: z.string(),
  number: z.string(),
  provinceCode: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  photoId: z.nullable(z.string()),
});
const ownWorker = z.object({
  ...ownState,
  form: z.object({
    id: z.number(),
    surname: z.string(),
    fullName: z.string(),
    phone: z.string(),
    trades: z.array(z.string()),
    years: z.number(),
    age: z.number(),
    hometownCode: z.string(),
    ...place,
    expectedWage: z.number(),
    wageUnit: z.enum(WAGE_UNITS),
    isLeader: z.boolean(),
    intro: z.string(),
    certificates: z.array(ownCert),
  }),
});
export type OwnWorker = z.infer<typeof ownWorker>;
const ownTeam = z.object({
  ...ownState,
  form: z.object({
    id: z.number(),
    name: z.string(),
    leaderName: z.string(),
    phone: z.string(),
    size: z.number(),
    trades: z.array(z.string()),
    mode: z.enum(TEAM_MODES),
    ...place,
    intro: z.string(),
    projects: z.array(z.object({ name: z.string(), year: z.number(), scale: z.string() })),
  }),
});
export type OwnTeam = z.infer<typeof ownTeam>;
const byId = z.object({ id });

const P = '/api/labor-service';
export const laborMember = {
  /** One's own job post, worker card or team as its form (404: another's or unknown). */
  ownJob: get(`${P}/recruit/own`, byId, ownJob, 'member'),
  ownWorker: get(`${P}/member/own`, byId, ownWorker, 'member'),
  ownTeam: get(`${P}/team/own`, byId, ownTeam, 'member'),
  saveJob: post(`${P}/recruit/save`, jobForm, saved, 'active'),
  saveWorker: post(`${P}/member/save`, workerForm, saved, 'active'),
  saveTeam: post(`${P}/team/save`, teamForm, saved, 'active'),
  /** close, withdraw (pending review), full / reopen (job posts), working / open / refresh (cards, teams). */
  setStatus: post(`${P}/listing/status`, statusForm, saved, 'active'),
  contact: post(`${P}/listing/contact`, z.object({ kind: z.enum(CONTACT_KINDS), id }), revealed, 'active'),
  report: post(`${P}/recruit/report`, reportForm, z.object({ jobId: z.number(), reported: z.boolean() }), 'active'),
  mine: get(`${P}/listing/mine`, z.object({}), z.array(mineRow), 'member'),
};

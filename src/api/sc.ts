// rs-sc-* calls of the sc public-tender site: its own members (rs-sc-auth: login, logout, register,
// SMS codes, forgotten password; rs-sc-member: member info, unread count, businesses (the roles),
// role switch, app client info) and its public pages (rs-sc-portal: banners, the tender index and
// search pages, region address, the fast_city dictionary). Its members are not the main site's:
// every member call carries the sc session in `Sc-Auth: bearer <token>` (never Blade-Auth): its
// auth mode is 'sc', which route() checks (401 without a live sc session) before the handler.
import { get, id, page, paging, post, str, text, z } from './define';
import { opt, regionCode, required } from './fields';
import { uscc } from './finance-fields';
import { SC_AGREEMENT_KEYS, SC_CERT_STATUSES, SC_ROLES, SC_SORTS } from './sc-dicts';
import { tenderFilters } from './tender';
import { password, phone, smsCode } from './validation';

export const SC_AUTH_HEADER = 'Sc-Auth';

export const scRole = z.enum(SC_ROLES);
const certStatus = z.enum(SC_CERT_STATUSES);

const roleState = z.object({
  role: scRole,
  roleName: z.string(),
  certStatus,
  certStatusName: z.string(),
  canAct: z.boolean(),
  /** When the role's details were (last) submitted for review. */
  submittedAt: z.string(),
  /** Why the review refused them ('' unless rejected). */
  rejectReason: z.string(),
  /** A rejected supplier may fix its details and resubmit (SC_CERT_NEXT). */
  canResubmit: z.boolean(),
});
export type ScRoleState = z.infer<typeof roleState>;

const memberInfo = z.object({
  accountId: z.number(),
  /** Masked. */
  phone: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  /** The role the session acts in, and every role the account holds. */
  role: scRole,
  roles: z.array(roleState),
});
export type ScMemberInfo = z.infer<typeof memberInfo>;

const tokenResult = z.object({
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
  expiresIn: z.number(),
  member: memberInfo,
});
export type ScTokenResult = z.infer<typeof tokenResult>;

export const scLoginInput = z.object({
  phone,
  password: str(z.maxLength(64)),
  /** The role to act in; without it the purchaser role when held, else the supplier's. */
  role: z.optional(scRole),
});

export const scRegisterInput = z.object({
  role: scRole,
  phone,
  code: smsCode,
  password,
  companyName: str(z.minLength(2), z.maxLength(60)),
  creditCode: uscc,
  contactName: str(z.minLength(2), z.maxLength(20)),
  /** The role's two agreements with the versions the member read (unticked until ticked). */
  agreements: z
    .array(z.object({ key: z.enum(SC_AGREEMENT_KEYS), version: str(z.maxLength(16)) }))
    .check(z.maxLength(4)),
});
export type ScRegisterInput = z.input<typeof scRegisterInput>;

/** A rejected supplier's fixed details, submitted for review again. */
export const scResubmitInput = z.object({
  companyName: scRegisterInput.shape.companyName,
  creditCode: uscc,
  contactName: scRegisterInput.shape.contactName,
});
export type ScResubmitInput = z.input<typeof scResubmitInput>;

export const SC_CODE_PURPOSES = ['register', 'forget'] as const;
const codePurpose = z.enum(SC_CODE_PURPOSES);

// ---- tenders ------------------------------------------------------------------------------

const f = tenderFilters;
/** The main site's tender filter model (src/api/tender.ts), the fields the sc search offers. */
export const scTenderFilters = {
  keyword: f.keyword,
  typeCode: f.typeCode,
  methodCode: f.methodCode,
  status: f.status,
  provinceCode: f.provinceCode,
  cityCode: f.cityCode,
  publishFrom: f.publishFrom,
  publishTo: f.publishTo,
};
/** 保存搜索 of the sc tender search: its filters without paging and sort. */
export const scSearchFilters = z.object(scTenderFilters);
export type ScSearchFilters = z.input<typeof scSearchFilters>;
const scSavedSearch = z.object({
  id: z.number(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ScSavedSearch = z.infer<typeof scSavedSearch>;

export const scTenderQuery = z.object({
  ...paging(20),
  ...scTenderFilters,
  sort: z._default(z.enum(SC_SORTS), 'publishTime'),
});
export type ScTenderQuery = z.input<typeof scTenderQuery>;

const scTender = z.object({
  id: z.number(),
  tenderNo: z.string(),
  title: z.string(),
  purchaserName: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  budgetWan: z.number(),
  publishTime: z.string(),
  bidDeadline: z.string(),
  /** The main site's tender detail. */
  link: z.string(),
});
export type ScTender = z.infer<typeof scTender>;

const indexPage = z.object({
  /** Bid openings of today (Beijing day). */
  todayOpenings: z.array(scTender),
  todayOpeningCount: z.number(),
  /** Live tenders per type. */
  typeCounts: z.array(z.object({ code: z.string(), name: z.string(), count: z.number() })),
  latest: z.array(scTender),
  /** The city the index is narrowed to ('' for all). */
  cityCode: z.string(),
  cityName: z.string(),
});
export type ScIndexPage = z.infer<typeof indexPage>;

const city = z.object({
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  provinceName: z.string(),
  pinyin: z.string(),
  initials: z.string(),
  hot: z.boolean(),
});
export type ScCity = z.infer<typeof city>;

const banner = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  tone: z.string(),
});
export type ScBanner = z.infer<typeof banner>;

const appInfo = z.object({
  role: scRole,
  appName: z.string(),
  version: z.string(),
  releasedAt: z.string(),
  sizeMb: z.number(),
  notes: z.array(z.string()),
  iosUrl: z.string(),
  androidUrl: z.string(),
  /** What the QR code opens: this download page, absolute. */
  pageUrl: z.string(),
  /** The QR code of pageUrl as an SVG document. */
  qrSvg: z.string(),
});
export type ScAppInfo = z.infer<typeof appInfo>;

export const sc = {
  login: post('/api/rs-sc-auth/member/login', scLoginInput, tokenResult, 'none'),
  logout: post('/api/rs-sc-auth/member/logout', z.object({}), z.null(), 'sc'),
  register: post('/api/rs-sc-auth/member/register', scRegisterInput, tokenResult, 'none'),
  sendPhoneCode: post(
    '/api/rs-sc-auth/sms/send-phone-code',
    z.object({ phone, purpose: codePurpose }),
    z.null(),
    'none',
  ),
  phoneCodeVerify: post(
    '/api/rs-sc-auth/sms/phone-code-verify',
    z.object({ phone, purpose: codePurpose, code: smsCode }),
    z.object({ valid: z.boolean() }),
    'none',
  ),
  forgetPassword: post(
    '/api/rs-sc-auth/member/forget-password',
    z.object({ phone, code: smsCode, newPassword: password }),
    z.null(),
    'none',
  ),

  memberInfo: get('/api/rs-sc-member/member/info', z.object({}), memberInfo, 'sc'),
  unreadCount: get('/api/rs-sc-member/notice/unread-count', z.object({}), z.object({ count: z.number() }), 'sc'),
  /** The account's roles (its "businesses"), with the one the session acts in. */
  businesses: post(
    '/api/rs-sc-member/member/businesses',
    z.object({}),
    z.array(z.object({ ...roleState.shape, current: z.boolean() })),
    'sc',
  ),
  switchRole: post('/api/rs-sc-member/member/switch-role', z.object({ role: scRole }), memberInfo, 'sc'),
  /** A rejected supplier resubmits its fixed details: certification pending again. */
  resubmitCert: post('/api/rs-sc-member/member/cert-resubmit', scResubmitInput, memberInfo, 'sc'),
  /** The member's saved tender searches, newest first; a new matching tender leaves an sc notice. */
  savedSearches: get('/api/rs-sc-member/saved-search/list', z.object({}), z.array(scSavedSearch), 'sc'),
  saveSearch: post(
    '/api/rs-sc-member/saved-search/save',
    z.object({ name: required(30), filters: scSearchFilters }),
    scSavedSearch,
    'sc',
  ),
  deleteSearch: post('/api/rs-sc-member/saved-search/delete', z.object({ id }), z.object({ id: z.number() }), 'sc'),
  appClientInfo: post('/api/rs-sc-member/app/client-info', z.object({ role: scRole }), appInfo, 'none'),

  banners: get('/api/rs-sc-portal/banner/list', z.object({}), z.array(banner), 'none'),
  indexPage: get('/api/rs-sc-portal/tender/index-page', z.object({ cityCode: opt(regionCode) }), indexPage, 'none'),
  searchPage: get('/api/rs-sc-portal/tender/search-page', scTenderQuery, page(scTender), 'none'),
  regionAddress: get(
    '/api/rs-sc-portal/region/address',
    z.object({ parentCode: z._default(regionCode, '000000') }),
    z.array(z.object({ code: z.string(), name: z.string() })),
    'none',
  ),
  fastCity: get('/api/rs-sc-portal/dict/fast-city', z.object({ keyword: text(20) }), z.array(city), 'none'),
};

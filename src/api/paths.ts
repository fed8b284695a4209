// Page paths that machines and the server link to (notices, redirects, the login round trip).
// Written once here; the route manifest builds its routes from the same constants.
export const pagePaths = {
  home: '/home',
  login: '/login',
  loginBak: '/login-bak',
  loginBack: '/login-back',
  register: '/register',
  registerBak: '/register-bak',
  forget: '/forget',
  goodsDetail: '/goodsDetail',
  inquiryDetail: '/preferentialInquiry/inquiryDetail',
  tenderDetail: '/preferentialInquiry/tenderDetail',
  projectDetail: '/findProject/detailNeedJ',
  projectPublish: '/findProject/publish',
  laborWork: '/labor-services/detail-work',
  laborWorker: '/labor-services/detail-worker',
  laborTeam: '/labor-services/detail-team',
  laborMine: '/labor-services/mine',
  deviceCard: '/findDevices/device-card',
  deviceNeed: '/findDevices/detailNeed',
  groundDetails: '/groundMaterialMap/details',
  financeDetail: '/financial-service/financial-service-detail',
  siteSearch: '/site-search',
  financeHome: '/financial-service',
  messageCenter: '/message-center',
} as const;

/** The login and registration pages: never a place to come back to after logging in. */
export const AUTH_PAGE_PATHS: readonly string[] = [
  pagePaths.login,
  pagePaths.loginBak,
  pagePaths.loginBack,
  pagePaths.register,
  pagePaths.registerBak,
  pagePaths.forget,
];

const withId = (path: string) => (id: number) => `${path}?id=${id}`;

/** Links to one object's page, e.g. pageLinks.inquiryDetail(523). */
export const pageLinks = {
  goodsDetail: withId(pagePaths.goodsDetail),
  inquiryDetail: withId(pagePaths.inquiryDetail),
  tenderDetail: withId(pagePaths.tenderDetail),
  projectDetail: withId(pagePaths.projectDetail),
  laborWork: withId(pagePaths.laborWork),
  laborWorker: withId(pagePaths.laborWorker),
  laborTeam: withId(pagePaths.laborTeam),
  deviceCard: withId(pagePaths.deviceCard),
  deviceNeed: withId(pagePaths.deviceNeed),
  groundDetails: withId(pagePaths.groundDetails),
  financeDetail: withId(pagePaths.financeDetail),
  /** The buyer's comparison of an inquiry's quotes. */
  inquiryComparison: (id: number) => `${withId(pagePaths.inquiryDetail)(id)}#comparison`,
  /** One notice opened in the message centre. */
  notice: withId(pagePaths.messageCenter),
  /** 投标保函 for a tender: the finance landing's apply form, prefilled (validUntil a YYYY-MM-DD day). */
  bidGuarantee: (t: { tenderNo: string; beneficiary: string; margin: number; validUntil: string }) =>
    `${pagePaths.financeHome}?${new URLSearchParams({ apply: 'guarantee', tenderNo: t.tenderNo, beneficiary: t.beneficiary, margin: String(t.margin), validUntil: t.validUntil })}`,
} as const;

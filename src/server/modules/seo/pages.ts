// Which pages search engines are pointed at and which they are kept from, by route key (the paths
// come from the route manifest through src/api/pages.gen.ts, so a renamed page follows).
import { pagePaths, type PageKey } from '../../../api/paths';

/**
 * The public pages without an object of their own (home, section landings, lists, the help
 * centre, the sc site's lists and agreements), for the `pages` sitemap. An object's page (goods,
 * shop, inquiry…) is in its kind's sitemap; a page that repeats another (`/taoci-index/home`,
 * `/home copy`) and search results are left out.
 */
export const SITEMAP_PAGE_KEYS: readonly PageKey[] = [
  'home',
  'inquiry',
  'inquiryMore',
  'rankingMore',
  'orderMore',
  'mallSelf',
  'mallSelfIndex',
  'moreGoods',
  'shopList',
  'moreBuild',
  'devices',
  'deviceSupply',
  'deviceSupplyPlace',
  'deviceNews',
  'labor',
  'laborWork',
  'laborWorker',
  'laborTeam',
  'laborCompany',
  'finance',
  'financeList',
  'financeRules',
  'project',
  'projectList',
  'projectNews',
  'tenders',
  'tenderCalendar',
  'taoci',
  'taociShop',
  'groundMap',
  'materialMap',
  'researchReport',
  'helpCenter',
  'scHome',
  'scSearch',
  'scProcurement',
  'scAgreement',
  'scPrivacy',
  'scPurchaserAgreement',
  'scPurchaserPrivacy',
];

/**
 * Kept from crawlers (robots.txt): a member's own pages (cart, desks, publishing, messages), the
 * operators' pages (labour review, session replay), the sign-in pages of both sites and the login
 * round trip, the jump page and search results. A path also covers the paths under it.
 */
export const CRAWL_BLOCKED_KEYS: readonly PageKey[] = [
  'cart',
  'inquiryPublish',
  'inquiryDesk',
  'tenderPublish',
  'tenderDesk',
  'devicePublish',
  'laborPublish',
  'laborMine',
  'projectPublish',
  'messageCenter',
  'supplierCert',
  'opsLogin',
  'opsQueue',
  'opsOperators',
  'opsAudit',
  'opsContent',
  'opsContentEdit',
  'opsFinance',
  'opsFinanceApplication',
  'opsEvaluation',
  'opsEvaluationRoom',
  'opsExperts',
  'financeApplication',
  'replay',
  'login',
  'loginBak',
  'loginBack',
  'register',
  'registerBak',
  'forget',
  'scLogin',
  'scRegister',
  'scForget',
  'jump',
  'siteSearch',
];

/** robots.txt: every public page open, the pages above and the API closed, the sitemap index named. */
export const robotsText = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    ...CRAWL_BLOCKED_KEYS.map((key) => `Disallow: ${encodeURI(pagePaths[key])}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

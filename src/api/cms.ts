// rs-cms-service: banners, marketing image, partners, success cases, news; huizhuyun-support: the
// help center (the spec's support prefix; its old rs-cms-service paths still answer, HELP_MOVED_FROM).
import { get, id, int, none, page, paging, text, z } from './define';

export const BANNER_POSITIONS = ['01', '03', '05', '06', '07', '08', '09', '10', '186'] as const;
export const HELP_CATEGORIES = [
  'beginner_guide',
  'hzy_service',
  'transaction_security',
  'pay_way',
  'about_hzy',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

const banner = z.object({
  id: z.number(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  position: z.string(),
  sort: z.number(),
});
export type Banner = z.infer<typeof banner>;

const partner = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string(),
  type: z.number(),
  linkUrl: z.string(),
});
export type Partner = z.infer<typeof partner>;

const caseItem = z.object({
  id: z.number(),
  title: z.string(),
  companyName: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  publishTime: z.string(),
});
export type SuccessCase = z.infer<typeof caseItem>;

const newsItem = z.object({
  id: z.number(),
  title: z.string(),
  moduleCode: z.string(),
  summary: z.string(),
  source: z.string(),
  imageUrl: z.string(),
  publishTime: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;
const newsDetail = z.extend(newsItem, { content: z.string() });
export type NewsDetail = z.infer<typeof newsDetail>;

const helpItem = z.object({
  id: z.number(),
  categoryCode: z.string(),
  problemContent: z.string(),
  answerContent: z.string(),
  sort: z.number(),
});
export type HelpItem = z.infer<typeof helpItem>;

export const NEWS_MODULES = ['industry', 'policy', 'platform', 'price'] as const;
export type NewsModule = (typeof NEWS_MODULES)[number];
export const NEWS_MODULE_NAMES: Record<NewsModule, string> = {
  industry: '行业动态',
  policy: '政策法规',
  platform: '平台公告',
  price: '价格行情',
};

export const cms = {
  bannerList: get(
    '/api/rs-cms-service/banner/list',
    z.object({ position: z.enum(BANNER_POSITIONS) }),
    z.array(banner),
    'none',
  ),
  marketingImage: get('/api/rs-cms-service/marketing/image', none, z.nullable(banner), 'none'),
  partnerList: get(
    '/api/rs-cms-service/partner/list',
    z.object({ type: z.pipe(z.enum(['1', '2', '3']), z.transform(Number)) }),
    z.array(partner),
    'none',
  ),
  caseList: get(
    '/api/rs-cms-service/case/list',
    z.object({ size: z._default(int(1, 100), 4) }),
    z.array(caseItem),
    'none',
  ),
  caseDetail: get(
    '/api/rs-cms-service/case/detail',
    z.object({ id }),
    z.extend(caseItem, { content: z.string() }),
    'none',
  ),
  newsList: get(
    '/api/rs-cms-service/news/list',
    z.object({ moduleCode: z.optional(z.enum(NEWS_MODULES)), ...paging(10) }),
    page(newsItem),
    'none',
  ),
  newsDetail: get('/api/rs-cms-service/news/detail', z.object({ id }), newsDetail, 'none'),
  helpCenterList: get(
    '/api/huizhuyun-support/help-center/list',
    z.object({ categoryCode: z.optional(z.enum(HELP_CATEGORIES)), problemContent: text(50), ...paging(20) }),
    page(helpItem),
    'none',
  ),
  helpCenterDetail: get('/api/huizhuyun-support/help-center/detail', z.object({ id }), helpItem, 'none'),
};

/** The prefix the help calls had before they moved to huizhuyun-support: links to it still answer. */
export const HELP_MOVED_FROM = '/api/rs-cms-service/';

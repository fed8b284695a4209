// rs-cms-service: banners, marketing image, partners, success cases, news; huizhuyun-support: the
// help center (the spec's support prefix; its old rs-cms-service paths still answer, HELP_MOVED_FROM).
import { get, id, int, none, page, paging, post, text, z } from './define';
import { instant, optionalText, required } from './fields';

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

// ---- the content desk (issue 45): 内容编辑's calls, `operator:content` -----------------------

/** The kinds of content the desk edits (platform notices are news of the module `platform`). */
export const CONTENT_KINDS = ['banner', 'news', 'case', 'partner', 'help'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_NAMES: Record<ContentKind, string> = {
  banner: '广告横幅',
  news: '资讯与公告',
  case: '成功案例',
  partner: '合作伙伴',
  help: '帮助问题',
};

/** 草稿 (never scheduled), 已排期 (publish-at ahead), 已发布 (served), 已撤下 (withdrawn, or past withdraw-at). */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_NAMES: Record<ContentStatus, string> = {
  draft: '草稿',
  scheduled: '已排期',
  published: '已发布',
  withdrawn: '已撤下',
};

/** The banner positions the desk edits: the spec's, and the mall's marketing image. */
export const BANNER_POSITION_NAMES: Record<(typeof BANNER_POSITIONS)[number] | 'marketing', string> = {
  '01': '01 首页轮播',
  '03': '03 自营商城',
  '05': '05 优惠询价',
  '06': '06 招标',
  '07': '07 设备租赁',
  '08': '08 劳务用工',
  '09': '09 供应链金融',
  '10': '10 项目分包',
  '186': '186 陶瓷馆',
  marketing: '营销图',
};
export const PARTNER_TYPE_NAMES: Record<string, string> = {
  '1': '战略合作伙伴',
  '2': '金融合作机构',
  '3': '品牌合作商',
};
export const HELP_CATEGORY_NAMES: Record<HelpCategory, string> = {
  beginner_guide: '新手指南',
  hzy_service: '平台服务',
  transaction_security: '交易保障',
  pay_way: '支付方式',
  about_hzy: '关于我们',
};

/** Each kind's groups (banner position, news module, partner type, help category; cases have none). */
export const CONTENT_GROUPS: Record<ContentKind, Record<string, string>> = {
  banner: BANNER_POSITION_NAMES,
  news: NEWS_MODULE_NAMES,
  case: {},
  partner: PARTNER_TYPE_NAMES,
  help: HELP_CATEGORY_NAMES,
};

/** An image the content may show: a drawn picture (/media/…) or a public upload. */
export const CONTENT_IMAGE = /^\/(media\/[a-z]+\/|api\/blade-resource\/oss\/public\/)[\w./?=&%-]+$/;

/** One content item as the editor holds it: every kind's fields, the unused ones empty. */
export const contentDraft = z.object({
  /** Banner, news, case title; partner name; help question. */
  title: required(200),
  group: optionalText(32),
  summary: optionalText(500),
  /** News and case text; help answer. */
  body: optionalText(20_000),
  imageUrl: optionalText(500),
  linkUrl: optionalText(500),
  source: optionalText(100),
  companyName: optionalText(100),
  sort: z._default(int(0, 9999), 0),
});
export type ContentDraft = z.output<typeof contentDraft>;

const NEEDS: Record<ContentKind, { group: boolean; image: boolean; body: boolean; summary: boolean }> = {
  banner: { group: true, image: true, body: false, summary: false },
  news: { group: true, image: false, body: true, summary: true },
  case: { group: false, image: true, body: true, summary: true },
  partner: { group: true, image: true, body: false, summary: false },
  help: { group: true, image: false, body: true, summary: false },
};

/** What a kind's draft lacks, by field (the server refuses with the first; the editor shows each). */
export function contentProblems(kind: ContentKind, d: ContentDraft): Partial<Record<keyof ContentDraft, string>> {
  const need = NEEDS[kind];
  const out: Partial<Record<keyof ContentDraft, string>> = {};
  if (!d.title.trim()) out.title = '请填写标题';
  if (need.group && !Object.hasOwn(CONTENT_GROUPS[kind], d.group)) out.group = '请选择分类或位置';
  if (need.summary && !d.summary.trim()) out.summary = '请填写摘要';
  if (need.body && !d.body.trim()) out.body = kind === 'help' ? '请填写解答' : '请填写正文';
  if (need.image && !d.imageUrl) out.imageUrl = '请上传或填写图片';
  else if (d.imageUrl && !CONTENT_IMAGE.test(d.imageUrl)) out.imageUrl = '图片只能是平台图片或公开上传的文件';
  if (d.linkUrl && !/^\/[\w./?=&%#-]*$/.test(d.linkUrl)) out.linkUrl = '链接只能是本站地址（以 / 开头）';
  return out;
}

const contentRow = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.number(),
  title: z.string(),
  group: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** ISO instants; null when not set. */
  publishAt: z.nullable(z.string()),
  withdrawAt: z.nullable(z.string()),
  withdrawnAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type ContentRow = z.infer<typeof contentRow>;
const contentItem = z.extend(contentRow, {
  summary: z.string(),
  body: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  source: z.string(),
  companyName: z.string(),
  sort: z.number(),
});
export type ContentItem = z.infer<typeof contentItem>;

const E = '/api/rs-cms-service/editor';
const which = { kind: z.enum(CONTENT_KINDS), id };

export const cmsEditor = {
  list: get(
    `${E}/list`,
    z.object({
      kind: z.enum(CONTENT_KINDS),
      status: z.optional(z.enum(CONTENT_STATUSES)),
      group: text(32),
      keyword: text(50),
      ...paging(20),
    }),
    page(contentRow),
    'operator:content',
  ),
  detail: get(`${E}/detail`, z.object(which), contentItem, 'operator:content'),
  /** Creates (no id: a draft) or edits an item; its schedule stays as it was. */
  save: post(
    `${E}/save`,
    z.extend(contentDraft, { kind: z.enum(CONTENT_KINDS), id: z.optional(id) }),
    z.object({ id: z.number() }),
    'operator:content',
  ),
  /** Publishes at publishAt (absent: now) until withdrawAt (absent: until withdrawn); a withdrawn item comes back. */
  publish: post(
    `${E}/publish`,
    z.object({ ...which, publishAt: z.optional(instant), withdrawAt: z.optional(z.nullable(instant)) }),
    contentRow,
    'operator:content',
  ),
  withdraw: post(`${E}/withdraw`, z.object({ ...which, reason: text(200) }), contentRow, 'operator:content'),
};

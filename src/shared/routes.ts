// The route manifest: every route's path, page, title and description, frame, main-nav entry
// and link builder, in one typed place. The router, the layout, the nav, every link, the server
// render and the idle prefetch read it. A page is a module under src/ (its default export is the
// view, its `loader` the route's data; see src/app/pages.ts). A route without a page is declared
// (links and nav point at it) and answers 404 until its section is built.
import type { QueryClient } from '@tanstack/react-query';
import type { FlowKey } from '../../machines/app.machine';
import { deals } from '../api/inquiry-deals';
import { inquiry } from '../api/inquiry';
import { product } from '../api/product';
import { tender } from '../api/tender';
import { categoryName } from './category';
import { dealList, inquiryList, rankingList, rankingTarget } from './inquiry-views';
import { callQuery, findQuery } from './query';
import type { Subsite } from './subsite';
import { inquiryDesk } from './inquiry-desk-views';
import { tenderCalendarView, tenderList } from './tender-views';
import { bulkList, goodsSearch, helpList, selfGoodsList, shopGoodsList, shopSearch, typeGoodsList } from './views';

/** portal: top bar, header, main nav and footer; auth: the page brings its own simple frame. */
export type Frame = 'portal' | 'auth';
export type PagePath = `features/${string}/${string}Page` | `app/pages/${string}Page`;

export interface HeadContext {
  search: URLSearchParams;
  /** The page's query cache (a title from data the loader fetched). */
  client: QueryClient;
}
type Text = string | ((ctx: HeadContext) => string);

interface RouteSpec<H> {
  path: string;
  page?: PagePath;
  /** The page's part of <title> (`<title> - <brand>`); '' for the brand line itself. */
  title: Text;
  description?: Text;
  frame?: Frame;
  /** A main-nav entry, in manifest order; `subsites`: the sub-site variants that keep it. */
  nav?: { label: string; subsites: readonly Subsite[] };
  /** false: nobody reaches it from the portal, so its code is not prefetched. */
  prefetch?: false;
  /** The page flows its first screen runs: loaded with the page, so the first click finds them. */
  flows?: readonly FlowKey[];
  href?: H;
}

export interface RouteDef<H extends (...args: never[]) => string = (...args: never[]) => string> {
  path: string;
  page?: PagePath;
  title: Text;
  description?: Text;
  frame: Frame;
  nav?: { label: string; subsites: readonly Subsite[] };
  prefetch?: false;
  /** The page flows its first screen runs: loaded with the page, so the first click finds them. */
  flows?: readonly FlowKey[];
  href: H;
}

function route<H extends (...args: never[]) => string = () => string>(spec: RouteSpec<H>): RouteDef<H> {
  return { frame: 'portal', ...spec, href: spec.href ?? ((() => spec.path) as unknown as H) };
}

const id = (search: URLSearchParams) => Number(search.get('id'));
// A detail's name once its data is here; null: no such id.
const goodsName = ({ search, client }: HeadContext) => {
  const goods = client.getQueryData(findQuery(product.goodsDetail, { id: id(search) }).queryKey);
  return goods === null ? null : goods?.productName;
};
const shopName = ({ search, client }: HeadContext) => {
  const shop = client.getQueryData(findQuery(product.shopDetail, { id: id(search) }).queryKey);
  return shop === null ? null : shop?.shopName;
};
// A ranking record's company once its data is here; null: no such company.
const partyName = ({ search, client }: HeadContext) => {
  const target = rankingTarget(search);
  if (!target) return null;
  const record = client.getQueryData(findQuery(deals.rankingDetail, target).queryKey);
  return record === null ? null : record && `${record.company.name} - ${record.side === 'buyer' ? '采购商' : '供应商'}交易记录`;
};
const inquiryTitle = ({ search, client }: HeadContext) => {
  const found = client.getQueryData(findQuery(inquiry.detail, { id: id(search) }).queryKey);
  return found === null ? null : found?.title;
};
const tenderTitle = ({ search, client }: HeadContext) => {
  const t = client.getQueryData(findQuery(tender.detail, { id: id(search) }).queryKey);
  return t === null ? null : t?.title;
};
const withId = (path: string) => (p: { id: number }) => `${path}?id=${p.id}`;

export const routes = {
  home: route({ path: '/home', page: 'features/home/HomePage', title: '' }),
  // main nav (in this order); sections not built yet are declared so links and the nav exist
  inquiry: route({
    path: '/preferentialInquiry',
    page: 'features/inquiry/InquiryHomePage',
    title: '优惠询价',
    description: '建材询价与招标：最新询价、成交记录、供应商与采购商排行榜、招标公告。',
    nav: { label: '询价', subsites: ['jc'] },
  }),
  mallSelf: route({
    path: '/mallSelfIn',
    page: 'features/mall/MallSelfPage',
    title: '平台自营商城',
    description: '平台自营建材商品：品质保障、厂家直供、开具专票、准时配送。',
    nav: { label: '商城直购', subsites: ['jc'] },
    href: selfGoodsList.link,
  }),
  devices: route({ path: '/findDevices', title: '找设备', nav: { label: '找设备', subsites: ['sb'] } }),
  labor: route({ path: '/labor-services', title: '找人', nav: { label: '找人', subsites: ['lw'] } }),
  finance: route({ path: '/financial-service', title: '金融服务', nav: { label: '金融', subsites: ['jr'] } }),
  project: route({ path: '/findProject', title: '项目对接', nav: { label: '项目对接', subsites: ['xm'] } }),
  // the mall
  moreGoods: route({
    path: '/moreGoods',
    page: 'features/mall/MoreGoodsPage',
    title: ({ search }) => {
      const word = goodsSearch.read(search).view.productName;
      return word ? `${word} - 商品搜索` : '商品搜索';
    },
    description: '建材商品搜索：钢材、水泥、混凝土、防水、管材等，按分类、品牌、价格筛选比价。',
    href: goodsSearch.link,
  }),
  goodsDetail: route({ flows: ['groupBuy'],
    path: '/goodsDetail',
    page: 'features/mall/GoodsDetailPage',
    title: (ctx) => (goodsName(ctx) === null ? '商品不存在' : (goodsName(ctx) ?? '商品详情')),
    description: (ctx) => {
      const name = goodsName(ctx);
      return name ? `${name}：价格、阶梯价、库存与店铺信息，在线加入购物车集中采购。` : '商品详情';
    },
    href: withId('/goodsDetail'),
  }),
  typeGoods: route({
    path: '/typeGoods',
    page: 'features/mall/TypeGoodsPage',
    title: ({ search, client }) => {
      const { categoryId } = typeGoodsList.read(search).view;
      const tree = client.getQueryData(callQuery(product.categoryTree, {}).queryKey);
      return (tree && categoryName(tree, categoryId)) || '商品分类';
    },
    href: typeGoodsList.link,
  }),
  shopList: route({
    path: '/shopList',
    page: 'features/mall/ShopListPage',
    title: ({ search }) => {
      const name = shopSearch.read(search).view.shopName;
      return name ? `${name} - 店铺搜索` : '店铺列表';
    },
    href: shopSearch.link,
  }),
  shopDetail: route({
    path: '/shopDetail',
    page: 'features/mall/ShopDetailPage',
    title: (ctx) => (shopName(ctx) === null ? '店铺不存在' : (shopName(ctx) ?? '店铺')),
    href: shopGoodsList.link,
  }),
  mallSelfIndex: route({ path: '/mallSelfIn/index-lcidp', page: 'features/mall/MallSelfIndexPage', title: '自营商城分类频道' }),
  moreBuild: route({ path: '/moreBuild', page: 'features/mall/MoreBuildPage', title: '大宗集采', href: bulkList.link }),
  cart: route({ path: '/buyCar', page: 'features/cart/CartPage', title: '我的购物车' }),
  cartDefault: route({ path: '/buyCar/default', page: 'features/cart/CartPage', title: '我的购物车' }),
  groundMap: route({ path: '/groundMaterialMap', title: '地材地图' }),
  // inquiries, tenders, deals and rankings (the inquiry section; tenders live inside it)
  inquiryMore: route({
    path: '/preferentialInquiry/inquiryMore',
    page: 'features/inquiry/InquiryMorePage',
    title: ({ search }) => {
      const word = inquiryList.read(search).view.keyword;
      return word ? `${word} - 询价大厅` : '询价大厅';
    },
    description: '全部建材询价：按分类、收货地区、状态、发布和截止日期筛选，按发布时间、截止时间、报价数排序。',
    href: inquiryList.link,
  }),
  inquiryDetail: route({ flows: ['inquiryQuote'],
    path: '/preferentialInquiry/inquiryDetail',
    page: 'features/inquiry/InquiryDetailPage',
    title: (ctx) => (inquiryTitle(ctx) === null ? '询价不存在' : (inquiryTitle(ctx) ?? '询价详情')),
    description: (ctx) => {
      const title = inquiryTitle(ctx);
      return title ? `${title}：采购清单、收货地区、含税要求与报价截止时间，供应商在线报价。` : '询价详情';
    },
    href: withId('/preferentialInquiry/inquiryDetail'),
  }),
  inquiryPublish: route({ flows: ['inquiryPublish'],
    path: '/preferentialInquiry/publish',
    page: 'features/inquiry/InquiryPublishPage',
    title: ({ search }) => (search.has('id') ? '编辑询价' : '发布询价'),
    href: (p?: { id: number }) => (p ? `/preferentialInquiry/publish?id=${p.id}` : '/preferentialInquiry/publish'),
  }),
  inquiryDesk: route({ path: '/preferentialInquiry/mine', page: 'features/inquiry/InquiryDeskPage', title: '我的询价与报价', href: inquiryDesk.link }),
  rankingMore: route({
    path: '/preferentialInquiry/inquiryRankingMore',
    page: 'features/inquiry/RankingMorePage',
    title: ({ search }) => (rankingList.read(search).view.side === 'buyer' ? '采购商排行榜' : '供应商排行榜'),
    description: '供应商与采购商交易排行榜：按成交金额、报价或询价次数，本月、本季、本年与累计。',
    href: rankingList.link,
  }),
  rankingDetail: route({
    path: '/preferentialInquiry/inquiryRankingDetail',
    page: 'features/inquiry/RankingDetailPage',
    title: (ctx) => (partyName(ctx) === null ? '企业不存在' : (partyName(ctx) ?? '交易记录')),
    href: (p: { companyId: number; side: 'seller' | 'buyer' }) => `/preferentialInquiry/inquiryRankingDetail?companyId=${p.companyId}&side=${p.side}`,
  }),
  orderMore: route({
    path: '/preferentialInquiry/orderMore',
    page: 'features/inquiry/OrderMorePage',
    title: ({ search }) => {
      const word = dealList.read(search).view.keyword;
      return word ? `${word} - 成交记录` : '成交记录';
    },
    description: '询价成交记录：成交物料、数量、含税单价与金额，采购单位与供应商。',
    href: dealList.link,
  }),
  tenders: route({
    path: '/preferentialInquiry/tenders',
    page: 'features/tender/TenderListPage',
    title: ({ search }) => {
      const word = tenderList.read(search).view.keyword;
      return word ? `${word} - 招标公告` : '招标公告';
    },
    description: '工程施工、物资采购、设备租赁等招标公告：按类型、方式、状态、地区、预算与截止时间筛选，订阅搜索条件。',
    href: tenderList.link,
  }),
  tenderDetail: route({ flows: ['tenderMargin'],
    path: '/preferentialInquiry/tenderDetail',
    page: 'features/tender/TenderDetailPage',
    title: (ctx) => (tenderTitle(ctx) === null ? '招标项目不存在' : (tenderTitle(ctx) ?? '招标详情')),
    description: (ctx) => {
      const title = tenderTitle(ctx);
      return title ? `${title}：招标人、预算、报名与开标时间、法定时限时间线、报名与投标保证金。` : '招标详情';
    },
    href: withId('/preferentialInquiry/tenderDetail'),
  }),
  tenderCalendar: route({
    path: '/preferentialInquiry/tenderCalendar',
    page: 'features/tender/TenderCalendarPage',
    title: '开标日历',
    description: '招标项目开标日历：按月查看各地开标安排，可按类型、方式、地区、预算筛选。',
    href: tenderCalendarView.link,
  }),
  tenderDesk: route({
    path: '/preferentialInquiry/myTenders',
    page: 'features/tender/TenderDeskPage',
    title: '我的投标与订阅',
    description: '我的招标报名与投标保证金状态，以及保存的询价、招标搜索订阅。',
  }),
  researchReport: route({ path: '/researchReport', title: '研究报告' }),
  // help, members and tools
  helpCenter: route({ path: '/helpcenter/helpcenter', page: 'features/help/HelpCenterPage', title: '帮助中心', href: helpList.link }),
  jump: route({ path: '/jump', page: 'app/pages/JumpPage', title: '正在跳转' }),
  login: route({ flows: ['login', 'smsButton'],
    path: '/login',
    page: 'features/auth/LoginPage',
    title: '登录',
    frame: 'auth',
    href: (recordUrl?: string) => (recordUrl ? `/login?recordUrl=${encodeURIComponent(recordUrl)}` : '/login'),
  }),
  loginBak: route({ flows: ['login', 'smsButton'], path: '/login-bak', page: 'features/auth/LoginBakPage', title: '登录', frame: 'auth' }),
  register: route({ flows: ['register', 'smsButton'], path: '/register', page: 'features/auth/RegisterPage', title: '免费注册', frame: 'auth' }),
  registerBak: route({ flows: ['register', 'smsButton'], path: '/register-bak', page: 'features/auth/RegisterBakPage', title: '免费注册', frame: 'auth' }),
  forget: route({ flows: ['forget', 'smsButton'], path: '/forget', page: 'features/auth/ForgetPage', title: '找回密码', frame: 'auth' }),
  loginBack: route({ flows: ['loginBack'], path: '/login-back', page: 'features/auth/LoginBackPage', title: '正在登录', frame: 'auth' }),
  replay: route({ path: '/support/replay', page: 'features/support/ReplayPage', title: '会话回放', prefetch: false }),
};

export type RouteKey = keyof typeof routes;
export const routeList: ReadonlyArray<RouteDef & { key: RouteKey }> = Object.entries(routes).map(([key, r]) => ({ ...r, key: key as RouteKey }));

/** The route of a path (query excluded); undefined: no such route. */
export const routeOf = (path: string) => routeList.find((r) => r.path === path);

export const SITE_DESCRIPTION = '建筑行业一站式采购服务平台：集采商城、询价招标、设备租赁、劳务服务、金融服务';

const text = (t: Text | undefined, ctx: HeadContext) => (typeof t === 'function' ? t(ctx) : t);

/** `<title>` and meta description of a route (brand from the site config). */
export function headOf(r: RouteDef | undefined, ctx: HeadContext, brand: { brandName: string; slogan: string }) {
  const title = r ? text(r.title, ctx) : '页面不存在';
  return {
    title: title ? `${title} - ${brand.brandName}` : `${brand.brandName} - ${brand.slogan}`,
    description: (r && text(r.description, ctx)) || SITE_DESCRIPTION,
  };
}

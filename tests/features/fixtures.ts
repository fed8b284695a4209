// Seeded-looking answers for the fake API: the shapes of the catalogue, Chinese content.
import type { Banner, HelpItem, NewsItem, Partner, SuccessCase } from '../../src/api/cms';
import type { Page } from '../../src/api/define';
import type { CategoryNode, GoodsCard } from '../../src/api/product';
import type { Inquiry, Option, Ranking, Tender } from '../../src/api/share';
import type { SiteConfig } from '../../src/api/system';

export const siteConfig: SiteConfig = {
  brandName: '建采通',
  slogan: '建筑行业一站式采购服务平台',
  hotline: '400-8228-321',
  serviceHours: '8:30-17:30',
  recordLine: 'ICP备案号：示例ICP备00000000号-1',
  licenceLine: '增值电信业务经营许可证：示例B2-00000000',
  copyright: '© 2026 建采通 版权所有',
  links: {
    userCenter: '/jump?to=user-center',
    messageCenter: '/jump?to=message-center',
    logoutHandler: '/home?handleLogout=1',
    erp: '/jump?to=erp',
    newIndex: '/jump?to=new-index',
    smartConstruction: '/jump?to=smart-construction',
  },
  qr: [
    { key: 'official', title: '官方公众号', imageUrl: '/media/qr/official.svg' },
    { key: 'service', title: '电商服务号', imageUrl: '/media/qr/service.svg' },
  ],
  cookieDomain: '',
  logoVariant: 'default',
};

export const banners = (position: string): Banner[] =>
  [1, 2, 3].map((i) => ({
    id: Number(`${position.length}${position}${i}`),
    title: `${position === '01' ? '春季建材采购节' : '推广位'}${position}-${i}`,
    imageUrl: `/media/banner/${position}-${i}.svg`,
    linkUrl: '/mallSelfIn',
    position,
    sort: i,
  }));

const node = (
  id: number,
  name: string,
  parentId: number,
  level: number,
  children: CategoryNode[] = [],
): CategoryNode => ({
  id,
  name,
  parentId,
  level,
  children,
});
export const categoryTree: CategoryNode[] = [
  node(1, '钢材', 0, 1, [node(11, '建筑钢材', 1, 2, [node(111, '螺纹钢', 11, 3), node(112, '盘螺', 11, 3)])]),
  node(2, '水泥', 0, 1, [node(21, '通用水泥', 2, 2, [node(211, '普通硅酸盐水泥', 21, 3)])]),
  node(3, '商品混凝土', 0, 1),
];

export const goods = (self: boolean): GoodsCard[] => [
  {
    id: self ? 201 : 101,
    productName: self ? '海螺 P.O 42.5 散装水泥' : '沙钢 HRB400E 螺纹钢 Φ12',
    brand: self ? '海螺' : '沙钢',
    spec: self ? 'P.O 42.5' : 'Φ12mm×9m',
    price: self ? 420 : 3450,
    unit: '吨',
    imageUrl: '/media/goods/1.svg',
    shopId: 1,
    shopName: self ? '建采通自营旗舰店' : '江苏钢贸有限公司',
    salesCount: 128,
    selfSupport: self,
  },
];

export const inquiries: Inquiry[] = [
  {
    id: 1,
    title: '采购C30商品混凝土 800立方米',
    buyerName: '中建八局第三建设有限公司',
    categoryName: '商品混凝土',
    province: '江苏省',
    city: '南京市',
    quantity: 800,
    unit: '立方米',
    status: '报价中',
    publishTime: '2026-03-01 09:00:00',
    deadline: '2026-03-15 18:00:00',
  },
];

export const tenderTypes: Option[] = [
  { code: 'goods', name: '货物' },
  { code: 'project', name: '工程' },
];
export const tenders: Tender[] = [
  {
    id: 7,
    title: '某产业园一期钢结构工程招标公告',
    companyName: '某城建集团',
    tenderType: 'project',
    tenderMethod: 'open',
    tenderStatus: 'ongoing',
    province: '浙江省',
    city: '杭州市',
    budget: 12500000,
    publishTime: '2026-03-02 10:00:00',
    deadline: '2026-03-20 17:00:00',
  },
];

export const ranking = (who: string): Ranking[] =>
  [1, 2].map((rank) => ({
    rank,
    companyName: `${who}建材有限公司${rank}`,
    amount: 3_450_000 / rank,
    orderCount: 40 / rank,
  }));

export const cases: SuccessCase[] = [
  {
    id: 1,
    title: '地铁四号线集中采购',
    companyName: '某轨道交通公司',
    summary: '通过平台集采节省成本12%。',
    imageUrl: '/media/case/1.svg',
    publishTime: '2026-01-01 00:00:00',
  },
];

export const partners = (type: number): Partner[] => [
  { id: type, name: `合作单位${type}`, logoUrl: `/media/partner/${type}.svg`, type, linkUrl: '' },
];

export const newsPage = (moduleCode: string): Page<NewsItem> => ({
  records: [1, 2, 3].map((i) => ({
    id: i,
    title: `${moduleCode === 'platform' ? '平台公告' : '行业动态'}第${i}条：钢材价格小幅回升`,
    moduleCode,
    summary: '本周建筑钢材价格整体小幅上涨。',
    source: '建采通资讯',
    imageUrl: '/media/news/1.svg',
    publishTime: '2026-03-0' + i + ' 08:00:00',
  })),
  total: 3,
  size: 7,
  current: 1,
  pages: 1,
});

export const helpItems: HelpItem[] = [
  {
    id: 1,
    categoryCode: 'beginner_guide',
    problemContent: '如何注册成为采购商',
    answerContent: '点击免费注册，填写手机号与验证码即可。',
    sort: 1,
  },
  {
    id: 2,
    categoryCode: 'beginner_guide',
    problemContent: '忘记密码怎么办',
    answerContent: '在登录页点击忘记密码，按提示找回。',
    sort: 2,
  },
  {
    id: 3,
    categoryCode: 'pay_way',
    problemContent: '支持哪些支付方式',
    answerContent: '支持对公转账、银行承兑汇票。',
    sort: 1,
  },
];

export const emptyPage = <T>(): Page<T> => ({ records: [], total: 0, size: 10, current: 1, pages: 0 });

// The sc public-tender site's routes: its home, the tender and procurement searches, the city
// picker page, its own login, registration and password reset, the four agreements and the two
// app download pages. All in the 'subsite' frame: each page renders the sc frame (ScFrame: its
// own header with the sc logo, login or the member's role switch, nav and main).
import { SC_AGREEMENTS, type ScAgreementKey } from '../../../api/sc-dicts';
import { listRoute, route } from '../../route-kit';
import { scCityView, scHomeView, scProcurementList, scSearchList } from './views';

const subsite = 'subsite' as const;

export const scRoutes = {
  scHome: listRoute(scHomeView, {
    page: 'features/sc/ScHomePage',
    title: '招标采购',
    description: '招标采购平台：今日开标、各类招标数量、最新招标与采购公告，按城市查看。',
    frame: subsite,
  }),
  scSearch: listRoute(scSearchList, {
    page: 'features/sc/ScSearchPage',
    title: ({ search }) =>
      scSearchList.read(search).view.keyword
        ? `${scSearchList.read(search).view.keyword} - 招标公告搜索`
        : '招标公告搜索',
    description: '按关键词、城市、招标类型、招标方式、状态与发布时间搜索招标公告，按最新发布或截止时间排序。',
    frame: subsite,
  }),
  scProcurement: listRoute(scProcurementList, {
    page: 'features/sc/ScProcurementPage',
    title: '采购公告搜索',
    description: '物资采购、设备租赁与服务采购公告：按城市、类型、方式、状态与发布时间筛选。',
    frame: subsite,
  }),
  scCity: listRoute(scCityView, {
    page: 'features/sc/ScCityPage',
    title: '选择城市',
    description: '选择招标信息所在城市：当前城市、最近选择、热门城市与按拼音首字母查找。',
    frame: subsite,
  }),
  scLogin: route({
    path: '/sc-login',
    page: 'features/sc/ScLoginPage',
    title: '招标采购平台登录',
    frame: subsite,
    /** `redirect`: the sc page to come back to after logging in. */
    href: (path) => (redirect?: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path),
  }),
  scRegister: route({
    path: '/sc-register',
    page: 'features/sc/ScRegisterPage',
    title: '招标采购平台注册',
    frame: subsite,
    flows: ['scRegister'],
  }),
  scForget: route({
    path: '/sc-forget',
    page: 'features/sc/ScForgetPage',
    title: '找回密码 - 招标采购平台',
    frame: subsite,
    flows: ['scForget'],
  }),
  scAgreement: route({
    path: '/sc-agreement',
    page: 'features/sc/ScUserAgreementPage',
    title: SC_AGREEMENTS['sc-user'].title,
    frame: subsite,
  }),
  scPrivacy: route({
    path: '/sc-privacy-agreement',
    page: 'features/sc/ScPrivacyAgreementPage',
    title: SC_AGREEMENTS['sc-privacy'].title,
    frame: subsite,
  }),
  scPurchaserAgreement: route({
    path: '/sc-purchaser-agreement',
    page: 'features/sc/ScPurchaserAgreementPage',
    title: SC_AGREEMENTS['sc-purchaser'].title,
    frame: subsite,
  }),
  scPurchaserPrivacy: route({
    path: '/sc-purchaser-privacy-agreement',
    page: 'features/sc/ScPurchaserPrivacyPage',
    title: SC_AGREEMENTS['sc-purchaser-privacy'].title,
    frame: subsite,
  }),
  scPurchaserApp: route({
    path: '/sc-purchaser-download-h5',
    page: 'features/sc/ScPurchaserAppPage',
    title: '下载采购商 App',
    description: '建采通招标采购采购商版 App 下载：扫码安装，iOS 与 Android。',
    frame: subsite,
  }),
  scSupplierApp: route({
    path: '/sc-supplier-download-h5',
    page: 'features/sc/ScSupplierAppPage',
    title: '下载供应商 App',
    description: '建采通招标采购供应商版 App 下载：扫码安装，iOS 与 Android。',
    frame: subsite,
  }),
};

/** Each agreement's page (the registration links the pair its role signs). */
export const scAgreementRoutes: Record<ScAgreementKey, { href: () => string }> = {
  'sc-user': scRoutes.scAgreement,
  'sc-privacy': scRoutes.scPrivacy,
  'sc-purchaser': scRoutes.scPurchaserAgreement,
  'sc-purchaser-privacy': scRoutes.scPurchaserPrivacy,
};

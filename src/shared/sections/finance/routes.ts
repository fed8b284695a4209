// The finance section's routes (金融, sub-site jr): the landing with the apply entry, the product
// list, a product's detail with its apply form, a notice, and the platform rules with one shown.
import { finance } from '../../../api/finance';
import { detailHead, listRoute, route, searchTitle, byId } from '../../route-kit';
import { financeSearch } from './saved-search';
import { financeHomeView, financeList, rulesView } from './views';

export const financeRoutes = {
  finance: listRoute(financeHomeView, {
    page: 'features/finance/FinanceHomePage',
    title: '金融服务',
    description: '建筑业供应链金融、保理、保函、融资租赁与信用贷款：合作机构产品、融资测算与在线申请。',
    nav: { label: '金融', subsites: ['jr'] },
    flows: ['financeApply'],
  }),
  financeList: listRoute(financeList, {
    page: 'features/finance/FinanceListPage',
    title: searchTitle(financeList, 'keyword', '金融产品'),
    description: '按服务类型、适用场景、融资金额、期限、机构类型与担保方式筛选金融产品，按利率、额度或放款时效排序。',
    search: financeSearch,
  }),
  financeDetail: route({
    path: '/financial-service/financial-service-detail',
    page: 'features/finance/FinanceDetailPage',
    flows: ['financeApply'],
    ...detailHead({
      call: finance.detail,
      name: (d) => d.name,
      fallback: '金融产品详情',
      missing: '金融产品不存在',
      describe: (name) => `${name}：额度、期限、参考利率、担保方式、申请条件、所需材料与办理流程，在线申请。`,
    }),
    href: byId,
  }),
  financeNotice: route({
    path: '/financial-service/notice-detail',
    page: 'features/finance/FinanceNoticePage',
    ...detailHead({ call: finance.notice, name: (d) => d.title, fallback: '金融公告', missing: '公告不存在' }),
    href: byId,
  }),
  /** The member's own application (status, history, 补充材料); another's or unknown: 404. */
  financeApplication: route({
    path: '/financial-service/my-application',
    page: 'features/finance/FinanceApplicationPage',
    title: '我的融资申请',
    noindex: true,
    notices: { financeApp: '查看融资申请' },
    href: byId,
  }),
  financeRules: listRoute(rulesView, {
    page: 'features/finance/FinanceRulesPage',
    title: '平台规则',
    description: '金融服务频道的平台规则、服务协议与隐私政策。',
  }),
};

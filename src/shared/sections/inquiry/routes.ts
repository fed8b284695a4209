// The inquiry section's routes: 询价 (its home and main-nav entry), the inquiry hall, an
// inquiry's detail, the publish wizard, the member's desk, rankings and deal records.
import { deals } from '../../../api/inquiry-deals';
import { inquiry } from '../../../api/inquiry';
import { detailHead, listRoute, route, searchTitle, byId } from '../../route-kit';
import { inquiryDesk } from './desk-view';
import { inquirySearch } from './saved-search';
import { dealList, inquiryList, rankingList, rankingTarget } from './views';

export const inquiryRoutes = {
  inquiry: route({
    path: '/preferentialInquiry',
    page: 'features/inquiry/InquiryHomePage',
    title: '优惠询价',
    description: '建材询价与招标：最新询价、成交记录、供应商与采购商排行榜、招标公告。',
    nav: { label: '询价', subsites: ['jc'] },
  }),
  inquiryMore: listRoute(inquiryList, {
    page: 'features/inquiry/InquiryMorePage',
    title: searchTitle(inquiryList, 'keyword', '询价大厅'),
    description: '全部建材询价：按分类、收货地区、状态、发布和截止日期筛选，按发布时间、截止时间、报价数排序。',
    search: inquirySearch,
  }),
  inquiryDetail: route({
    path: '/preferentialInquiry/inquiryDetail',
    page: 'features/inquiry/InquiryDetailPage',
    flows: ['inquiryQuote'],
    ...detailHead({
      call: inquiry.detail,
      name: (found) => found.title,
      fallback: '询价详情',
      missing: '询价不存在',
      describe: (title) => `${title}：采购清单、收货地区、含税要求与报价截止时间，供应商在线报价。`,
    }),
    href: byId,
    notices: { inquiry: '查看询价', quote: '查看报价' },
  }),
  inquiryPublish: route({
    path: '/preferentialInquiry/publish',
    page: 'features/inquiry/InquiryPublishPage',
    flows: ['inquiryPublish'],
    title: ({ search }) => (search.has('id') ? '编辑询价' : '发布询价'),
    href: (path) => (p?: { id: number }) => (p ? `${path}?id=${p.id}` : path),
  }),
  inquiryDesk: listRoute(inquiryDesk, { page: 'features/inquiry/InquiryDeskPage', title: '我的询价与报价' }),
  rankingMore: listRoute(rankingList, {
    page: 'features/inquiry/RankingMorePage',
    title: ({ search }) => (rankingList.read(search).view.side === 'buyer' ? '采购商排行榜' : '供应商排行榜'),
    description: '供应商与采购商交易排行榜：按成交金额、报价或询价次数，本月、本季、本年与累计。',
  }),
  rankingDetail: route({
    path: '/preferentialInquiry/inquiryRankingDetail',
    page: 'features/inquiry/RankingDetailPage',
    ...detailHead({
      call: deals.rankingDetail,
      input: rankingTarget,
      name: (r) => `${r.company.name} - ${r.side === 'buyer' ? '采购商' : '供应商'}交易记录`,
      fallback: '交易记录',
      missing: '企业不存在',
    }),
    href: (path) => (p: { companyId: number; side: 'seller' | 'buyer' }) =>
      `${path}?companyId=${p.companyId}&side=${p.side}`,
  }),
  orderMore: listRoute(dealList, {
    page: 'features/inquiry/OrderMorePage',
    title: searchTitle(dealList, 'keyword', '成交记录'),
    description: '询价成交记录：成交物料、数量、含税单价与金额，采购单位与供应商。',
  }),
};

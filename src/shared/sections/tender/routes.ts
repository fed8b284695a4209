// The tender section's routes (inside 询价): the tender list, a tender's detail, the opening
// calendar, the purchaser's publish form and the member's desk of registrations and saved searches.
import { tender } from '../../../api/tender';
import { detailHead, listRoute, route, searchTitle, byId } from '../../route-kit';
import { tenderSearch } from './saved-search';
import { tenderCalendarView, tenderDeskView, tenderList } from './views';

export const tenderRoutes = {
  tenders: listRoute(tenderList, {
    page: 'features/tender/TenderListPage',
    title: searchTitle(tenderList, 'keyword', '招标公告'),
    description: '工程施工、物资采购、设备租赁等招标公告：按类型、方式、状态、地区、预算与截止时间筛选，订阅搜索条件。',
    search: tenderSearch,
  }),
  tenderDetail: route({
    path: '/preferentialInquiry/tenderDetail',
    page: 'features/tender/TenderDetailPage',
    flows: ['tenderParticipation', 'tenderDesk'],
    ...detailHead({
      call: tender.detail,
      name: (t) => t.title,
      fallback: '招标详情',
      missing: '招标项目不存在',
      describe: (title) => `${title}：招标人、预算、报名与开标时间、法定时限时间线、报名与投标保证金。`,
    }),
    href: byId,
    notices: { tender: '查看招标' },
  }),
  tenderCalendar: listRoute(tenderCalendarView, {
    page: 'features/tender/TenderCalendarPage',
    title: '开标日历',
    description: '招标项目开标日历：按月查看各地开标安排，可按类型、方式、地区、预算筛选。',
  }),
  tenderPublish: route({
    path: '/preferentialInquiry/tenderPublish',
    page: 'features/tender/TenderPublishPage',
    flows: ['tenderPublish'],
    title: '发布招标',
    description: '采购商发布招标公告：项目、类型、方式、预算、资格要求、招标文件与开标时间，按法定时限校验。',
  }),
  tenderDesk: listRoute(tenderDeskView, {
    page: 'features/tender/TenderDeskPage',
    title: '我的投标与订阅',
    description: '我的招标报名与投标保证金状态，以及保存的询价、招标搜索订阅。',
  }),
};

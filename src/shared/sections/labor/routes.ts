// The labour section's routes: 找人 (its landing and main-nav entry, kept by the lw sub-site),
// the job posts, worker cards, teams and labour companies with their details, and the member's
// publish form, own listings and the reviewers' desk.
import { labor } from '../../../api/labor';
import { detailHead, listRoute, route, searchTitle, byId } from '../../route-kit';
import { laborSearch } from './saved-search';
import { companyList, jobList, teamList, workerList } from './views';

export const PUBLISH_KINDS = { work: '发布招工', worker: '发布找活名片', team: '发布班组' } as const;
export type PublishKind = keyof typeof PUBLISH_KINDS;

export const laborRoutes = {
  labor: route({
    path: '/labor-services',
    page: 'features/labor/LaborHomePage',
    title: '找人 · 劳务服务',
    description: '建筑劳务找人找活：招工信息、工人找活名片、班组与劳务公司，按工种、地区、工资筛选。',
    nav: { label: '找人', subsites: ['lw'] },
  }),
  laborWork: listRoute(jobList, {
    page: 'features/labor/JobMorePage',
    title: searchTitle(jobList, 'keyword', '招工信息'),
    description: '建筑工地招工：按工种、地区、工资与单位、结算方式、项目类型、开工日期筛选，按发布时间或工资排序。',
    search: laborSearch,
  }),
  laborWorkDetail: route({
    path: '/labor-services/detail-work',
    page: 'features/labor/JobDetailPage',
    ...detailHead({
      call: labor.recruitDetail,
      name: (d) => d.title,
      fallback: '招工详情',
      missing: '招工信息不存在',
      describe: (t) => `${t}：工种、工资、结算方式、开工时间与用工单位信息。`,
    }),
    href: byId,
    notices: { laborJob: '查看招工' },
  }),
  laborWorker: listRoute(workerList, {
    page: 'features/labor/WorkerMorePage',
    title: searchTitle(workerList, 'keyword', '工人找活'),
    description: '工人找活名片：工种、工龄、特种作业证书、常驻地区与期望工资。',
  }),
  laborWorkerDetail: route({
    path: '/labor-services/detail-worker',
    page: 'features/labor/WorkerDetailPage',
    ...detailHead({
      call: labor.memberDetail,
      name: (d) => `${d.name} · ${d.trades.map((t) => t.name).join('、')}`,
      fallback: '工人名片',
      missing: '找活名片不存在',
    }),
    href: byId,
    notices: { laborWorker: '查看找活名片' },
  }),
  laborTeam: listRoute(teamList, {
    page: 'features/labor/TeamMorePage',
    title: searchTitle(teamList, 'keyword', '班组'),
    description: '施工班组：班组长、人数、工种、承接方式、常驻地区与过往业绩。',
  }),
  laborTeamDetail: route({
    path: '/labor-services/detail-team',
    page: 'features/labor/TeamDetailPage',
    ...detailHead({ call: labor.teamDetail, name: (d) => d.name, fallback: '班组详情', missing: '班组不存在' }),
    href: byId,
    notices: { laborTeam: '查看班组' },
  }),
  laborCompany: listRoute(companyList, {
    page: 'features/labor/CompanyMorePage',
    title: searchTitle(companyList, 'keyword', '劳务公司'),
    description: '劳务公司：施工劳务资质、安全生产许可证、在册工人、班组与招工信息、平台认证。',
  }),
  laborCompanyDetail: route({
    path: '/labor-services/detail-company',
    page: 'features/labor/CompanyDetailPage',
    ...detailHead({
      call: labor.companyDetail,
      name: (d) => d.name,
      fallback: '劳务公司',
      missing: '劳务公司不存在',
      describe: (n) => `${n}：劳务资质、班组、招工信息与认证。`,
    }),
    href: byId,
  }),
  laborPublish: route({
    path: '/labor-services/publish',
    page: 'features/labor/LaborPublishPage',
    flows: ['laborPublish'],
    title: ({ search }) => PUBLISH_KINDS[search.get('kind') as PublishKind] ?? PUBLISH_KINDS.work,
    href: (path) => (p?: { kind: PublishKind; id?: number }) =>
      p ? `${path}?kind=${p.kind}${p.id ? `&id=${p.id}` : ''}` : path,
  }),
  laborMine: route({ path: '/labor-services/mine', page: 'features/labor/LaborMinePage', title: '我的劳务信息' }),
};

// The project section's routes (项目对接, the xm sub-site's one nav entry): the landing (also at
// findProject-index, where the xm sub-site lands, and the previous layout at old-index), the
// package list, a package's detail and compact card, a city's pipeline, the news, and the
// contractor's publish form.
import { project } from '../../../api/project';
import { detailHead, listRoute, route, searchTitle, byId } from '../../route-kit';
import { projectSearch } from './saved-search';
import { projectList, projectNewsList } from './views';

const HOME_DESCRIPTION = '建筑工程专业分包与劳务分包项目对接：项目统计、最新分包项目、热门城市、资质匹配与在线报名。';

export const projectRoutes = {
  project: route({
    path: '/findProject',
    page: 'features/project/ProjectHomePage',
    title: '项目对接',
    description: HOME_DESCRIPTION,
    nav: { label: '项目对接', subsites: ['xm'] },
  }),
  projectIndex: route({
    path: '/findProject/findProject-index',
    page: 'features/project/ProjectHomePage',
    title: '找项目',
    description: HOME_DESCRIPTION,
  }),
  projectOldIndex: route({
    path: '/findProject/old-index',
    page: 'features/project/ProjectOldIndexPage',
    title: '找项目（旧版）',
    description: HOME_DESCRIPTION,
  }),
  projectList: listRoute(projectList, {
    page: 'features/project/ProjectListPage',
    title: searchTitle(projectList, 'keyword', '分包项目'),
    description:
      '专业分包与劳务分包项目：按专业类别、分包类型、计价方式、交易方式、地区、预算与报名截止筛选，只看我能接的。',
    search: projectSearch,
  }),
  projectDetail: route({
    path: '/findProject/detailNeedJ',
    page: 'features/project/ProjectDetailPage',
    ...detailHead({
      call: project.detail,
      name: (d) => d.projectName,
      fallback: '分包项目详情',
      missing: '分包项目不存在',
      describe: (name) => `${name}：发包单位、分包范围与工程量、预算、资质与业绩要求、工期、付款方式、报名截止。`,
    }),
    href: byId,
    notices: { project: '查看项目' },
  }),
  projectCard: route({
    path: '/findProject/subpackage-card',
    page: 'features/project/ProjectCardPage',
    ...detailHead({
      call: project.card,
      name: (d) => `${d.projectName} - 分包卡片`,
      fallback: '分包卡片',
      missing: '分包项目不存在',
    }),
    href: byId,
  }),
  projectCity: route({
    path: '/findProject/detailCity',
    page: 'features/project/ProjectCityPage',
    ...detailHead({
      call: project.city,
      input: (search) => (/^\d{6}$/.test(search.get('city') ?? '') ? { city: search.get('city')! } : null),
      name: (c) => `${c.cityName}分包项目`,
      fallback: '城市分包项目',
      missing: '城市不存在',
      describe: (name) => `${name}：在招分包项目、即将开标的招标、近期定标结果与分包金额走势。`,
    }),
    href: (path) => (p: { city: string }) => `${path}?city=${p.city}`,
  }),
  projectPublish: route({
    path: '/findProject/publish',
    page: 'features/project/ProjectPublishPage',
    flows: ['projectPublish'],
    title: '发布分包项目',
    description: '总承包单位发布专业分包、劳务分包项目：分包范围、预算、资质要求、工期与报名截止，按《建筑法》校验。',
  }),
  projectNews: listRoute(projectNewsList, {
    page: 'features/project/ProjectNewsPage',
    title: '项目资讯',
    description: '行业动态、政策法规、平台公告与价格行情资讯。',
  }),
};

// The ground-material section's routes: the map with its list (the mall panel's 地材地图 card),
// one supplier, the price map by region, the research reports (list and one report by ?id=), and
// the spec's backup of the home page, `/home copy`: home's blocks under a title of its own, noindex,
// /home canonical.
import { ground } from '../../../api/ground';
import { groundReports } from '../../../api/ground-reports';
import { materialOf } from '../../../api/ground-dicts';
import { findQuery } from '../../query';
import { detailHead, listRoute, route, byId, type HeadContext } from '../../route-kit';
import { groundSearch } from './saved-search';
import { groundMapList, priceMapView, reportList } from './views';

const reportTitle = (ctx: HeadContext) => {
  const { id } = reportList.read(ctx.search).view;
  if (id === null) return '研究报告';
  const data = ctx.client.getQueryData(findQuery(groundReports.reportDetail, { id }).queryKey);
  return data === null ? '报告不存在' : (data?.title ?? '研究报告');
};

export const groundRoutes = {
  groundMap: listRoute(groundMapList, {
    page: 'features/ground/GroundMapPage',
    title: ({ search }) => {
      const v = groundMapList.read(search).view;
      return v.companyName ? `${v.companyName} - 地材地图` : '地材地图';
    },
    description: '地材地图：砂石厂、采石场、商砼站、水泥厂、砖厂、沥青站的位置与出厂价，标注项目位置即按运距算到场价。',
    flows: ['groundMap'],
    search: groundSearch,
  }),
  groundDetails: route({
    path: '/groundMaterialMap/details',
    page: 'features/ground/GroundDetailPage',
    ...detailHead({
      call: ground.detail,
      name: (d) => d.companyName,
      fallback: '地材供应点',
      missing: '供应点不存在',
      describe: (name) => `${name}：主营材料与出厂价、产能、配送与运费、证照与联系方式。`,
    }),
    href: byId,
    notices: { ground: '查看供应点' },
  }),
  materialMap: listRoute(priceMapView, {
    page: 'features/ground/MaterialMapPage',
    title: ({ search }) => `${materialOf(priceMapView.read(search).view.material)?.name ?? ''}价格地图`,
    description: '建筑材料价格地图：各省机制砂、碎石、商砼、水泥、螺纹钢等材料的周均价与近 12 周涨跌。',
  }),
  researchReport: listRoute(reportList, {
    page: 'features/ground/ResearchReportPage',
    title: reportTitle,
    description: '建材市场研究报告：钢材、水泥、混凝土、砂石的周报、月报与专题，附价格指数走势。',
  }),
  homeCopy: route({
    path: '/home copy',
    page: 'features/home/HomeCopyPage',
    title: '首页（备份）',
    canonical: '/home',
    noindex: true,
  }),
};

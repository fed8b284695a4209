// The portal-wide results page (搜索全站), reached from the header's suggestions.
import { listRoute, searchTitle } from '../../route-kit';
import { siteSearchView } from './views';

export const searchRoutes = {
  siteSearch: listRoute(siteSearchView, {
    page: 'features/search/SiteSearchPage',
    title: searchTitle(siteSearchView, 'q', '全站搜索'),
    description: '在询价、招标、商品、设备、招工、项目和金融产品中一次搜索',
  }),
};

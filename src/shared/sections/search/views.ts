// The URL view of the portal-wide results page (搜索全站): the words, the section shown ('' for
// every section's first hits) and that section's page.
import { siteQuery } from '../../../api/site-search';
import { listView, withDefault } from '../../list-view';

const s = siteQuery.shape;
export const siteSearchView = listView({
  path: '/site-search',
  fields: { q: withDefault(s.q, ''), kind: s.kind, current: s.current },
});
export type SiteSearchView = typeof siteSearchView.defaults;

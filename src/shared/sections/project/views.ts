// The URL views of the project pages (see list-view.ts): the package list (filters of the
// catalogue's projectFilters, sort and page) and the news list (module and page, `id` opens one
// article on the same page).
import { id as idField, z } from '../../../api/define';
import { NEWS_MODULES } from '../../../api/cms';
import { projectQuery, type ProjectFilters, type ProjectQuery } from '../../../api/project';
import { listView, orNull, withDefault, type ViewOf } from '../../list-view';
import { fixRangesAndRegion, flag, setFilters } from '../../list-filters';

const p = projectQuery.shape;

const filterFields = {
  keyword: withDefault(p.keyword, ''),
  categoryCode: orNull(p.categoryCode),
  subcontractType: orNull(p.subcontractType),
  saleType: orNull(p.saleType),
  transactionMode: orNull(p.transactionMode),
  status: orNull(p.status),
  provinceCode: orNull(p.provinceCode),
  cityCode: orNull(p.cityCode),
  budgetMinWan: orNull(p.budgetMinWan),
  budgetMaxWan: orNull(p.budgetMaxWan),
  deadlineFrom: orNull(p.deadlineFrom),
  deadlineTo: orNull(p.deadlineTo),
  canTake: flag,
};
export type ProjectFilterView = ViewOf<typeof filterFields>;
const FILTER_KEYS = Object.keys(filterFields) as Array<keyof ProjectFilterView>;

export const projectList = listView({
  path: '/findProject/projectListNeed',
  fields: { ...filterFields, sort: p.sort, current: p.current },
  refine: (v) =>
    fixRangesAndRegion(v, [
      ['budgetMinWan', 'budgetMaxWan'],
      ['deadlineFrom', 'deadlineTo'],
    ]),
});
export type ProjectListView = typeof projectList.defaults;

/** The filters of a view as the catalogue takes them (empty ones left out): the saved-search form too. */
export const projectFiltersOf = (v: ProjectFilterView) => setFilters(v, FILTER_KEYS) as ProjectFilters;

export const projectQueryOf = (v: ProjectListView): ProjectQuery => ({
  ...projectFiltersOf(v),
  sort: v.sort,
  current: v.current,
  size: 20,
});

/** The news of the section: a module tab ('' all), the page, and one article by id (0: none). */
export const projectNewsList = listView({
  path: '/findProject/findProject-news-list',
  fields: {
    moduleCode: withDefault(z.union([z.literal(''), z.enum(NEWS_MODULES)]), ''),
    current: p.current,
    id: withDefault(idField, 0),
  },
});
export type ProjectNewsView = typeof projectNewsList.defaults;

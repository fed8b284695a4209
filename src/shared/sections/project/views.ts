// The URL views of the project pages (see list-view.ts): the package list (filters of the
// catalogue's projectFilters, sort and page) and the news list (module and page, `id` opens one
// article on the same page).
import { id as idField, z } from '../../../api/define';
import { NEWS_MODULES } from '../../../api/cms';
import { projectQuery, type ProjectFilters, type ProjectQuery } from '../../../api/project';
import { listView, orNull, withDefault, type ViewOf } from '../../list-view';
import { provinceOf } from '../../region';

const p = projectQuery.shape;
/** A yes/no filter in the URL: 'true' / '1' or a boolean. */
const flag = withDefault(
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v) => v === true || v === 'true' || v === '1'),
  ),
  false,
);

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

/** Reversed ranges are dropped, a city outside its province too (a city alone brings its province). */
function fixFilters<V extends ProjectFilterView>(v: V): V | null {
  const fixed = { ...v };
  const reversed = (a: string | number | null, b: string | number | null) => a !== null && b !== null && a > b;
  if (reversed(v.budgetMinWan, v.budgetMaxWan)) Object.assign(fixed, { budgetMinWan: null, budgetMaxWan: null });
  if (reversed(v.deadlineFrom, v.deadlineTo)) Object.assign(fixed, { deadlineFrom: null, deadlineTo: null });
  if (v.cityCode && v.provinceCode && provinceOf(v.cityCode) !== v.provinceCode) fixed.cityCode = null;
  if (v.cityCode && !v.provinceCode) fixed.provinceCode = provinceOf(v.cityCode);
  return FILTER_KEYS.some((k) => fixed[k] !== v[k]) ? fixed : null;
}

export const projectList = listView({
  path: '/findProject/projectListNeed',
  fields: { ...filterFields, sort: p.sort, current: p.current },
  refine: fixFilters,
});
export type ProjectListView = typeof projectList.defaults;

/** The filters of a view as the catalogue takes them (empty ones left out): the saved-search form too. */
export function projectFiltersOf(v: ProjectFilterView): ProjectFilters {
  const out: Record<string, unknown> = {};
  for (const k of FILTER_KEYS) {
    const value = v[k];
    if (value !== null && value !== '' && value !== false) out[k] = value;
  }
  return out as ProjectFilters;
}

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

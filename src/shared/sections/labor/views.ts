// The URL views of the labour lists (see list-view.ts): job posts, worker cards, teams and labour
// companies, each field taken from the catalogue's request (src/api/labor.ts), and the query
// builders their loaders use. Plain keys: every filter is its own query key.
import {
  companyQuery,
  jobQuery,
  teamQuery,
  workerQuery,
  type CompanyQuery,
  type JobFilters,
  type JobQuery,
  type TeamQuery,
  type WorkerQuery,
} from '../../../api/labor';
import { listView, orNull, withDefault } from '../../list-view';
import { provinceOf } from '../../region';

export const LABOR_PAGE_SIZE = 20;

/** A city outside its province takes the city's province. */
const region = <V extends { provinceCode: string | null; cityCode: string | null }>(v: V): V | null =>
  v.cityCode && v.provinceCode !== provinceOf(v.cityCode) ? { ...v, provinceCode: provinceOf(v.cityCode) } : null;

const j = jobQuery.shape;
export const jobList = listView({
  path: '/labor-services/more-work',
  fields: {
    keyword: withDefault(j.keyword, ''),
    trades: withDefault(j.trades, ''),
    provinceCode: orNull(j.provinceCode),
    cityCode: orNull(j.cityCode),
    wageUnit: orNull(j.wageUnit),
    wageMin: orNull(j.wageMin),
    wageMax: orNull(j.wageMax),
    settlement: orNull(j.settlement),
    projectType: orNull(j.projectType),
    startFrom: orNull(j.startFrom),
    startTo: orNull(j.startTo),
    within: orNull(j.within),
    verifiedOnly: withDefault(j.verifiedOnly, false),
    sort: j.sort,
    current: j.current,
  },
  // A wage range needs its unit and a low end below the high end; a reversed start range is dropped.
  refine: (v) => {
    const badWage =
      (v.wageMin !== null || v.wageMax !== null) &&
      (!v.wageUnit || (v.wageMin !== null && v.wageMax !== null && v.wageMin > v.wageMax));
    const badStart = !!v.startFrom && !!v.startTo && v.startFrom > v.startTo;
    const fixed = region(v);
    if (!badWage && !badStart && !fixed) return null;
    return {
      ...(fixed ?? v),
      ...(badWage ? { wageMin: null, wageMax: null } : {}),
      ...(badStart ? { startFrom: null, startTo: null } : {}),
    };
  },
});
export type JobListView = typeof jobList.defaults;
/** The board's filters as the catalogue takes them (the page query, and what a saved search keeps). */
export function jobFiltersOf(v: JobListView): JobFilters {
  const { sort: _sort, current: _current, ...f } = v;
  return {
    ...f,
    keyword: f.keyword || undefined,
    trades: f.trades || undefined,
    verifiedOnly: f.verifiedOnly || undefined,
  };
}
export const jobListQuery = (v: JobListView): JobQuery => ({
  ...jobFiltersOf(v),
  sort: v.sort,
  current: v.current,
  size: LABOR_PAGE_SIZE,
});

const w = workerQuery.shape;
export const workerList = listView({
  path: '/labor-services/more-worker',
  fields: {
    keyword: withDefault(w.keyword, ''),
    trades: withDefault(w.trades, ''),
    provinceCode: orNull(w.provinceCode),
    cityCode: orNull(w.cityCode),
    yearsMin: orNull(w.yearsMin),
    certified: withDefault(w.certified, false),
    certType: orNull(w.certType),
    openOnly: withDefault(w.openOnly, false),
    sort: w.sort,
    current: w.current,
  },
  refine: region,
});
export type WorkerListView = typeof workerList.defaults;
export const workerListQuery = (v: WorkerListView): WorkerQuery => ({
  ...v,
  keyword: v.keyword || undefined,
  trades: v.trades || undefined,
  certified: v.certified || undefined,
  openOnly: v.openOnly || undefined,
  size: LABOR_PAGE_SIZE,
});

const t = teamQuery.shape;
export const teamList = listView({
  path: '/labor-services/more-team',
  fields: {
    keyword: withDefault(t.keyword, ''),
    trades: withDefault(t.trades, ''),
    provinceCode: orNull(t.provinceCode),
    cityCode: orNull(t.cityCode),
    mode: orNull(t.mode),
    sort: t.sort,
    current: t.current,
  },
  refine: region,
});
export type TeamListView = typeof teamList.defaults;
export const teamListQuery = (v: TeamListView): TeamQuery => ({
  ...v,
  keyword: v.keyword || undefined,
  trades: v.trades || undefined,
  size: LABOR_PAGE_SIZE,
});

const c = companyQuery.shape;
export const companyList = listView({
  path: '/labor-services/more-company',
  fields: {
    keyword: withDefault(c.keyword, ''),
    provinceCode: orNull(c.provinceCode),
    cityCode: orNull(c.cityCode),
    scale: orNull(c.scale),
    verifiedOnly: withDefault(c.verifiedOnly, false),
    sort: c.sort,
    current: c.current,
  },
  refine: region,
});
export type CompanyListView = typeof companyList.defaults;
export const companyListQuery = (v: CompanyListView): CompanyQuery => ({
  ...v,
  keyword: v.keyword || undefined,
  verifiedOnly: v.verifiedOnly || undefined,
  size: LABOR_PAGE_SIZE,
});

// The URL views of the tender pages (see list-view.ts): the tender list and the opening calendar
// share one set of filters (the catalogue's tenderFilters), so a link from one to the other keeps
// them; the list adds its sort and page, the calendar its month; the member desk its page.
import { z } from '../../../api/define';
import { beijingDay } from '../../../api/time';
import { month as monthField } from '../../../api/fields';
import { tenderQuery, type TenderFilters, type TenderQuery } from '../../../api/tender';
import { listView, orNull, withDefault, type ViewOf } from '../../list-view';
import { fixRangesAndRegion, flag, setFilters } from '../../list-filters';

const t = tenderQuery.shape;

const filterFields = {
  keyword: withDefault(t.keyword, ''),
  typeCode: orNull(t.typeCode),
  methodCode: orNull(t.methodCode),
  status: orNull(t.status),
  provinceCode: orNull(t.provinceCode),
  cityCode: orNull(t.cityCode),
  budgetMinWan: orNull(t.budgetMinWan),
  budgetMaxWan: orNull(t.budgetMaxWan),
  publishFrom: orNull(t.publishFrom),
  publishTo: orNull(t.publishTo),
  deadlineFrom: orNull(t.deadlineFrom),
  deadlineTo: orNull(t.deadlineTo),
  closingSoon: flag,
};
type FilterView = ViewOf<typeof filterFields>;
export type TenderFilterView = FilterView;
export const FILTER_KEYS = Object.keys(filterFields) as Array<keyof FilterView>;

/** Reversed ranges are dropped, a city outside its province too (a city alone brings its province). */
const fixFilters = <V extends FilterView>(v: V): V | null =>
  fixRangesAndRegion(v, [
    ['budgetMinWan', 'budgetMaxWan'],
    ['publishFrom', 'publishTo'],
    ['deadlineFrom', 'deadlineTo'],
  ]);

export const tenderList = listView({
  path: '/preferentialInquiry/tenders',
  fields: { ...filterFields, sort: t.sort, current: t.current },
  refine: fixFilters,
});
export type TenderListView = typeof tenderList.defaults;

/** '' is the current month (the page resolves it with the clock). */
export const tenderCalendarView = listView({
  path: '/preferentialInquiry/tenderCalendar',
  fields: { ...filterFields, month: withDefault(z.union([z.literal(''), monthField]), '') },
  refine: fixFilters,
});
export type TenderCalendarView = typeof tenderCalendarView.defaults;

export const tenderDeskView = listView({ path: '/preferentialInquiry/myTenders', fields: { current: t.current } });

/** The filters of a view as the catalogue takes them (empty ones left out): the saved-search form too. */
export const tenderFiltersOf = (v: FilterView) => setFilters(v, FILTER_KEYS) as TenderFilters;

/** Only the filters of a view (to carry them from the list to the calendar and back). */
export const filterPart = (v: FilterView): FilterView =>
  Object.fromEntries(FILTER_KEYS.map((k) => [k, v[k]])) as FilterView;

export const tenderQueryOf = (v: TenderListView): TenderQuery => ({
  ...tenderFiltersOf(v),
  sort: v.sort,
  current: v.current,
  size: 20,
});

/** The Beijing month 'YYYY-MM' of an instant (the calendar's month when the address names none). */
export const monthOf = (ms: number) => beijingDay(ms).slice(0, 7);

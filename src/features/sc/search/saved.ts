// The sc member's saved tender searches: the filters a search view saves (发布时间 is relative, so
// it stays out), their query, and the search page a saved one opens.
import type { ScSavedSearch, ScSearchFilters } from '../../../api/sc';
import { scSearchList, type ScSearchView } from '../../../shared/sections/sc/views';

export const scSearchesKey = (session: string | undefined) => ['sc-searches', session] as const;

export function filtersOf(v: ScSearchView): ScSearchFilters {
  const out: ScSearchFilters = {};
  if (v.keyword) out.keyword = v.keyword;
  for (const k of ['cityCode', 'typeCode', 'methodCode', 'status'] as const) if (v[k]) out[k] = v[k];
  return out;
}

export const savedHref = (s: ScSavedSearch) =>
  scSearchList.href(
    scSearchList.read(new URLSearchParams(Object.entries(s.filters).map(([k, v]) => [k, String(v)]))).view,
  );

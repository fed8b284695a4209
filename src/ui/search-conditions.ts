// A saved search's conditions in words (the save dialog and the desk list them the same way): the
// section's words over the region and dictionary names, fetched here once for every section.
import { useQuery } from '@tanstack/react-query';
import { system } from '../api/system';
import { callQuery } from '../shared/query';
import type { SearchFilters, SearchKind } from '../shared/search-kind';

export function useSearchConditions<F extends SearchFilters>(
  search: SearchKind<F>,
  filters: F,
  enabled: boolean,
): { conditions: string[]; ready: boolean } {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity, enabled });
  const cities = useQuery({
    ...callQuery(system.regionChildren, { parentCode: filters.provinceCode ?? '000000' }),
    staleTime: Infinity,
    enabled: enabled && !!filters.cityCode && !!filters.provinceCode,
  });
  // A section without a dictionary runs no dictionary query (the code below is never fetched).
  const dictionary = useQuery({
    ...callQuery(system.dictionary, { code: search.dictionary ?? 'category_code' }),
    staleTime: Infinity,
    enabled: enabled && !!search.dictionary,
  });
  const region = [
    provinces.data?.find((p) => p.code === filters.provinceCode)?.name,
    cities.data?.find((c) => c.code === filters.cityCode)?.name,
  ];
  const dict = (key: string | null | undefined) =>
    key ? dictionary.data?.find((d) => d.dictKey === key)?.dictValue : undefined;
  const parts = search.words(filters, { region, dict });
  // The default name is taken once, when the names have arrived (or failed).
  const ready = ![provinces, cities, dictionary].some((q) => q.fetchStatus === 'fetching');
  return { conditions: parts.filter((p): p is string => !!p), ready };
}

// The URL-held list view of a mall list page (categoryId, brandId, keyword, sort, current; see
// detail-query.ts): the view read from the address, and the ways to change it.
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listViewUrl, nextListView, readListView, type ListView } from './detail-query';

/** Goes to another page of results, back at the top of the page. */
export function pageTo(go: (patch: { current: number }) => void) {
  return (current: number) => {
    go({ current });
    window.scrollTo?.(0, 0);
  };
}

export function useListView(path: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { view, malformed } = useMemo(() => readListView(new URLSearchParams(search)), [search]);
  const url = (v: ListView) => listViewUrl(path, v);
  const go = (patch: Partial<ListView>) => navigate(url(nextListView(view, patch)));
  return { view, malformed, url, go, onPage: pageTo(go) };
}

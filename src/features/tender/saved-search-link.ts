// Where a saved search opens: its list with its filters. Tender filters go through the tender
// list's view (checked like any address); inquiry filters are the inquiry list's plain keys.
import type { SavedSearch } from '../../api/inquiry-deals';
import { routes } from '../../shared/routes';
import { savedTenderHref } from '../../shared/tender-views';

export function savedSearchHref(s: SavedSearch): string {
  if (s.kind === 'tender') return savedTenderHref(s.filters);
  const params = new URLSearchParams(Object.entries(s.filters).map(([k, v]) => [k, String(v)]));
  const query = params.toString();
  return query ? `${routes.inquiryMore.path}?${query}` : routes.inquiryMore.path;
}

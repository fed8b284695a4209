// Where a saved search opens: its list with its filters, read through the list's view like any
// address (a filter the list no longer takes falls back to its default).
import type { SavedSearch } from '../../api/inquiry-deals';
import { inquiryList } from '../../shared/inquiry-views';
import { tenderList } from '../../shared/tender-views';

const paramsOf = (filters: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(filters).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])));

export function savedSearchHref(s: SavedSearch): string {
  const params = paramsOf(s.filters);
  return s.kind === 'tender' ? tenderList.href(tenderList.read(params).view) : inquiryList.href(inquiryList.read(params).view);
}

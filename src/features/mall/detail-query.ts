// Plain-key URL state of the shop detail, category and self-operated lists: which shop or
// category, the search words inside it, the sort and the page. Unset keys are left out.
import { GOODS_SORTS, type GoodsSort } from '../../api/mall';
import { field, idText, oneOf, readParams, type Parse } from '../../ui/page-query';

const pageText: Parse<number> = (v) => (typeof v === 'string' && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : undefined);
const words: Parse<string> = (v) => (typeof v === 'string' && v.length <= 50 ? v.trim() : undefined);

export const listFields = {
  id: field<number | null>(null, idText),
  categoryId: field<number | null>(null, idText),
  brandId: field<number | null>(null, idText),
  keyword: field('', words),
  sort: field<GoodsSort>('default', oneOf(GOODS_SORTS)),
  current: field(1, pageText),
};

export type ListView = { [K in keyof typeof listFields]: (typeof listFields)[K]['fallback'] };

export function readListView(params: URLSearchParams): { view: ListView; malformed: boolean } {
  const { value, malformed } = readParams(params, listFields);
  return { view: value, malformed };
}

/** `path?k=v…` with the set keys in a fixed order (defaults left out); `keep` keeps other keys (e.g. name). */
export function listViewUrl(path: string, v: ListView, keep: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (v.id !== null) q.set('id', String(v.id));
  if (v.categoryId !== null) q.set('categoryId', String(v.categoryId));
  if (v.brandId !== null) q.set('brandId', String(v.brandId));
  if (v.keyword) q.set('keyword', v.keyword);
  if (v.sort !== 'default') q.set('sort', v.sort);
  if (v.current > 1) q.set('current', String(v.current));
  for (const [k, val] of Object.entries(keep)) if (val) q.set(k, val);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const nextListView = (v: ListView, patch: Partial<ListView>): ListView => ({ ...v, current: 1, ...patch });

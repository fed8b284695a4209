// A section's saved search (保存搜索): what its list's filters are called, how they read in words,
// how they are saved and which list shows them again. The section supplies it on its list route
// (`search:` in its routes module); the shared dialog and the desk know no section.
import { call, type Transport } from '../client/http';
import { savedSearch, type SavedSearch, type SavedSearchKind } from '../api/saved-search';
import type { DictCode } from '../api/system';
import type { ListView } from './list-view';

/** The names a section's words read from (fetched by the shared conditions hook). */
export interface SearchNames {
  /** The province and city names of the filters' region codes (undefined while unknown). */
  region: Array<string | undefined>;
  /** The name of a key of the section's dictionary. */
  dict: (key: string | null | undefined) => string | undefined;
}

export interface SearchKind<F extends SearchFilters = SearchFilters> {
  kind: SavedSearchKind;
  /** What the list lists, in words: 询价, 招标. */
  noun: string;
  /** The system dictionary its words take names from (e.g. category_code), if any. */
  dictionary?: DictCode;
  /** The conditions in words, in order (empty ones are left out). */
  words(filters: F, names: SearchNames): Array<string | false | null | undefined>;
  save(name: string, filters: F, options: { http?: Transport; silent: true }): Promise<SavedSearch>;
  /** The list with these filters (a filter the list no longer takes falls back to its default). */
  href(filters: SavedSearch['filters']): string;
}

export interface SearchFilters {
  provinceCode?: string | null;
  cityCode?: string | null;
}

/** The name of a code in a code → name table. */
export const nameIn = (list: readonly { code: string; name: string }[], code: string | null | undefined) =>
  code ? list.find((o) => o.code === code)?.name : undefined;

/** 'from–to<unit>' when either end is set. */
export const range = (from: unknown, to: unknown, unit = '') =>
  from != null || to != null ? `${from ?? ''}–${to ?? ''}${unit}` : undefined;

/** A saved search's filters as an address's query (what a list view reads). */
export const paramsOf = (filters: SavedSearch['filters']) =>
  new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])),
  );

/**
 * A section's kind whose filters are saved as the list gives them and open `list` again (a list
 * whose address holds its filters another way gives its own `href`).
 */
export function searchKind<F extends SearchFilters>(
  spec: Omit<SearchKind<F>, 'save' | 'href'> &
    Partial<Pick<SearchKind<F>, 'href'>> & {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list view's fields
      list: ListView<any>;
    },
): SearchKind<F> {
  const { list, ...kind } = spec;
  return {
    href: (filters) => list.href(list.read(paramsOf(filters)).view),
    ...kind,
    save: (name, filters, options) =>
      call(savedSearch.save, { kind: spec.kind, name, filters: { ...filters } as Record<string, unknown> }, options),
  };
}

/** The filters of a view the catalogue takes (`keys`), the empty ones ('' or null) left out. */
export function filtersOf<V extends object, K extends keyof V>(view: V, keys: readonly K[]): Partial<Pick<V, K>> {
  const out: Partial<Pick<V, K>> = {};
  for (const k of keys) if (view[k] !== null && view[k] !== '') out[k] = view[k];
  return out;
}

// The small store the root keeps for the header search box; persistence saves it on unload and
// restores a saved copy only when its key set (and each value's kind) matches this shape.
export interface AppStore {
  searchType: 'goods' | 'shop';
  keyword: string;
  recentKeywords: string[];
}

export const initialStore: AppStore = { searchType: 'goods', keyword: '', recentKeywords: [] };

export const RECENT_KEYWORDS_MAX = 10;

/** Puts a searched keyword first in the recent list (trimmed, no duplicates, at most 10). */
export function rememberKeyword(store: AppStore, keyword: string): AppStore {
  const k = keyword.trim();
  if (!k) return store;
  const recentKeywords = [k, ...store.recentKeywords.filter((r) => r !== k)].slice(0, RECENT_KEYWORDS_MAX);
  return { ...store, keyword: k, recentKeywords };
}

function kind(v: unknown): string {
  return Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
}

/**
 * The saved JSON as a store, or null when it is not JSON, not an object, its key set differs
 * from `current`'s, or a value is of another kind (a string where an array was, …).
 */
export function parseSavedStore<T extends object>(raw: string | null, current: T): T | null {
  if (!raw) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return null;
  }
  if (kind(saved) !== 'object') return null;
  const want = Object.keys(current).sort();
  const got = Object.keys(saved as object).sort();
  if (want.length !== got.length || want.some((k, i) => k !== got[i])) return null;
  const s = saved as Record<string, unknown>;
  const c = current as Record<string, unknown>;
  return want.every((k) => kind(s[k]) === kind(c[k])) ? (saved as T) : null;
}

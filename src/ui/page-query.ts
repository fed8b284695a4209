// Reading list state from the URL. Every field has a default and a parser; the `page` JSON query
// (spec §2) and plain query keys use the same fields. Anything present but unusable (bad JSON,
// a wrong type, a size of 1000, a negative page) falls back to that field's default and marks
// the whole query malformed, so the page can show a notice instead of a blank list.

/** A parser returns undefined for a value it cannot use. */
export type Parse<T> = (value: unknown) => T | undefined;
export interface Field<T> {
  fallback: T;
  parse: Parse<T>;
}
export type Fields = Record<string, Field<unknown>>;
export type ValuesOf<F extends Fields> = { [K in keyof F]: F[K]['fallback'] };

export interface ReadResult<T> {
  value: T;
  /** Something in the URL was present but unusable and was replaced by its default. */
  malformed: boolean;
}

export const field = <T>(fallback: T, parse: Parse<T>): Field<T> => ({ fallback, parse });

/** An integer number (not a numeric string) within [min, max]. */
export const intIn =
  (min: number, max: number): Parse<number> =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined;

/** A string of at most `max` characters, trimmed. */
export const textUpTo =
  (max: number): Parse<string> =>
  (v) =>
    typeof v === 'string' && v.length <= max ? v.trim() : undefined;

export const oneOf =
  <const T extends readonly unknown[]>(values: T): Parse<T[number]> =>
  (v) =>
    values.includes(v) ? (v as T[number]) : undefined;

/** A query-string value: digits only, as a positive integer (ids). */
export const idText: Parse<number> = (v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined);

function readFields<F extends Fields>(get: (key: string) => unknown, fields: F): ReadResult<ValuesOf<F>> {
  let malformed = false;
  const value = {} as Record<string, unknown>;
  for (const [key, f] of Object.entries(fields)) {
    const raw = get(key);
    const parsed = raw === undefined || raw === null ? undefined : f.parse(raw);
    if (raw !== undefined && raw !== null && parsed === undefined) malformed = true;
    value[key] = parsed === undefined ? f.fallback : parsed;
  }
  return { value: value as ValuesOf<F>, malformed };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `page` JSON query. Absent: the defaults, not malformed. Not a JSON object: the defaults, malformed. */
export function readJsonQuery<F extends Fields>(raw: string | null, fields: F): ReadResult<ValuesOf<F>> {
  if (raw === null || raw === '') return readFields(() => undefined, fields);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  if (!isRecord(json)) return { ...readFields(() => undefined, fields), malformed: true };
  return readFields((k) => json[k], fields);
}

/** Plain query keys (strings). An empty value counts as absent. */
export function readParams<F extends Fields>(params: URLSearchParams, fields: F): ReadResult<ValuesOf<F>> {
  return readFields((k) => params.get(k) || undefined, fields);
}

/** `path?page=<JSON>&k=v…`: the page JSON first (keys in the given order), then the non-empty extra keys. */
export function buildQueryUrl(path: string, page: object, extra: Record<string, string | number | null | undefined> = {}): string {
  const parts = [`page=${encodeURIComponent(JSON.stringify(page))}`];
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null && v !== '') parts.push(`${k}=${encodeURIComponent(String(v))}`);
  return `${path}?${parts.join('&')}`;
}

export const QUERY_NOTICE = '搜索条件有误，已为您恢复默认条件';

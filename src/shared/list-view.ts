// A list page keeps its whole view in the URL (reload, back and a shared link reproduce it), one
// way for every list: a view is a set of fields, each a zod schema (mostly the catalogue's own
// request fields) whose default is the field's fallback. Reading parses every field; a value that
// is present but unusable (bad JSON, a wrong type, size 1000, a negative page) becomes its default
// and marks the view malformed, so the page shows the notice instead of a blank list. Any change
// but the page number goes back to page 1.
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { z } from '../api/define';
import { pause } from '../api/startup-yield';

// a turn for the browser before the list views are built (see src/api/startup-yield.ts)
await pause();

export type Fields = Record<string, z.ZodMiniType>;
export type ViewOf<F extends Fields> = { -readonly [K in keyof F]: z.output<F[K]> };

export interface ListViewSpec<F extends Fields> {
  path: string;
  fields: F;
  /**
   * Keys kept as one URL-encoded JSON object in the query key `param` (the spec's `page` query),
   * written whole in this order; in it, a number field must be a JSON number.
   */
  json?: { param: string; keys: ReadonlyArray<keyof F & string> };
  /** A rule across fields: the corrected view when the view breaks it, else null. */
  refine?: (view: ViewOf<F>) => ViewOf<F> | null;
}

export interface ListView<F extends Fields> {
  readonly path: string;
  readonly defaults: ViewOf<F>;
  read(search: string | URLSearchParams): { view: ViewOf<F>; malformed: boolean };
  href(view: ViewOf<F>): string;
  /** The view after a change: page 1 unless the change is the page number. */
  next(view: ViewOf<F>, patch: Partial<ViewOf<F>>): ViewOf<F>;
  /** A link from outside: the defaults with `patch` (no patch: the bare path). */
  link(patch?: Partial<ViewOf<F>>): string;
}

/** An optional catalogue filter as a view field: absent is null. */
export const orNull = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);
/** A catalogue field with the view's own fallback. */
export const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) =>
  z._default(schema, value as never);

const PAGE_KEY = 'current';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function listView<F extends Fields>(spec: ListViewSpec<F>): ListView<F> {
  const keys = Object.keys(spec.fields) as Array<keyof F & string>;
  const jsonKeys = new Set<string>(spec.json?.keys ?? []);
  const fallback = (k: keyof F) => z.parse(spec.fields[k], undefined);
  const defaults = Object.fromEntries(keys.map((k) => [k, fallback(k)])) as ViewOf<F>;

  const read = (search: string | URLSearchParams) => {
    const params = typeof search === 'string' ? new URLSearchParams(search) : search;
    let malformed = false;
    let json: Record<string, unknown> = {};
    const rawJson = spec.json ? params.get(spec.json.param) : null;
    if (rawJson) {
      try {
        const parsed: unknown = JSON.parse(rawJson);
        if (isRecord(parsed)) json = parsed;
        else malformed = true;
      } catch {
        malformed = true;
      }
    }
    const view = { ...defaults };
    for (const k of keys) {
      const inJson = jsonKeys.has(k);
      const raw = inJson ? json[k] : params.get(k) || undefined;
      if (raw === undefined || raw === null) continue;
      const typed = !inJson || typeof defaults[k] !== 'number' || typeof raw === 'number';
      const r = typed ? z.safeParse(spec.fields[k], raw) : null;
      if (r?.success) view[k] = r.data as ViewOf<F>[typeof k];
      else malformed = true;
    }
    const fixed = spec.refine?.(view);
    return fixed ? { view: fixed, malformed: true } : { view, malformed };
  };

  const href = (view: ViewOf<F>) => {
    const parts: string[] = [];
    if (spec.json) {
      const page = Object.fromEntries(spec.json.keys.map((k) => [k, view[k]]));
      parts.push(`${spec.json.param}=${encodeURIComponent(JSON.stringify(page))}`);
    }
    for (const k of keys) {
      const v = view[k];
      if (jsonKeys.has(k) || v === defaults[k] || v === null || v === undefined || v === '') continue;
      parts.push(`${k}=${encodeURIComponent(String(v))}`);
    }
    return parts.length ? `${spec.path}?${parts.join('&')}` : spec.path;
  };

  const next = (view: ViewOf<F>, patch: Partial<ViewOf<F>>) =>
    ({
      ...view,
      ...(PAGE_KEY in patch ? {} : PAGE_KEY in defaults ? { [PAGE_KEY]: defaults[PAGE_KEY] } : {}),
      ...patch,
    }) as ViewOf<F>;

  const link = (patch: Partial<ViewOf<F>> = {}) =>
    Object.keys(patch).length ? href({ ...defaults, ...patch }) : spec.path;
  return { path: spec.path, defaults, read, href, next, link };
}

// Focus follows the user: a committed change of the view (go, onPage) asks the list's results
// heading (src/ui/PagedList.tsx) to take the focus once the new results are shown.
let focusAsked = 0;
let focusHeld = false;
const focusListeners = new Set<() => void>();
const subscribeFocus = (l: () => void) => {
  focusListeners.add(l);
  return () => void focusListeners.delete(l);
};
/** Ask the results heading for the focus (after a committed filter, search or page change). */
export function askResultsFocus(): void {
  if (focusHeld) return;
  focusAsked += 1;
  for (const l of focusListeners) l();
}
/** Run `change` without moving the focus: a filter applied as the user leaves it (blur). */
export function withoutResultsFocus(change: () => void): void {
  focusHeld = true;
  try {
    change();
  } finally {
    focusHeld = false;
  }
}
/** The number of focus requests so far (a list counts only those made after it mounted). */
export const resultsFocusAsked = () => focusAsked;
/** The same, as a render dependency for the results heading. */
export const useResultsFocusAsked = () => useSyncExternalStore(subscribeFocus, resultsFocusAsked, resultsFocusAsked);

/** The list view of the current address, and the ways to change it (each a new history entry). */
export function useListView<F extends Fields>(list: ListView<F>) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { view, malformed } = useMemo(() => list.read(search), [list, search]);
  const go = (patch: Partial<ViewOf<F>>) => {
    navigate(list.href(list.next(view, patch)));
    askResultsFocus();
  };
  return {
    view,
    malformed,
    go,
    /** The URL of the view after `patch` (for links). */
    hrefOf: (patch: Partial<ViewOf<F>>) => list.href(list.next(view, patch)),
    /** The address of another page of results (the out-of-range link). */
    pageHref: (current: number) => list.href(list.next(view, { [PAGE_KEY]: current } as Partial<ViewOf<F>>)),
    /** Another page of results, back at the top. */
    onPage: (current: number) => {
      go({ [PAGE_KEY]: current } as Partial<ViewOf<F>>);
      globalThis.scrollTo?.(0, 0);
    },
  };
}

// The category_code dictionary the inquiry and deal lists filter by. The URL can only check a
// key's shape; a key the dictionary lacks (which the server refuses) is dropped here, with the
// notice, before the list is asked for.
import { useQuery } from '@tanstack/react-query';
import { system, type DictEntry } from '../../../api/system';
import { useListView, type ListView, type ViewOf } from '../../../shared/list-view';
import { callQuery } from '../../../shared/query';
import type { z } from '../../../api/define';

export const categoryDictQuery = { ...callQuery(system.dictionary, { code: 'category_code' }), staleTime: Infinity };

type WithCategory = Record<string, z.ZodMiniType> & { categoryCode: z.ZodMiniType<string | null> };

/** The view with an unknown category dropped (malformed then); unchanged until the dictionary is here. */
export function knownCategory<V extends { categoryCode: string | null }>(
  read: { view: V; malformed: boolean },
  dict: DictEntry[] | undefined,
) {
  const code = read.view.categoryCode;
  if (!dict || code === null || dict.some((e) => e.dictKey === code)) return read;
  return { view: { ...read.view, categoryCode: null }, malformed: true };
}

/** useListView for a list with a category filter: the view is checked against the dictionary. */
export function useCategoryListView<F extends WithCategory>(list: ListView<F>) {
  const lv = useListView(list);
  const dict = useQuery(categoryDictQuery);
  const { view, malformed } = knownCategory(lv, dict.data);
  const dropped = view !== lv.view;
  // Every change also clears a dropped category, so the next URL is clean.
  const go = (patch: Partial<ViewOf<F>>) =>
    lv.go(dropped ? ({ categoryCode: null, ...patch } as Partial<ViewOf<F>>) : patch);
  // Without the dictionary (its call failed) the list is asked as the URL says.
  return {
    view,
    malformed,
    go,
    onPage: lv.onPage,
    pageHref: lv.pageHref,
    categories: dict.data,
    ready: !dict.isPending,
  };
}

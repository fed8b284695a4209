// The suggestion list under the header search box, loaded on the box's first focus: asks the
// catalogue for suggestions a moment after typing stops — goods, categories and shops, and on the
// 商品 tab every section's listings (the portal-wide search, grouped by the labels the server
// gives; goods and shops it finds join the mall's groups of those kinds) with a last option for
// the 搜索全站 page —, tells the box its options (the box owns the keyboard: combobox pattern, so
// the options are in the groups' order) and shows them as a listbox of groups.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { search, type Suggestions } from '../../api/search';
import { siteSearch, type SiteGroup } from '../../api/site-search';
import { callQuery } from '../../shared/query';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { searchRoutes } from '../../shared/sections/search/routes';
import classes from './search-suggestions.module.css';

export interface SuggestOption {
  id: string;
  /** goods, category, shop; a section's kind (portal-wide search); 'all': the 搜索全站 page. */
  kind: string;
  label: string;
  /** goods: the words to search; category and shop: where to go. */
  href?: string;
}

const GROUPS: readonly (readonly [kind: string, heading: string])[] = [
  ['goods', '商品'],
  ['category', '分类'],
  ['shop', '店铺'],
];
const ALL: readonly [string, string] = ['all', '全站'];
const DELAY_MS = 120;

/** The groups shown, in order: the mall's, the other sections' (in the server's rank), the 搜索全站 option. */
const groupsOf = (site: SiteGroup[]) => [
  ...GROUPS,
  ...site.filter((g) => !GROUPS.some(([kind]) => kind === g.kind)).map((g) => [g.kind, g.label] as const),
  ALL,
];

function optionsOf(s: Suggestions | undefined, site: SiteGroup[], q: string): SuggestOption[] {
  const t = Date.now();
  const order = groupsOf(site).map(([kind]) => kind);
  const options: SuggestOption[] = [
    ...(s?.goods ?? []).map((label): SuggestOption => ({ id: `g${label}`, kind: 'goods', label })),
    ...(s?.categories ?? []).map((c): SuggestOption => ({
      id: `c${c.id}`,
      kind: 'category',
      label: c.path,
      href: mallRoutes.moreGoods.href({ categoryId: c.id, t }),
    })),
    ...(s?.shops ?? []).map((x): SuggestOption => ({
      id: `s${x.id}`,
      kind: 'shop',
      label: x.name,
      href: mallRoutes.shopDetail.href({ id: x.id }),
    })),
    ...site.flatMap((g) =>
      g.hits.map((h): SuggestOption => ({ id: `${g.kind}${h.id}`, kind: g.kind, label: h.title, href: h.href })),
    ),
    ...(site.length > 0
      ? [{ id: 'all', kind: ALL[0], label: `在全站搜索“${q}”`, href: searchRoutes.siteSearch.href({ q }) }]
      : []),
  ];
  // One option per page (a shop both suggest), in the groups' order (the sort keeps each group's own).
  const unique = options.filter((o, i) => !o.href || options.findIndex((p) => p.href === o.href) === i);
  return unique.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

interface Props {
  keyword: string;
  type: 'goods' | 'shop';
  open: boolean;
  active: number;
  listId: string;
  /** The id of option i (the box points aria-activedescendant at it). */
  optionId: (i: number) => string;
  onOptions: (options: SuggestOption[]) => void;
  onPick: (option: SuggestOption) => void;
}

export default function SearchSuggestions({ keyword, type, open, active, listId, optionId, onOptions, onPick }: Props) {
  const [q, setQ] = useState(keyword.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(keyword.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const result = useQuery({
    ...callQuery(search.suggest, { q, type }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const site = useQuery({
    ...callQuery(siteSearch.suggest, { q }),
    enabled: q !== '' && type === 'goods',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const siteGroups = useMemo(() => (type === 'goods' ? (site.data?.groups ?? []) : []), [type, site.data]);
  const options = useMemo(
    () => (q && (result.data || siteGroups.length) ? optionsOf(result.data, siteGroups, q) : []),
    [q, result.data, siteGroups],
  );
  useEffect(() => onOptions(options), [options, onOptions]);

  if (!open || options.length === 0) return null;
  const groups = groupsOf(siteGroups);
  return (
    <div id={listId} role="listbox" aria-label="搜索建议" className={classes.list}>
      {groups.map(([kind, heading]) => {
        const items = options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === kind);
        if (items.length === 0) return null;
        return (
          <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
            <div id={`${listId}-${kind}`} role="presentation" className={classes.heading}>
              {heading}
            </div>
            {items.map(([o, i]) => (
              <div
                key={o.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={classes.option}
                // Keep the focus in the box; the click picks.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(o)}
              >
                {o.label}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

// The active filters as chips (筛选 on a phone, src/ui/filters/FilterFold.tsx): each filter part
// of the kit (FilterRow, KeywordSearch, RangeForm, DateRange, RegionLine) names its own chip while
// it renders, so no section lists its filters twice. The fold renders its chips after the filters
// (React renders a subtree before its next sibling), on the server as in the browser.
import { createContext, useContext } from 'react';

export interface FilterChip {
  /** Unique in the fold: the filter's accessible name. */
  key: string;
  /** What the chip reads, e.g. 类别：挖掘机. */
  text: string;
  /** Removes the filter (back to 全部). */
  clear: () => void;
}

/** The chips of the fold being rendered (null outside a fold: nothing is collected). */
export const FilterChipsContext = createContext<FilterChip[] | null>(null);

/** Name this filter's chip while it is active (`chip` null: the filter is at 全部). */
export function useFilterChip(chip: FilterChip | null) {
  const chips = useContext(FilterChipsContext);
  if (!chips || !chip) return;
  const at = chips.findIndex((c) => c.key === chip.key);
  if (at >= 0) chips[at] = chip;
  else chips.push(chip);
}

/** A range's words: 10–20 万元, ≥ 10, ≤ 20. */
export function rangeText(from: string, to: string, unit = ''): string {
  const u = unit ? ` ${unit}` : '';
  if (from && to) return `${from}–${to}${u}`;
  return from ? `≥ ${from}${u}` : `≤ ${to}${u}`;
}

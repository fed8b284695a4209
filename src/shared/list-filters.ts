// Pieces the list views' filters share (see list-view.ts): a yes/no field, the rule that drops
// reversed ranges and a city outside its province, and the filters as a catalogue call takes them.
import { z } from '../api/define';
import { withDefault } from './list-view';
import { provinceOf } from './region';

/** A yes/no filter in the URL: 'true' / '1' (as links write it) or a boolean; absent is false. */
export const flag = withDefault(
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v) => v === true || v === 'true' || v === '1'),
  ),
  false,
);

type Bound = string | number | null;
/** Both bounds set and the first after the second. */
export const reversed = (a: Bound, b: Bound) => a !== null && b !== null && a > b;

/**
 * Reversed ranges (pairs of keys) are dropped, a city outside its province too (a city alone
 * brings its province): the corrected view, or null when the view keeps the rules.
 */
export function fixRangesAndRegion<V extends { provinceCode: string | null; cityCode: string | null }>(
  v: V,
  ranges: ReadonlyArray<readonly [keyof V, keyof V]>,
): V | null {
  const fixed = { ...v };
  for (const [from, to] of ranges)
    if (reversed(v[from] as Bound, v[to] as Bound)) Object.assign(fixed, { [from]: null, [to]: null });
  if (v.cityCode && v.provinceCode && provinceOf(v.cityCode) !== v.provinceCode) fixed.cityCode = null;
  if (v.cityCode && !v.provinceCode) fixed.provinceCode = provinceOf(v.cityCode);
  return (Object.keys(v) as Array<keyof V>).some((k) => fixed[k] !== v[k]) ? fixed : null;
}

/** The filters of a view as the catalogue takes them: the given keys, empty ones ('', null, false) left out. */
export function setFilters<V>(v: V, keys: ReadonlyArray<keyof V>): Partial<V> {
  const out: Partial<V> = {};
  for (const k of keys) {
    const value = v[k];
    if (value !== null && value !== '' && value !== false) out[k] = value;
  }
  return out;
}

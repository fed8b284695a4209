// Sorts of a shop's tiles: sales, price per ㎡ up or down, newest.
import { TILE_SORTS, TILE_SORT_LABELS } from '../../../api/taoci-dicts';
import type { ShopView } from '../../../shared/sections/taoci/views';
import { SortBar } from '../../../ui/FilterBar';

export function TileSorts({ view, onChange }: { view: ShopView; onChange: (patch: Partial<ShopView>) => void }) {
  return (
    <SortBar
      options={TILE_SORTS.map((s) => ({ value: s, label: TILE_SORT_LABELS[s] }))}
      value={view.sort}
      onChange={(sort) => onChange({ sort })}
    />
  );
}

// 保存搜索 of a ceramic shop's tiles: the shop and its tile filters in words, saved through the
// catalogue, opened again on the shop page.
import type { TaociFilters } from '../../../api/taoci';
import { absorptionLabel } from '../../../api/taoci-dicts';
import { range, type SearchFilters, searchKind } from '../../search-kind';
import { shopTiles, type ShopView } from './views';

/** No region filter here; the shared parts read the optional region keys. */
type Filters = TaociFilters & SearchFilters;

const yes = (v: unknown) => v === true || v === 'true' || v === '1';

export const taociSearch = searchKind<Filters>({
  kind: 'taoci',
  noun: '瓷砖',
  words: (f) => [
    f.usage,
    f.category,
    f.tileSize && `${f.tileSize}mm`,
    f.finish,
    f.absorption && absorptionLabel(f.absorption),
    f.colour,
    f.slip != null && (yes(f.slip) ? '防滑' : '非防滑'),
    range(f.priceMin, f.priceMax, '元/㎡'),
  ],
  list: shopTiles,
});

const FILTER_KEYS = [
  'category',
  'tileSize',
  'finish',
  'absorption',
  'usage',
  'colour',
  'slip',
  'priceMin',
  'priceMax',
] as const;

/** The shop and the filters of a view as the catalogue takes them (empty ones left out). */
export function taociFiltersOf(v: ShopView, id: number): Filters {
  const out: Record<string, unknown> = { id };
  for (const k of FILTER_KEYS) if (v[k] !== null) out[k] = v[k];
  return out as unknown as Filters;
}

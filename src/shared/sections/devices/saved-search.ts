// 保存搜索 of the supply list: its filters in words, saved through the catalogue, opened again in
// the supply list.
import { type SupplyFilters } from '../../../api/devices';
import { DEVICE_CATEGORIES, DEVICE_TYPES, RENT_MODE_NAMES, RENT_UNIT } from '../../../api/devices-dicts';
import { filtersOf, nameIn, range, searchKind } from '../../search-kind';
import { supplyList, type SupplyView } from './views';

export const deviceSearch = searchKind<SupplyFilters>({
  kind: 'devices',
  noun: '出租设备',
  words: (f, { region }) => [
    f.keyword,
    nameIn(DEVICE_CATEGORIES, f.categoryCode),
    nameIn(DEVICE_TYPES, f.typeCode),
    f.brand,
    range(f.specMin, f.specMax),
    f.rentMode && `按${RENT_MODE_NAMES[f.rentMode]}`,
    f.rentMode && range(f.priceMin, f.priceMax, RENT_UNIT[f.rentMode]),
    f.yearMin != null && `${String(f.yearMin)}年及以后`,
    (f.withOperator === true || f.withOperator === 'true' || f.withOperator === '1') && '带操作手',
    ...region,
    range(f.freeFrom, f.freeTo) && `可租 ${range(f.freeFrom, f.freeTo)}`,
  ],
  list: supplyList,
});

const FILTER_KEYS = [
  'keyword',
  'categoryCode',
  'typeCode',
  'brand',
  'specMin',
  'specMax',
  'rentMode',
  'priceMin',
  'priceMax',
  'yearMin',
  'withOperator',
  'provinceCode',
  'cityCode',
  'freeFrom',
  'freeTo',
] as const;

/** The filters of a view as the catalogue takes them (empty ones left out): the saved-search form. */
export function supplyFiltersOf(v: SupplyView): SupplyFilters {
  return filtersOf(v, FILTER_KEYS) as SupplyFilters;
}

// 保存搜索 of the ground-material map: its filters (and the viewport) in words, saved through the
// catalogue, opened again on the map. A price update matching a saved search tells its member
// (server: modules/ground/searches.ts).
import type { GroundFilters } from '../../../api/ground';
import { materialOf, siteTypeName, UNIT_NAMES } from '../../../api/ground-dicts';
import { paramsOf, range, type SearchFilters, searchKind } from '../../search-kind';
import { groundMapList, groundQueryOf, type GroundView } from './views';

type Filters = GroundFilters & SearchFilters;

const yes = (v: unknown) => v === true || v === 'true' || v === '1';

export const groundSearch = searchKind<Filters>({
  kind: 'ground',
  noun: '地材供应点',
  words: (f, { region }) => {
    const material = f.material ? materialOf(f.material) : undefined;
    return [
      f.companyName,
      f.address && `地址含 ${f.address}`,
      ...region,
      material?.name,
      f.siteType && siteTypeName(f.siteType),
      material && range(f.priceMin, f.priceMax, `元/${UNIT_NAMES[material.unit]}`),
      f.fresh != null && yes(f.fresh) && '30 天内更新报价',
      f.bbox && '地图视野内',
    ];
  },
  href: (filters) => {
    // Company and address travel in the spec's page JSON, the rest as parameters of their own.
    const { companyName, address, ...rest } = filters;
    const params = paramsOf(rest);
    params.set('page', JSON.stringify({ companyName, address }));
    return groundMapList.href(groundMapList.read(params).view);
  },
  list: groundMapList,
});

const FILTER_KEYS = [
  'companyName',
  'address',
  'provinceCode',
  'cityCode',
  'material',
  'siteType',
  'priceMin',
  'priceMax',
  'fresh',
  'bbox',
] as const;

/** The filters of a view (the viewport included) as the catalogue takes them, empty ones left out. */
export function groundFiltersOf(v: GroundView): Filters {
  const q = groundQueryOf(v);
  return Object.fromEntries(FILTER_KEYS.flatMap((k) => (q[k] !== undefined ? [[k, q[k]]] : []))) as Filters;
}

// The URL views of the equipment pages (see list-view.ts): the supply list with its filters, job
// and sort; the supply by place (region or a site's coordinates, nearest first); the news list
// by module with the opened item. Fields come from the catalogue's request shapes.
import { id, z } from '../../../api/define';
import { NEWS_MODULES } from '../../../api/cms';
import { supplyQuery, type SupplyQuery } from '../../../api/devices';
import { categoryOfType } from '../../../api/devices-dicts';
import { listView, orNull, withDefault, type ViewOf } from '../../list-view';

const s = supplyQuery.shape;

const supplyFields = {
  keyword: withDefault(s.keyword, ''),
  categoryCode: orNull(s.categoryCode),
  typeCode: orNull(s.typeCode),
  brand: withDefault(s.brand, ''),
  specMin: orNull(s.specMin),
  specMax: orNull(s.specMax),
  rentMode: orNull(s.rentMode),
  priceMin: orNull(s.priceMin),
  priceMax: orNull(s.priceMax),
  yearMin: orNull(s.yearMin),
  withOperator: orNull(s.withOperator),
  provinceCode: orNull(s.provinceCode),
  cityCode: orNull(s.cityCode),
  freeFrom: orNull(s.freeFrom),
  freeTo: orNull(s.freeTo),
  jobDays: orNull(s.jobDays),
  jobHours: orNull(s.jobHours),
  sort: s.sort,
  current: s.current,
};
export type SupplyView = ViewOf<typeof supplyFields>;

/** Rules across fields the server refuses: fixed here so a hand-made address still shows a list. */
function fixSupply(v: SupplyView): SupplyView | null {
  const f = { ...v };
  const reversed = (a: number | string | null, b: number | string | null) => a !== null && b !== null && a > b;
  if (reversed(v.specMin, v.specMax)) Object.assign(f, { specMin: null, specMax: null });
  if (reversed(v.priceMin, v.priceMax) || (!v.rentMode && (v.priceMin !== null || v.priceMax !== null)))
    Object.assign(f, { priceMin: null, priceMax: null });
  if (reversed(v.freeFrom, v.freeTo)) Object.assign(f, { freeFrom: null, freeTo: null });
  if (v.typeCode && v.categoryCode && categoryOfType(v.typeCode)?.code !== v.categoryCode) f.typeCode = null;
  if (v.cityCode && v.provinceCode && v.cityCode.slice(0, 2) !== v.provinceCode.slice(0, 2)) f.cityCode = null;
  if ((v.sort === 'total' && (v.jobDays === null || !v.typeCode)) || (v.sort === 'distance' && !v.provinceCode))
    f.sort = 'publishTime';
  const changed = (Object.keys(v) as (keyof SupplyView)[]).some((k) => f[k] !== v[k]);
  return changed ? f : null;
}

export const supplyList = listView({ path: '/findDevices/listSupply', fields: supplyFields, refine: fixSupply });

const clean = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null && x !== '')) as Record<string, unknown>;

export const supplyQueryOf = (v: SupplyView): SupplyQuery => ({ ...(clean(v) as SupplyQuery), size: 20 });

const placeFields = {
  provinceCode: orNull(s.provinceCode),
  cityCode: orNull(s.cityCode),
  districtCode: orNull(s.districtCode),
  lat: orNull(s.lat),
  lng: orNull(s.lng),
  typeCode: orNull(s.typeCode),
  current: s.current,
};
export type PlaceView = ViewOf<typeof placeFields>;

export const supplyPlaceList = listView({
  path: '/findDevices/listSupply-address',
  fields: placeFields,
  // A site needs both coordinates; one alone is dropped.
  refine: (v) => ((v.lat === null) !== (v.lng === null) ? { ...v, lat: null, lng: null } : null),
});

/** Nearest first once there is a place to measure from (a site, or a province / city). */
export const placeQueryOf = (v: PlaceView): SupplyQuery => {
  const q = clean(v) as SupplyQuery;
  const origin = (v.lat !== null && v.lng !== null) || v.provinceCode !== null;
  return { ...q, size: 20, sort: origin ? 'distance' : 'publishTime' };
};

export const newsView = listView({
  path: '/findDevices/findDevices-news-list',
  fields: { moduleCode: withDefault(z.enum(NEWS_MODULES), 'industry'), id: orNull(id), current: s.current },
});
export type NewsView = typeof newsView.defaults;

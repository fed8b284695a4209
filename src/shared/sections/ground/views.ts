// The URL views of the ground pages (see list-view.ts). The map keeps the spec's `page` JSON
// ({size, current, total, companyName, address}; total is echoed and ignored) and beside it the
// other filters, the viewport (bbox), the pinned project site and the sort; the price map its
// material; the reports their filters and the opened report.
import { id, z } from '../../../api/define';
import { groundQuery, type GroundQuery } from '../../../api/ground';
import { GROUND_PAGE_SIZE } from '../../../api/ground-dicts';
import { pricedMaterial, reportQuery, type ReportQuery } from '../../../api/ground-reports';
import { listView, orNull, withDefault, type ViewOf } from '../../list-view';

const g = groundQuery.shape;
const mapFields = {
  size: withDefault(z.pipe(g.size, z.number()), GROUND_PAGE_SIZE),
  current: g.current,
  total: withDefault(z.number(), 0),
  companyName: withDefault(g.companyName, ''),
  address: withDefault(g.address, ''),
  provinceCode: orNull(g.provinceCode),
  cityCode: orNull(g.cityCode),
  material: orNull(g.material),
  siteType: orNull(g.siteType),
  priceMin: orNull(g.priceMin),
  priceMax: orNull(g.priceMax),
  fresh: orNull(g.fresh),
  bbox: orNull(g.bbox),
  siteLat: orNull(g.siteLat),
  siteLng: orNull(g.siteLng),
  sort: g.sort,
};
export type GroundView = ViewOf<typeof mapFields>;

/** Rules across fields the server refuses, fixed here so a hand-made link still shows a list. */
function fixMap(v: GroundView): GroundView | null {
  const f = { ...v };
  const site = v.siteLat !== null && v.siteLng !== null;
  if (!site) Object.assign(f, { siteLat: null, siteLng: null });
  if (!v.material || (v.priceMin !== null && v.priceMax !== null && v.priceMin > v.priceMax))
    Object.assign(f, { priceMin: null, priceMax: null });
  if (v.cityCode && (!v.provinceCode || v.cityCode.slice(0, 2) !== v.provinceCode.slice(0, 2))) f.cityCode = null;
  if (
    ((v.sort === 'price' || v.sort === 'delivered') && !v.material) ||
    ((v.sort === 'distance' || v.sort === 'delivered') && !site)
  )
    f.sort = 'updated';
  const changed = (Object.keys(v) as (keyof GroundView)[]).some((k) => f[k] !== v[k]);
  return changed ? f : null;
}

export const groundMapList = listView({
  path: '/groundMaterialMap',
  fields: mapFields,
  json: { param: 'page', keys: ['size', 'current', 'total', 'companyName', 'address'] },
  refine: fixMap,
});

const clean = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null && x !== '')) as Record<string, unknown>;

/** The page call of a view (the echoed total is not sent). */
export const groundQueryOf = (v: GroundView): GroundQuery => {
  const { total: _total, ...rest } = v;
  return clean(rest) as GroundQuery;
};

export const priceMapView = listView({
  path: '/materialMap',
  fields: { material: withDefault(pricedMaterial, 'msand') },
});
export type PriceMapView = typeof priceMapView.defaults;

const r = reportQuery.shape;
const reportFields = {
  keyword: withDefault(r.keyword, ''),
  kind: orNull(r.kind),
  material: orNull(r.material),
  provinceCode: orNull(r.provinceCode),
  from: orNull(r.from),
  to: orNull(r.to),
  current: r.current,
  /** The opened report. */
  id: orNull(id),
};
export type ReportView = ViewOf<typeof reportFields>;
export const reportList = listView({
  path: '/researchReport',
  fields: reportFields,
  refine: (v) => (v.from !== null && v.to !== null && v.from > v.to ? { ...v, from: null, to: null } : null),
});
export const reportQueryOf = (v: ReportView): ReportQuery => {
  const { id: _id, ...rest } = v;
  return { ...(clean(rest) as ReportQuery), size: 10 };
};

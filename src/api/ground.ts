// The ground-material map (地材地图): supplier points by viewport (bbox) with their offers and,
// once a project site is pinned, each offer's delivered price (到场价); the map's clusters for a
// viewport and zoom; one supplier's detail (contact masked for visitors); the owner's price
// update. Prices by region and the research reports: ./ground-reports. Dictionaries: ./ground-dicts.
import { get, id, int, numeric, page, paging, post, str, text, yesNo, z } from './define';
import { GROUND_MATERIALS, GROUND_PAGE_SIZE, GROUND_SORTS, SITE_TYPES } from './ground-dicts';
import { contact, decimal, opt, regionCode } from './fields';

const BBOX_RE = /^-?\d{1,3}(\.\d{1,6})?(,-?\d{1,3}(\.\d{1,6})?){3}$/;
/** A viewport 'west,south,east,north' in degrees (WGS-84): west < east, south < north. */
export const bbox = str(z.regex(BBOX_RE, { message: '应为“西,南,东,北”四个经纬度' })).check(
  z.refine(
    (s) => {
      const [w, s2, e, n] = s.split(',').map(Number);
      return w >= -180 && e <= 180 && s2 >= -90 && n <= 90 && w <= e && s2 <= n;
    },
    { message: '经纬度超出范围或西大于东、南大于北' },
  ),
);
export const parseBbox = (s: string) => s.split(',').map(Number) as [number, number, number, number];
export const materialCode = z.enum(GROUND_MATERIALS.map((m) => m.code) as [string, ...string[]]);
export const siteType = z.enum(SITE_TYPES.map((t) => t.code) as [string, ...string[]]);
const latitude = numeric.check(z.minimum(3), z.maximum(54));
const longitude = numeric.check(z.minimum(73), z.maximum(136));

export const groundFilters = {
  companyName: text(50),
  /** The address contains it (province, city, county or street). */
  address: text(50),
  provinceCode: opt(regionCode),
  cityCode: opt(regionCode),
  material: opt(materialCode),
  siteType: opt(siteType),
  /** The chosen material's ex-works price in its own unit (needs material). */
  priceMin: opt(decimal(0, 100_000)),
  priceMax: opt(decimal(0, 100_000)),
  /** Only prices updated within 30 days. */
  fresh: opt(yesNo),
  bbox: opt(bbox),
};
export const groundFilterSchema = z.object(groundFilters);
export type GroundFilters = z.input<typeof groundFilterSchema>;

export const groundQuery = z.object({
  ...paging(GROUND_PAGE_SIZE),
  /** Echoed page state in the spec's query; ignored. */
  total: opt(int(0, 2_147_483_647)),
  ...groundFilters,
  /** The project site (到场价 and distance are measured from it). */
  siteLat: opt(latitude),
  siteLng: opt(longitude),
  sort: z._default(z.enum(GROUND_SORTS), 'updated'),
});
export type GroundQuery = z.input<typeof groundQuery>;

const deliveredShape = z.object({ distanceKm: z.number(), perTon: z.number(), perCubic: z.number() });
export const groundOffer = z.object({
  id: z.number(),
  materialCode: z.string(),
  name: z.string(),
  unit: z.enum(['t', 'm3']),
  unitName: z.string(),
  price: z.number(),
  tonPerCubic: z.number(),
  /** ISO instant. */
  updatedAt: z.string(),
  fresh: z.boolean(),
  delivered: z.nullable(deliveredShape),
});
export type GroundOffer = z.infer<typeof groundOffer>;

export const groundCard = z.object({
  id: z.number(),
  companyName: z.string(),
  siteType: z.string(),
  siteTypeName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  verified: z.boolean(),
  freight: z.number(),
  delivery: z.array(z.string()),
  priceUpdatedAt: z.string(),
  fresh: z.boolean(),
  distanceKm: z.nullable(z.number()),
  offers: z.array(groundOffer),
});
export type GroundCard = z.infer<typeof groundCard>;

export const groundDetail = z.object({
  ...groundCard.shape,
  capacity: z.number(),
  capacityUnit: z.string(),
  licences: z.array(z.string()),
  description: z.string(),
  contact,
  views: z.number(),
  mine: z.boolean(),
});
export type GroundDetail = z.infer<typeof groundDetail>;

export const clusterQuery = z.object({ ...groundFilters, bbox, zoom: int(2, 18) });
const cluster = z.object({
  lng: z.number(),
  lat: z.number(),
  count: z.number(),
  /** A single point: its site id; a cluster: null. */
  id: z.nullable(z.number()),
  /** The zoom at which a cluster falls apart (clicking zooms there). */
  expansionZoom: z.nullable(z.number()),
});
export type GroundCluster = z.infer<typeof cluster>;

export const ground = {
  page: post('/api/ground-service/site/page', groundQuery, page(groundCard), 'optional'),
  clusters: get(
    '/api/ground-service/site/clusters',
    clusterQuery,
    z.object({ clusters: z.array(cluster), total: z.number() }),
    'optional',
  ),
  detail: get(
    '/api/ground-service/site/detail',
    z.object({ id, siteLat: opt(latitude), siteLng: opt(longitude) }),
    groundDetail,
    'optional',
  ),
  /** The map's optional tile layer (a proxy URL and the tiles' coordinate system), null: outlines only. */
  mapConfig: get(
    '/api/ground-service/map/config',
    z.object({}),
    z.object({
      tiles: z.nullable(z.object({ url: z.string(), crs: z.enum(['gcj02', 'wgs84']), attribution: z.string() })),
    }),
    'none',
  ),
  updatePrice: post(
    '/api/ground-service/offer/price',
    z.object({ offerId: id, price: decimal(1, 100_000) }),
    groundOffer,
    'active',
  ),
};

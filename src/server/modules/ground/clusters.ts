// The map's clusters (supercluster): one index per filter set (the viewport aside), built from
// the matching points and kept a minute (at most 32 sets; a price update clears them), then
// asked for the viewport at a zoom. A cluster answers its count and the zoom it falls apart at.
import Supercluster from 'supercluster';
import type { z } from '../../../api/define';
import { parseBbox, type clusterQuery, type GroundCluster } from '../../../api/ground';
import type { Db } from '../../db';
import { checkFilters, filtered } from './lists';

type Query = z.output<typeof clusterQuery>;
type Index = { at: number; index: Supercluster<{ id: number }>; total: number };

const KEEP_MS = 60_000;
const MAX_SETS = 32;
/** Per database (a test process holds several), the recent indexes by filter set. */
const caches = new WeakMap<Db, Map<string, Promise<Index>>>();
const cacheOf = (db: Db) => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
};

/** Forget the database's indexes (after a write that moves or reprices a point). */
export const clearClusters = (db: Db) => cacheOf(db).clear();

async function build(db: Db, q: Query, nowMs: number): Promise<Index> {
  const rows = await filtered(db, { ...q, bbox: undefined }, nowMs)
    .select(['l.site_id as id', 'l.lng', 'l.lat'])
    .execute();
  const index = new Supercluster<{ id: number }>({ radius: 60, maxZoom: 16, minPoints: 3 });
  index.load(
    rows.map((r) => ({
      type: 'Feature',
      properties: { id: r.id },
      geometry: { type: 'Point', coordinates: [Number(r.lng), Number(r.lat)] },
    })),
  );
  return { at: Date.now(), index, total: rows.length };
}

export async function clusters(db: Db, q: Query, nowMs: number): Promise<{ clusters: GroundCluster[]; total: number }> {
  checkFilters(q);
  const { bbox, zoom, ...filters } = q;
  const key = JSON.stringify(filters);
  const cache = cacheOf(db);
  let hit = cache.get(key);
  if (hit && Date.now() - (await hit).at > KEEP_MS) hit = undefined;
  if (!hit) {
    if (cache.size >= MAX_SETS) cache.delete(cache.keys().next().value!);
    hit = build(db, q, nowMs);
    cache.set(key, hit);
    hit.catch(() => cache.delete(key));
  }
  const { index, total } = await hit;
  const features = index.getClusters(parseBbox(bbox), zoom);
  return {
    total,
    clusters: features.map((f) => {
      const [lng, lat] = f.geometry.coordinates;
      const p = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };
      return p.cluster
        ? {
            lng,
            lat,
            count: p.point_count!,
            id: null,
            expansionZoom: Math.min(18, index.getClusterExpansionZoom(p.cluster_id!)),
          }
        : { lng, lat, count: 1, id: p.id!, expansionZoom: null };
    }),
  };
}

// npx tsx scripts/bench-ground.ts [--points 50000] [--rounds 400] [--url sqlite:/tmp/bench-ground.db]
// Seeds a fresh database with the region list, the price history and --points supplier points
// (the ground seed's own builders), then times the map list's viewport query — the page of 5 in
// a random viewport at zooms 5–11 (a province down to a county), with and without a material
// filter — and prints p50 / p95 / max; also the cluster index build and a clusters answer.
// Timings on a busy machine are indicative only.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from '../src/api/define';
import { clusterQuery, groundQuery } from '../src/api/ground';
import { createDb, migrate } from '../src/server/db';
import { regionList, regionTree } from '../src/server/db/seed/region-data';
import { marketRng } from '../src/server/db/seed/market';
import { insertBatched } from '../src/server/db/seed/util';
import { clusters } from '../src/server/modules/ground/clusters';
import { buildPrices } from '../src/server/modules/ground/seed/prices';
import { buildSites } from '../src/server/modules/ground/seed/sites';
import { sitePage } from '../src/server/modules/ground/lists';
import { listingRows } from '../src/server/modules/ground/listing-rows';

const { values } = parseArgs({
  options: {
    points: { type: 'string', default: '50000' },
    rounds: { type: 'string', default: '400' },
    url: { type: 'string', default: 'sqlite:/tmp/bench-ground.db' },
  },
});
const points = Number(values.points);
const rounds = Number(values.rounds);
if (values.url.startsWith('sqlite:'))
  for (const s of ['', '-wal', '-shm']) rmSync(values.url.slice(7) + s, { force: true });

const db = createDb(values.url);
await migrate(db);
const now = Date.now();
const t0 = performance.now();
await insertBatched(db, 'region', await regionList());
const tree = regionTree();
const r = marketRng(11_001_100, now);
const { series, rows } = buildPrices(
  r,
  now,
  tree.filter((x) => x.level === 1).map((p) => p.code),
);
await insertBatched(db, 'ground_price_week', rows);
const { sites, offers } = buildSites(r, now, {
  count: points,
  tree,
  series,
  owner: { id: 0, name: '基准测试企业有限公司' },
});
await insertBatched(
  db,
  'ground_site',
  sites.map((s) => ({ ...s, company_id: null })),
);
await insertBatched(db, 'ground_offer', offers);
// the list reads this narrow copy of the listed points and their offers (migration 2100)
await insertBatched(db, 'ground_listing', listingRows(sites, offers));
console.log(
  `seeded ${points} points, ${offers.length} offers, ${rows.length} weekly prices in ${Math.round(performance.now() - t0)} ms`,
);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const viewport = () => {
  const zoom = 5 + Math.floor(Math.random() * 7);
  const span = 360 / 2 ** zoom;
  const s = sites[Math.floor(Math.random() * sites.length)];
  const w = Number(s.lng) - span * 0.75;
  const south = Number(s.lat) - span * 0.4;
  return { bbox: [w, south, w + span * 1.5, south + span * 0.8].map((x) => x.toFixed(3)).join(','), zoom };
};

async function time(label: string, make: () => object) {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const q = z.parse(groundQuery, make());
    const t = performance.now();
    await sitePage(db, q, now);
    ms.push(performance.now() - t);
  }
  console.log(
    `${label}: p50 ${pct(ms, 50).toFixed(2)} ms, p95 ${pct(ms, 95).toFixed(2)} ms, ` +
      `max ${Math.max(...ms).toFixed(2)} ms (${rounds} queries)`,
  );
}

await time('bbox page of 5', () => ({ bbox: viewport().bbox }));
await time('bbox + material + fresh', () => ({ bbox: viewport().bbox, material: 'msand', fresh: true }));
await time('bbox + 到场价 sort', () => {
  const v = viewport();
  const [w, s, e, n] = v.bbox.split(',').map(Number);
  return {
    bbox: v.bbox,
    material: 'c30',
    sort: 'delivered',
    siteLng: Math.min(136, Math.max(73, (w + e) / 2)),
    siteLat: Math.min(54, Math.max(3, (s + n) / 2)),
  };
});
const tb = performance.now();
await clusters(db, z.parse(clusterQuery, { bbox: '73,18,135,54', zoom: 4 }), now);
console.log(`cluster index over ${points} points built and answered in ${Math.round(performance.now() - tb)} ms`);
await db.destroy();

// npm run bench:sections: each section's main list call at ten times the default seeded volume
// (--scale 20000 by default: the mall's 2,000 goods × 10, and every section's rows scaled with
// it), timed in process (Fastify inject: validation, query, envelope; no network), a few typical
// requests each, 3 warm-up rounds and 30 timed. Prints p50 / p95 per section against the 20 ms
// target. SQLite by default (data/bench-sections-<scale>.db, seeded on the first run);
// DATABASE_URL=postgres://… for PostgreSQL.
//   npm run bench:sections -- --scale 20000 [--reseed]
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Call } from '../src/api/define';
import { devices, finance, ground, inquiry, labor, project, sc, siteSearch, taoci, tender } from '../src/api';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDb, dialectOf, migrate } from '../src/server/db';
import { isEmpty, seed, seededCounts } from '../src/server/db/seed';
import { clearSeededData } from '../src/server/db/seed/reset';
import { pct } from './bench-library';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '20000' }, reseed: { type: 'boolean', default: false } },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 100 || scale > 200_000)
  throw new Error('--scale 应为 100 到 200000 之间的整数');
const url = process.env.DATABASE_URL || `sqlite:data/bench-sections-${scale}.db`;
const TARGET_MS = 20;
/** Pads to a display width (a CJK character takes two columns). */
const pad = (s: string, w: number) =>
  s + ' '.repeat(Math.max(0, w - [...s].reduce((n, c) => n + (c.charCodeAt(0) > 255 ? 2 : 1), 0)));

/** [section, call, typical inputs]. */
const LISTS: [string, Call, object[]][] = [
  ['询价大厅', inquiry.page, [{}, { keyword: '钢' }, { status: '1', sort: 'deadline' }]],
  ['招标列表', tender.page, [{}, { keyword: '工程' }, { typeCode: '1' }]],
  ['设备出租', devices.page, [{}, { keyword: '挖掘机' }, { categoryCode: '1' }]],
  ['招工', labor.recruitPage, [{}, { keyword: '钢筋' }]],
  ['项目', project.page, [{}, { keyword: '工程' }]],
  ['金融产品', finance.page, [{}, { keyword: '贷' }]],
  ['地材供应点', ground.page, [{}, { companyName: '砂' }, { material: 'msand' }]],
  ['陶瓷店铺瓷砖', taoci.shop, [{ sort: 'sales' }, { sort: 'priceAsc' }, { sort: 'newest' }]],
  ['sc 招标搜索', sc.searchPage, [{}, { keyword: '工程' }]],
  // The portal-wide search asks every kind's part at once (goods, shops, inquiries … help, news).
  ['全站搜索建议', siteSearch.suggest, [{ q: '钢' }, { q: '挖掘机' }, { q: '瓷砖' }]],
  ['全站搜索结果', siteSearch.page, [{ q: '钢' }, { q: '砂石' }, { q: '发票' }, { q: '钢', kind: 'shop' }]],
];

const dialect = dialectOf(url);
if (dialect === 'sqlite') mkdirSync('data', { recursive: true });
const db = createDb(url);
await migrate(db);
const { n } = await db
  .selectFrom('goods')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
if (Number(n) === seededCounts(scale).goods && !values.reseed) console.log(`复用数据库 ${url}（规模 ${scale}）`);
else {
  if (!(await isEmpty(db))) await clearSeededData(db);
  const t0 = performance.now();
  await seed(db, { scale, now: Math.floor(Date.now() / 86_400_000) * 86_400_000 });
  console.log(`已填充 ${url}：规模 ${scale}，用时 ${((performance.now() - t0) / 1000).toFixed(1)} 秒`);
}
// The ceramic list is a shop's tiles: the shop with the most.
const shop = await db
  .selectFrom('taoci_tile')
  .innerJoin('goods', 'goods.id', 'taoci_tile.goods_id')
  .select(['goods.shop_id as id', (eb) => eb.fn.countAll<number>().as('n')])
  .groupBy('goods.shop_id')
  .orderBy('n', 'desc')
  .executeTakeFirstOrThrow();
for (const [, c, inputs] of LISTS)
  if (c === taoci.shop) for (const input of inputs) Object.assign(input, { id: shop.id });
const config = loadConfig({
  DATABASE_URL: url,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  SEED_ON_EMPTY: 'false',
  EXPENSIVE_CONCURRENCY: '64',
  EXPENSIVE_CLIENT_SHARE: '1',
  EXPENSIVE_CLIENT_RATE: '0',
  EXPENSIVE_TARGET_MS: '60000',
  EXPENSIVE_SHARE: '1',
});
const app = await buildApp(config, { db, serveStatic: false });

async function once(c: Call, input: object): Promise<number> {
  const flat = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const t0 = performance.now();
  const res = await app.inject(
    c.method === 'GET'
      ? { method: 'GET', url: `${c.path}?${new URLSearchParams(flat)}` }
      : { method: 'POST', url: c.path, payload: input },
  );
  const t = performance.now() - t0;
  if (res.statusCode !== 200)
    throw new Error(`${c.path} ${JSON.stringify(input)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return t;
}

console.log(`\n各栏目主列表（${dialect}，规模 ${scale}，进程内，每个请求预热 3 次、计时 30 次）`);
console.log(`${pad('section', 14)}    p50     p95`);
let worst = 0;
try {
  for (const [name, c, inputs] of LISTS) {
    const times: number[] = [];
    for (const input of inputs) {
      for (let i = 0; i < 33; i++) {
        const t = await once(c, input);
        if (i >= 3) times.push(t);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `${pad(name, 14)} ${pct(times, 50).toFixed(1).padStart(6)} ${p95.toFixed(1).padStart(7)}${p95 > TARGET_MS ? '  ✗' : ''}`,
    );
  }
} finally {
  await app.close();
}
console.log(
  `\n结论：${dialect}，规模 ${scale}，各栏目主列表 p95 最高 ${worst.toFixed(1)} ms（目标 ≤ ${TARGET_MS} ms）`,
);
if (worst > TARGET_MS) process.exitCode = 1;

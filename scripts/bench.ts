// npm run bench [-- --goods 100000 --duration 5 --connections 10 --rounds 30 --reseed --no-library]
// 1. Seeds DATABASE_URL (default sqlite:data/bench-<goods>.db) with --goods goods, or reuses it
//    when it already holds exactly that many.
// 2. Builds the search index (time, memory), rebuilds it after a goods write (time, and the
//    longest the event loop was held), and answers search-box suggestions (server time) and the
//    portal-wide suggestions (every section's listings, loopback HTTP).
// 3. Latency: the query set through POST /api/rs-product-service/product/page over loopback
//    HTTP with the page cache OFF: p50/p95/max per query and the p95 over the whole set.
// 4. The same text queries in process through our index and through MiniSearch (p95, memory,
//    recall against the substring truth).
// 5. Throughput: autocannon (a separate process) for a bare Fastify JSON route and the goods
//    page cycling through the query set (page cache on, as served, and off); the ratios. For
//    scale, the same answers with no search at all (each query's answer made once, then sent
//    as the goods page sends it): the ceiling the transport alone leaves the page.
// Each run's figures are kept in data/bench-results.json; a run prints the growth against the
// other scale's run on the same dialect (run 100000, then 1000000).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { goodsQuery, product, type GoodsPage } from '../src/api/product';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDb, dialectOf, migrate } from '../src/server/db';
import { isEmpty, seed, seededCounts } from '../src/server/db/seed';
import { clearSeededData } from '../src/server/db/seed/reset';
import { goodsPage } from '../src/server/modules/product/goods-page';
import { cacheFor, cachedRoute } from '../src/server/modules/product/page-cache';
import type { GoodsIndex } from '../src/server/modules/product/goods-index';
import { reindexGoods } from '../src/server/floor/goods-change';
import { goodsIndex } from '../src/server/modules/product/store';
import { compareWithLibrary, memoryInUse, pct } from './bench-library';
import { siteSuggestions, suggestions } from './bench-suggest';
import { QUERIES } from './goods-queries';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '30' },
    reseed: { type: 'boolean', default: false },
    /** Skip the library comparison (minutes at a million goods); its last figures are kept. */
    'no-library': { type: 'boolean', default: false },
  },
});
const num = (name: keyof typeof values, min: number, max: number): number => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} 应为 ${min} 到 ${max} 之间的整数`);
  return n;
};
const goods = num('goods', 1, 2_000_000);
const duration = num('duration', 1, 60);
const connections = num('connections', 1, 200);
const rounds = num('rounds', 1, 1000);
const url = process.env.DATABASE_URL || `sqlite:data/bench-${goods}.db`;
const dialect = dialectOf(url);
const ms = (n: number) => n.toFixed(1).padStart(7);
const figures: Record<string, number> = {};

async function prepare() {
  if (dialect === 'sqlite') mkdirSync('data', { recursive: true });
  const db = createDb(url);
  await migrate(db);
  const { n } = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) === seededCounts(goods).goods && !values.reseed) {
    console.log(`复用数据库 ${url}（商品 ${goods} 条）`);
  } else {
    if (!(await isEmpty(db))) await clearSeededData(db);
    const t0 = performance.now();
    // A fixed clock (the start of today, UTC): a reseed the same day gives the same rows.
    await seed(db, { scale: goods, now: Math.floor(Date.now() / 86_400_000) * 86_400_000 });
    console.log(`已填充 ${url}：商品 ${goods} 条，用时 ${((performance.now() - t0) / 1000).toFixed(1)} 秒`);
  }
  // What autovacuum does shortly after a bulk load: visibility map and statistics.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  return db;
}

async function latency(base: string) {
  console.log(`\n搜索延迟（页面缓存关闭，每个查询 ${rounds} 次，回环 HTTP，含卡片读取）`);
  console.log(`${'query'.padEnd(24)}    p50     p95     max   total`);
  const all: number[] = [];
  for (const [label, q] of QUERIES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds + 3; i++) {
      const t0 = performance.now();
      // identity: time the search, not response compression.
      const res = await fetch(base + product.goodsPage.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body: JSON.stringify(q),
      });
      const body = (await res.json()) as { code: number; data: { total: number } };
      const t = performance.now() - t0;
      if (body.code !== 200) throw new Error(`${label}: ${JSON.stringify(body)}`);
      total = body.data.total;
      if (i >= 3) times.push(t); // the first three warm the statement caches
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${label.padEnd(24)} ${ms(pct(times, 50))} ${ms(pct(times, 95))} ${ms(times.at(-1)!)} ${String(total).padStart(7)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${'overall'.padEnd(24)} ${ms(pct(all, 50))} ${ms(pct(all, 95))} ${ms(all.at(-1)!)}   (目标 p95 ≤ 10 ms)`,
  );
  return pct(all, 95);
}

async function rebuildAfterWrite(db: Awaited<ReturnType<typeof prepare>>, goodsId: number) {
  await reindexGoods(db, [goodsId]);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 50)); // the monitor's first ticks (a delay is measured between two)
  const t0 = performance.now();
  await goodsIndex(db);
  const seconds = (performance.now() - t0) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 50)); // the held tick is recorded when the loop turns again
  delay.disable();
  console.log(
    `\n一次商品写入后重建索引：${seconds.toFixed(1)} 秒，其间事件循环最长一次阻塞 ${(delay.max / 1e9).toFixed(2)} 秒（其他页面照常应答）`,
  );
  Object.assign(figures, { 'rebuild after a write s': seconds, 'event loop held s': delay.max / 1e9 });
}

interface Load {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(target: string, requests: object[]): Promise<Load> {
  const opts = JSON.stringify({ url: target, connections, duration, requests });
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/bench-load.mjs', opts], {
    timeout: (duration + 30) * 1000,
  });
  const r = JSON.parse(stdout) as Load;
  if (r.errors > 0 || r.non2xx > 0) throw new Error(`负载测试出错：${stdout}`);
  return r;
}

function library(ix: GoodsIndex, ours: { buildSeconds: number; memoryMb: number }) {
  console.log(`\n同一批文本查询，进程内（无 HTTP）：我们的索引与 MiniSearch`);
  console.log(`${'engine'.padEnd(36)} build s  memory MB    p50 ms    p95 ms   recall`);
  for (const f of compareWithLibrary(ix, ours, QUERIES, rounds)) {
    console.log(
      [
        f.name.padEnd(36),
        f.buildSeconds.toFixed(1).padStart(7),
        f.memoryMb.toFixed(0).padStart(10),
        f.p50.toFixed(2).padStart(9),
        f.p95.toFixed(2).padStart(9),
        `${(f.recall * 100).toFixed(1).padStart(7)}%`,
      ].join(' '),
    );
    const key = f.name.startsWith('ours') ? 'ours' : 'MiniSearch';
    Object.assign(figures, {
      [`${key} p95 ms`]: f.p95,
      [`${key} memory MB`]: f.memoryMb,
      [`${key} recall %`]: f.recall * 100,
    });
  }
}

function growth() {
  const file = 'data/bench-results.json';
  const all = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<
    string,
    Record<string, number>
  >;
  // A run without the library keeps the library figures of the last run at this scale.
  all[`${dialect}:${goods}`] = { ...all[`${dialect}:${goods}`], ...figures };
  mkdirSync('data', { recursive: true });
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  const other = Object.keys(all).find((k) => k.startsWith(`${dialect}:`) && k !== `${dialect}:${goods}`);
  if (!other) return console.log(`\n（再以另一规模运行一次，即打印 ${dialect} 上的增长对比）`);
  const current = all[`${dialect}:${goods}`];
  const [small, large] = Number(other.split(':')[1]) < goods ? [all[other], current] : [current, all[other]];
  const [a, b] = [Number(other.split(':')[1]), goods].sort((x, y) => x - y);
  console.log(`\n增长（${dialect}，${a} → ${b} 商品）`);
  for (const key of Object.keys(current)) {
    if (!(key in small) || !(key in large)) continue;
    console.log(
      `${key.padEnd(28)} ${small[key].toFixed(2).padStart(10)} → ${large[key].toFixed(2).padStart(10)}` +
        `   ×${(large[key] / small[key]).toFixed(2)}`,
    );
  }
}

const db = await prepare();
// The expensive-work gate would shed the cache-off load with 503s; open it: this measures raw searching.
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
// A reference: a trivial JSON route behind the app's own plugins (helmet, compress, logger).
app.post('/bench/noop', async () => ({ code: 200, success: true, data: { ok: true }, msg: '操作成功' }));
// The ceiling: the goods page's own answers, made once, sent as the goods page sends them
// (validation, envelope, serializing, compression; the page cache is off while it runs).
const answers = new Map<string, GoodsPage>();
cachedRoute(app, { ...product.goodsPage, path: '/bench/answered' }, async (input) =>
  answers.get(JSON.stringify(input))!,
);
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 200, success: true, data: { ok: true }, msg: '操作成功' }));
try {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });
  const before = memoryInUse();
  const t0 = performance.now();
  const ix = await goodsIndex(db);
  const ours = { buildSeconds: (performance.now() - t0) / 1000, memoryMb: (memoryInUse() - before) / 1e6 };
  console.log(
    `\n索引：${ix.n} 件商品，${ix.names.length} 个不同名称，${ix.groups} 个分组；载入并建立 ${ours.buildSeconds.toFixed(1)} 秒，内存 ${ours.memoryMb.toFixed(0)} MB`,
  );
  Object.assign(figures, { 'index build s': ours.buildSeconds, 'index memory MB': ours.memoryMb });
  figures['suggest p95 ms'] = await suggestions(db);
  figures['site suggest p95 ms'] = await siteSuggestions(base);

  const cache = cacheFor(db);
  cache.enabled = false;
  figures['search p95 ms (HTTP)'] = await latency(base);

  if (!values['no-library']) library(ix, ours);

  console.log(`\n吞吐量（autocannon，${connections} 个连接，每项 ${duration} 秒，127.0.0.1）`);
  // What a browser sends (it accepts compressed answers).
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const goodsRequests = QUERIES.map(([, q]) => ({
    method: 'POST',
    path: product.goodsPage.path,
    headers,
    body: JSON.stringify(q),
  }));
  const row = (label: string, r: Load) =>
    console.log(
      `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.total} 次)`,
    );
  const bareLoad = await load(`${bareBase}/bare`, [
    { method: 'GET', headers: { 'accept-encoding': headers['accept-encoding'] } },
  ]);
  row('bare Fastify JSON route', bareLoad);
  cache.enabled = true;
  // Steady state: each query's answer computed once, as after the first visitors.
  for (const r of goodsRequests) await fetch(base + r.path, { method: 'POST', headers: r.headers, body: r.body });
  const cached = await load(base, goodsRequests);
  row('goods page (as served, page cache on)', cached);
  cache.enabled = false;
  const uncached = await load(base, goodsRequests);
  row('goods page (page cache off)', uncached);
  const noop = await load(`${base}/bench/noop`, [{ method: 'POST', headers, body: '{}' }]);
  row('trivial route inside the app', noop);
  for (const [, q] of QUERIES) {
    const input = goodsQuery.parse(q);
    answers.set(JSON.stringify(input), goodsPage(await goodsIndex(db), input, Date.now()));
  }
  const answered = await load(
    base,
    goodsRequests.map((r) => ({ ...r, path: '/bench/answered' })),
  );
  row('same answers, no search (ceiling)', answered);
  const ratio = uncached.rps / bareLoad.rps;
  console.log(
    `\n比值 goods page / bare：缓存关闭 ${ratio.toFixed(3)}（目标 ≥ 0.1），缓存开启 ${(cached.rps / bareLoad.rps).toFixed(2)}`,
  );
  console.log(
    `参考：应用内空路由 / bare = ${(noop.rps / bareLoad.rps).toFixed(2)}；不搜索、只发送同样答案 / bare = ${(answered.rps / bareLoad.rps).toFixed(3)}（上限）`,
  );
  Object.assign(figures, {
    'uncached req/s': uncached.rps,
    'bare req/s': bareLoad.rps,
    'uncached / bare': ratio,
    'no-search ceiling / bare': answered.rps / bareLoad.rps,
  });
  // Last: the rebuild's garbage would weigh on the figures above.
  await rebuildAfterWrite(db, ix.id[0]);
  console.log(
    `结论：${dialect}，商品 ${goods} 条，搜索 p95 ${figures['search p95 ms (HTTP)'].toFixed(1)} ms，缓存关闭比值 ${ratio.toFixed(3)}`,
  );
  growth();
} finally {
  await bare.close();
  await app.close();
  await db.destroy();
}

// npm run bench [-- --scale 100000 --duration 5 --connections 10 --rounds 30 --reseed]
// 1. Seeds DATABASE_URL (default sqlite:data/bench-<scale>.db) with --scale goods, or reuses it
//    when it already holds exactly that many.
// 2. Latency: a fixed query set through POST /api/rs-product-service/product/page over
//    loopback HTTP, with the page cache OFF (every request searches the database): p50/p95/max
//    per query and overall p95.
// 3. Throughput: autocannon (a separate process) against 127.0.0.1 for a bounded duration with
//    fixed connections and a browser's Accept-Encoding: the goods page cycling through the
//    query set (cache on, as served, and off), and a bare Fastify JSON route in the same run;
//    prints the ratio.
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { product } from '../src/api/product';
import { QUERIES } from './goods-queries';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDb, dialectOf, migrate } from '../src/server/db';
import { isEmpty, seed } from '../src/server/db/seed';
import { clearSeededData } from '../src/server/db/seed/reset';
import { cacheFor } from '../src/server/modules/product/page-cache';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '30' },
    reseed: { type: 'boolean', default: false },
  },
});
const num = (name: keyof typeof values, min: number, max: number): number => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} 应为 ${min} 到 ${max} 之间的整数`);
  return n;
};
const scale = num('scale', 1, 1_000_000);
const duration = num('duration', 1, 60);
const connections = num('connections', 1, 200);
const rounds = num('rounds', 1, 1000);
const url = process.env.DATABASE_URL || `sqlite:data/bench-${scale}.db`;


const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => n.toFixed(1).padStart(7);

async function prepare() {
  const db = createDb(url);
  await migrate(db);
  const { n } = await db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) === scale && !values.reseed) {
    console.log(`复用数据库 ${url}（商品 ${scale} 条）`);
  } else {
    if (!(await isEmpty(db))) await clearSeededData(db);
    const t0 = performance.now();
    // A fixed clock (the start of today, UTC): a reseed the same day gives the same rows.
    await seed(db, { scale, now: Math.floor(Date.now() / 86_400_000) * 86_400_000 });
    console.log(`已填充 ${url}：商品 ${scale} 条，用时 ${((performance.now() - t0) / 1000).toFixed(1)} 秒`);
  }
  // What autovacuum does shortly after a bulk load: visibility map and statistics.
  if (dialectOf(url) === 'postgres') await sql`vacuum analyze`.execute(db);
  return db;
}

async function latency(base: string) {
  console.log(`\n搜索延迟（页面缓存关闭，每个查询 ${rounds} 次，回环 HTTP）`);
  console.log(`${'query'.padEnd(22)}    p50     p95     max   total`);
  const all: number[] = [];
  for (const [label, q] of QUERIES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds + 3; i++) {
      const t0 = performance.now();
      // identity: time the search, not response compression.
      const res = await fetch(base + product.goodsPage.path, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: JSON.stringify(q) });
      const body = (await res.json()) as { code: number; data: { total: number } };
      const t = performance.now() - t0;
      if (body.code !== 200) throw new Error(`${label}: ${JSON.stringify(body)}`);
      total = body.data.total;
      if (i >= 3) times.push(t); // the first three warm the statement caches
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(`${label.padEnd(22)} ${ms(pct(times, 50))} ${ms(pct(times, 95))} ${ms(times.at(-1)!)} ${String(total).padStart(7)}`);
  }
  all.sort((a, b) => a - b);
  console.log(`${'overall'.padEnd(22)} ${ms(pct(all, 50))} ${ms(pct(all, 95))} ${ms(all.at(-1)!)}   (目标 p95 ≤ 50 ms)`);
  return pct(all, 95);
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
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/bench-load.mjs', opts], { timeout: (duration + 30) * 1000 });
  const r = JSON.parse(stdout) as Load;
  if (r.errors > 0 || r.non2xx > 0) throw new Error(`负载测试出错：${stdout}`);
  return r;
}

const db = await prepare();
// The expensive-work gate would shed the cache-off load with 503s; open it: this measures raw searching.
const config = loadConfig({ DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'error', SEED_ON_EMPTY: 'false', EXPENSIVE_CONCURRENCY: '64', EXPENSIVE_QUEUE: '1000', EXPENSIVE_SHARE: '1' });
const app = await buildApp(config, { db, serveStatic: false });
// A reference: a trivial JSON route behind the app's own plugins (helmet, compress, logger).
app.post('/bench/noop', async () => ({ code: 200, success: true, data: { ok: true }, msg: '操作成功' }));
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 200, success: true, data: { ok: true }, msg: '操作成功' }));
try {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });
  const cache = cacheFor(db);
  cache.enabled = false;
  const p95 = await latency(base);

  console.log(`\n吞吐量（autocannon，${connections} 个连接，每项 ${duration} 秒，127.0.0.1）`);
  // What a browser sends (it accepts compressed answers).
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const goodsRequests = QUERIES.map(([, q]) => ({ method: 'POST', path: product.goodsPage.path, headers, body: JSON.stringify(q) }));
  const row = (label: string, r: Load) => console.log(`${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.total} 次)`);
  const bareLoad = await load(`${bareBase}/bare`, [{ method: 'GET', headers: { 'accept-encoding': headers['accept-encoding'] } }]);
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
  console.log(`\n比值 goods page / bare = ${(cached.rps / bareLoad.rps).toFixed(2)}（缓存关闭时 ${(uncached.rps / bareLoad.rps).toFixed(3)}；目标 ≥ 0.3）`);
  console.log(`参考：goods page / 应用内空路由 = ${(cached.rps / noop.rps).toFixed(2)}，应用内空路由 / bare = ${(noop.rps / bareLoad.rps).toFixed(2)}`);
  console.log(`结论：${dialectOf(url)}，商品 ${scale} 条，搜索 p95 ${p95.toFixed(1)} ms`);
} finally {
  await bare.close();
  await app.close();
  await db.destroy();
}

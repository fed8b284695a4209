// npm run bench:load: a portal morning against the real server, started as `npm start` starts it
// (main.ts: a primary and one worker per core), on SQLite and PostgreSQL. A realistic mix — the
// calls /home makes, goods searches over many queries, pages, sorts and filters, goods details
// over the whole id range, shop lists and server-rendered pages — from many users (each request
// carries one of USERS addresses in X-Forwarded-For; the server trusts the loopback proxy), at
// 10, 30 and 100 connections: req/s, p50, p99, refusals per kind. Then one client floods
// uncached searches while the others keep to the mix: their p99 and refusals. RSS of the server
// processes, peak and after. Results go to data/bench-load-results.json.
//
//   npm run bench:load                                   # both dialects, 100,000 goods, 20 s per run
//   npm run bench:load -- --scale 20000 --seconds 5 --dialect sqlite
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load -- --dialect postgres
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { cms } from '../src/api/cms';
import { product, type GoodsQuery } from '../src/api/product';
import { system } from '../src/api/system';
import { pagePaths, pageLinks } from '../src/api/paths';
import { createDb, migrate, type Dialect } from '../src/server/db';
import { seed } from '../src/server/db/seed';
import { QUERIES } from './goods-queries';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10,30,100' },
    dialect: { type: 'string', default: 'sqlite,postgres' },
    workers: { type: 'string', default: String(availableParallelism()) },
    port: { type: 'string', default: '3390' },
    'flood-connections': { type: 'string', default: '8' },
  },
});
const SCALE = Number(args.scale);
const SECONDS = Number(args.seconds);
const PORT = Number(args.port);
const USERS = 1000;
const FLOODER = '203.0.113.66';
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Kind = 'home' | 'search' | 'detail' | 'shop' | 'page';
interface Req {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}
const get = (kind: Kind, path: string, q: Record<string, string | number> = {}): Req => {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  return { kind, method: 'GET', path: qs ? `${path}?${qs}` : path };
};
const post = (kind: Kind, path: string, body: object): Req => ({ kind, method: 'POST', path, body: JSON.stringify(body) });

const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)];
const SORTS = ['default', 'priceAsc', 'priceDesc', 'sales'] as const;

/** One request of the morning mix (weights per 100: home calls 30, searches 30, details 20, shops 8, pages 12). */
function mixRequest(): Req {
  const r = rnd(100);
  if (r < 30) {
    return pick([
      get('home', system.siteConfig.path),
      get('home', product.categoryTree.path),
      get('home', cms.bannerList.path, { position: '01' }),
      get('home', cms.bannerList.path, { position: '03' }),
      get('home', cms.newsList.path, { moduleCode: 'platform', current: 1, size: 5 }),
      get('home', product.recommend.path, { size: 10 }),
      get('home', product.selfProducts.path, { size: 10 }),
    ]);
  }
  if (r < 60) {
    // Half the searches are the popular first pages (the page cache answers many), half the long tail.
    const [, q] = pick(QUERIES);
    const query: GoodsQuery = r < 45 ? { ...q } : { ...q, current: 1 + rnd(5), size: pick([20, 40]), sort: pick(SORTS) };
    return post('search', (r % 7 === 0 ? product.selfGoodsPage : product.goodsPage).path, query);
  }
  if (r < 80) return get('detail', product.goodsDetail.path, { id: 1 + rnd(SCALE) });
  if (r < 88) return r < 85 ? post('shop', product.shopPage.path, { current: 1 + rnd(10), size: 10 }) : get('shop', product.shopDetail.path, { id: 1 + rnd(Math.max(50, Math.min(1000, Math.floor(SCALE / 20)))) });
  return pick([
    get('page', pagePaths.home),
    get('page', '/moreGoods', { keyword: pick(['钢筋', '水泥', '瓷砖', 'PVC']) }),
    get('page', pageLinks.goodsDetail(1 + rnd(SCALE))),
    get('page', '/shopList'),
  ]);
}

/** The flood: uncached searches (the query set with varying page size and number), never the same twice in a row. */
let floodSeq = 0;
function floodRequest(): Req {
  const i = floodSeq++;
  const round = Math.floor(i / QUERIES.length);
  return post('search', product.goodsPage.path, { ...QUERIES[i % QUERIES.length][1], size: 1 + (round % 100), current: 1 + (Math.floor(round / 100) % 5) });
}

interface KindStats {
  n: number;
  lat: number[];
  status: Record<string, number>;
}
type Stats = Record<string, KindStats>;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

interface Autocannon {
  (opts: object): Promise<{ requests: { average: number; total: number }; errors: number; timeouts: number }>;
}
const autocannon = (await import('autocannon' as string)).default as Autocannon;

/** Runs `connections` keep-alive clients sending `next()` for SECONDS; latency and status per kind. */
async function load(connections: number, next: () => Req, client: () => string): Promise<{ rps: number; errors: number; stats: Stats }> {
  const stats: Stats = {};
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (req: object, ctx: { req?: Req; t0?: number }) => {
          const r = next();
          ctx.req = r;
          ctx.t0 = performance.now();
          return { ...req, method: r.method, path: r.path, body: r.body, headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'x-forwarded-for': client() } };
        },
        onResponse: (status: number, _body: string, ctx: { req: Req; t0: number }) => {
          const s = (stats[ctx.req.kind] ??= { n: 0, lat: [], status: {} });
          s.n++;
          s.lat.push(performance.now() - ctx.t0);
          s.status[status] = (s.status[status] ?? 0) + 1;
        },
      },
    ],
  });
  return { rps: result.requests.average, errors: result.errors + result.timeouts, stats };
}

const user = () => `10.${rnd(4)}.${rnd(250)}.${1 + rnd(USERS / 4)}`;

/** Resident memory (MB) of the server: the primary and its workers. */
function rssMb(pid: number): { total: number; perProcess: number[] } {
  const rss = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const perProcess = [pid, ...children].map((p) => {
    try {
      return rss(p);
    } catch {
      return 0;
    }
  });
  return { total: perProcess.reduce((a, b) => a + b, 0), perProcess };
}

async function prepare(dialect: Dialect): Promise<string> {
  let url: string;
  if (dialect === 'sqlite') {
    mkdirSync('data', { recursive: true });
    url = `sqlite:data/bench-load-${SCALE}.db`;
  } else {
    const name = `portal_bench_load_${SCALE}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) await admin.query(`create database "${name}"`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const db = createDb(url);
  try {
    await migrate(db);
    const { n } = await db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(n) === 0) {
      console.log(`seeding ${SCALE} goods into ${url} …`);
      await seed(db, { scale: SCALE, now: Math.floor(Date.now() / 86_400_000) * 86_400_000 });
      if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    } else if (Number(n) !== SCALE) throw new Error(`${url} holds ${n} goods, not ${SCALE}: remove it or pick another --scale`);
  } finally {
    await db.destroy();
  }
  return url;
}

async function startServer(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: url, WORKERS: args.workers, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_ON_EMPTY: 'false', TRUST_PROXY: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  // Ready when several answers in a row (every worker, round-robin) say so.
  for (let ok = 0, i = 0; ok < 2 * Number(args.workers); i++) {
    if (child.exitCode !== null || i > 1200) throw new Error('server did not become ready');
    const status = await fetch(`http://127.0.0.1:${PORT}/readyz`, { headers: { connection: 'close' } }).then((r) => r.status, () => 0);
    ok = status === 200 ? ok + 1 : 0;
    await wait(ok ? 20 : 250);
  }
  return { pid: child.pid!, stop: async () => (child.kill('SIGTERM'), exit) };
}

const refusals = (stats: Stats, code: string) => Object.values(stats).reduce((a, s) => a + (s.status[code] ?? 0), 0);
const others = (stats: Stats) => Object.values(stats).reduce((a, s) => a + Object.entries(s.status).filter(([c]) => !['200', '404', '429', '503'].includes(c)).reduce((x, [, v]) => x + v, 0), 0);
const all = (stats: Stats) => Object.values(stats).flatMap((s) => s.lat);
const kinds = (stats: Stats) =>
  Object.entries(stats)
    .map(([k, s]) => `${k} ${s.n} p99 ${pct(s.lat, 99).toFixed(0)}${s.status[429] ? ` 429×${s.status[429]}` : ''}${s.status[503] ? ` 503×${s.status[503]}` : ''}`)
    .join('; ');

const rows: string[][] = [];
const results: object[] = [];
if (!existsSync('dist/server/entry-server.js')) execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });

for (const dialect of args.dialect.split(',') as Dialect[]) {
  const url = await prepare(dialect);
  const server = await startServer(url);
  let peak = 0;
  let peakPer = 0;
  const sampler = setInterval(() => {
    const m = rssMb(server.pid);
    peak = Math.max(peak, m.total);
    peakPer = Math.max(peakPer, ...m.perProcess.slice(1));
  }, 250);
  const before = rssMb(server.pid).total;
  try {
    for (const c of args.connections.split(',').map(Number)) {
      const r = await load(c, mixRequest, user);
      const lat = all(r.stats);
      const row = [dialect, `mix × ${c}`, r.rps.toFixed(0), `${pct(lat, 50).toFixed(1)} ms`, `${pct(lat, 99).toFixed(1)} ms`, String(refusals(r.stats, '429')), String(refusals(r.stats, '503')), String(others(r.stats) + r.errors), kinds(r.stats)];
      rows.push(row);
      console.log(row.join(' | '));
      results.push({ dialect, run: 'mix', connections: c, rps: r.rps, stats: Object.fromEntries(Object.entries(r.stats).map(([k, s]) => [k, { n: s.n, p50: pct(s.lat, 50), p99: pct(s.lat, 99), status: s.status }])) });
    }
    const fc = Number(args['flood-connections']);
    const [mix, flood] = await Promise.all([load(30, mixRequest, user), load(fc, floodRequest, () => FLOODER)]);
    const lat = all(mix.stats);
    const fs = flood.stats.search?.status ?? {};
    const row = [dialect, `mix × 30 + flood × ${fc}`, mix.rps.toFixed(0), `${pct(lat, 50).toFixed(1)} ms`, `${pct(lat, 99).toFixed(1)} ms`, String(refusals(mix.stats, '429')), String(refusals(mix.stats, '503')), String(others(mix.stats) + mix.errors), `others: ${kinds(mix.stats)}; flooder: ${Object.entries(fs).map(([k, v]) => `${k}×${v}`).join(' ')}`];
    rows.push(row);
    console.log(row.join(' | '));
    results.push({ dialect, run: 'flood', rps: mix.rps, p99: pct(lat, 99), flooder: fs });
  } finally {
    await wait(5000);
    const after = rssMb(server.pid).total;
    clearInterval(sampler);
    rows.push([dialect, 'RSS (all processes)', '', '', '', '', '', '', `before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (one worker at most ${peakPer.toFixed(0)} MB), 5 s after ${after.toFixed(0)} MB`]);
    results.push({ dialect, rss: { before, peak, peakPerWorker: peakPer, after } });
    console.log(`server exited with ${await server.stop()}`);
  }
}

const header = ['dialect', 'run', 'req/s', 'p50', 'p99', '429', '503', 'other', 'per kind (count, p99 ms, refusals)'];
console.log(`\n${SCALE} goods, ${args.workers} workers, ${SECONDS} s per run, ${USERS} users\n`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
writeFileSync('data/bench-load-results.json', JSON.stringify({ at: new Date().toISOString(), scale: SCALE, workers: Number(args.workers), seconds: SECONDS, results }, null, 2));

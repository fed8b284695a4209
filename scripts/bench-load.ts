// npm run bench:load: a portal morning against the real server, started as `npm start` starts it
// (main.ts: a primary and one worker per core), on SQLite and PostgreSQL. The mix of
// scripts/rel/mix.ts from many users (each request carries one of MIX_USERS addresses in
// X-Forwarded-For; the server trusts the loopback proxy), at 10, 30 and 100 connections: req/s
// against 1.4 × the single-process baseline, p50, p99, refusals, the server's CPU time per
// answer, after an unmeasured warm-up of the mix (--warmup seconds; the first seconds after a
// start, caches filling and code compiling, were the slowest). Then one client floods uncached
// searches while 30 others keep to the mix: their p99 and refusals. RSS of the server processes,
// before (just started), peak and after. Results also go to data/bench-load-results.json.
//
//   npm run bench:load                                   # both dialects, 100,000 goods, 20 s per run
//   npm run bench:load -- --scale 20000 --seconds 5 --dialect sqlite --warmup 0
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load -- --dialect postgres
//   STATIC_DIR=/tmp/build npm run bench:load          # serve another build (not built here)
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Dialect } from '../src/server/db';
import { benchDb, cpuMs, rssMb, startCluster } from './rel/bench-server';
import { answered, count, kindSummary, latency, load, others, perKind, type LoadResult } from './rel/cannon';
import { floodRequests, MIX_USERS, mixRequest, mixUser } from './rel/mix';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10,30,100' },
    dialect: { type: 'string', default: 'sqlite,postgres' },
    workers: { type: 'string', default: String(availableParallelism()) },
    port: { type: 'string', default: '3390' },
    'flood-connections': { type: 'string', default: '8' },
    warmup: { type: 'string', default: '10' },
  },
});
const SCALE = Number(args.scale);
const SECONDS = Number(args.seconds);
/** Seconds of the mix (30 connections, not measured) before the runs: a server in service has filled its caches and compiled its code. */
const WARMUP = Number(args.warmup);
const PORT = Number(args.port);
const WORKERS = Number(args.workers);
const FLOODER = '203.0.113.66';
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Issue 31's single process on c9db894 (the default seed, 10 / 30 / 100 connections): req/s to beat by 1.4×. */
const BASELINE: Record<number, number> = { 10: 775, 30: 790, 100: 806 };

const mix = () => mixRequest(SCALE);

const header = [
  'dialect',
  'run',
  'req/s',
  'vs 1.4× baseline',
  'p50',
  'p99',
  '429',
  '503',
  'other',
  'server CPU ms / answer',
  'per kind (count, p99 ms, refusals)',
];
const rows: string[][] = [];
const results: object[] = [];
const print = (row: string[]) => {
  rows.push(row);
  console.log(row.join(' | '));
};

/** One row: the run's figures (the flood row: the others' figures, the flooder's statuses after). */
function figures(
  dialect: string,
  run: string,
  r: LoadResult,
  cpu: number | undefined,
  target: number | undefined,
  note: string,
): string[] {
  const vs = target ? `${((100 * r.rps) / target).toFixed(0)} % of ${target.toFixed(0)}` : '';
  const perAnswer = cpu === undefined ? '' : (cpu / Math.max(1, answered(r.stats))).toFixed(2);
  return [
    dialect,
    run,
    r.rps.toFixed(0),
    vs,
    `${latency(r.stats, 50).toFixed(1)} ms`,
    `${latency(r.stats, 99).toFixed(1)} ms`,
    String(count(r.stats, 429)),
    String(count(r.stats, 503)),
    String(others(r.stats) + r.errors),
    perAnswer,
    note,
  ];
}

// The server serves STATIC_DIR (the environment reaches it); only the default dist/ is built here.
const STATIC_DIR = process.env.STATIC_DIR ?? 'dist';
if (!existsSync(`${STATIC_DIR}/server/entry-server.js`)) {
  if (STATIC_DIR !== 'dist') throw new Error(`${STATIC_DIR}/server/entry-server.js is missing: build it first`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

for (const dialect of args.dialect.split(',') as Dialect[]) {
  const url = await benchDb(dialect, SCALE, PG_ADMIN);
  const server = await startCluster(url, PORT, WORKERS);
  let peak = 0;
  let peakPer = 0;
  const sampler = setInterval(() => {
    const m = rssMb(server.pid);
    peak = Math.max(peak, m.total);
    peakPer = Math.max(peakPer, ...m.perProcess.slice(1));
  }, 250);
  const before = rssMb(server.pid).total;
  try {
    if (WARMUP > 0) await load(PORT, WARMUP, 30, mix, mixUser);
    for (const c of args.connections.split(',').map(Number)) {
      const cpu0 = cpuMs(server.pid);
      const r = await load(PORT, SECONDS, c, mix, mixUser);
      const target = BASELINE[c] && 1.4 * BASELINE[c];
      print(figures(dialect, `mix × ${c}`, r, cpuMs(server.pid) - cpu0, target, perKind(r.stats)));
      results.push({
        dialect,
        run: 'mix',
        connections: c,
        rps: r.rps,
        target,
        p99: latency(r.stats, 99),
        errors: r.errors,
        stats: kindSummary(r.stats),
      });
    }
    const fc = Number(args['flood-connections']);
    const [others30, flood] = await Promise.all([
      load(PORT, SECONDS, 30, mix, mixUser),
      load(PORT, SECONDS, fc, floodRequests(), () => FLOODER),
    ]);
    const fs = flood.stats.search?.status ?? {};
    const flooder = Object.entries(fs)
      .map(([k, v]) => `${k}×${v}`)
      .join(' ');
    print(
      figures(
        dialect,
        `mix × 30 + one client's flood × ${fc}`,
        others30,
        undefined,
        undefined,
        `others: ${perKind(others30.stats)}; flooder: ${flooder}`,
      ),
    );
    results.push({
      dialect,
      run: 'flood',
      rps: others30.rps,
      p99: latency(others30.stats, 99),
      stats: kindSummary(others30.stats),
      flooder: fs,
    });
  } finally {
    await wait(5000);
    const after = rssMb(server.pid).total;
    clearInterval(sampler);
    print([
      dialect,
      'RSS (all processes)',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      `before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB ` +
        `(one worker at most ${peakPer.toFixed(0)} MB), 5 s after ${after.toFixed(0)} MB`,
    ]);
    results.push({ dialect, rss: { before, peak, peakPerWorker: peakPer, after } });
    console.log(`server exited with ${await server.stop()}`);
  }
}

console.log(`\n${SCALE} goods, ${WORKERS} workers, ${SECONDS} s per run, ${MIX_USERS} users\n`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
writeFileSync(
  'data/bench-load-results.json',
  JSON.stringify({ at: new Date().toISOString(), scale: SCALE, workers: WORKERS, seconds: SECONDS, results }, null, 2),
);

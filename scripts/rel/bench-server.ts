// npm run bench:load's server: its database, seeded once and kept (data/bench-load-<scale>.db, or
// the PostgreSQL database portal_bench_load_<scale>), the server started as `npm start` starts it
// (main.ts: a primary and its workers), and what its processes use: resident memory and CPU time.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, migrate, type Dialect } from '../../src/server/db';
import { seed, seededCounts } from '../../src/server/db/seed';

/** The bench's database for `dialect` at `scale`, seeded on first use. */
export async function benchDb(dialect: Dialect, scale: number, adminUrl: string): Promise<string> {
  let url: string;
  if (dialect === 'sqlite') {
    mkdirSync('data', { recursive: true });
    url = `sqlite:data/bench-load-${scale}.db`;
  } else {
    const name = `portal_bench_load_${scale}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0)
      await admin.query(`create database "${name}"`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const db = createDb(url);
  try {
    await migrate(db);
    const { n } = await db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const expected = seededCounts(scale).goods;
    if (Number(n) === 0) {
      console.log(`seeding ${scale} goods into ${url} …`);
      await seed(db, { scale, now: Math.floor(Date.now() / 86_400_000) * 86_400_000 });
      if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    } else if (Number(n) !== expected)
      throw new Error(
        `${url} holds ${n} goods, not the ${expected} of scale ${scale}: remove it or pick another --scale`,
      );
  } finally {
    await db.destroy();
  }
  return url;
}

export interface BenchServer {
  pid: number;
  stop(): Promise<number | null>;
}

/**
 * The server as `npm start` runs it (scripts/start.mjs: the bundled server in production mode), with
 * `workers` workers on `url`; resolves once every worker says it is ready.
 */
export async function startCluster(
  url: string,
  port: number,
  workers: number,
  /** `sources`: main.ts through tsx, as `npm start` ran it before the bundle (for comparison). */
  entry: 'bundle' | 'sources' = 'bundle',
): Promise<BenchServer> {
  const args = entry === 'bundle' ? ['scripts/start.mjs'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      WORKERS: String(workers),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  // Ready when several answers in a row (every worker, round-robin) say so.
  for (let ok = 0, i = 0; ok < 2 * workers; i++) {
    if (child.exitCode !== null || i > 1200) throw new Error('server did not become ready');
    const status = await fetch(`http://127.0.0.1:${port}/readyz`, { headers: { connection: 'close' } }).then(
      (r) => r.status,
      () => 0,
    );
    ok = status === 200 ? ok + 1 : 0;
    await wait(ok ? 20 : 250);
  }
  return { pid: child.pid!, stop: async () => (child.kill('SIGTERM'), exit) };
}

const children = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

/** A process's field of /proc/<pid>/stat or status, 0 once it is gone. */
function read(pid: number, of: (pid: number) => number): number {
  try {
    return of(pid);
  } catch {
    return 0;
  }
}
const rss = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** utime + stime in ms (the kernel counts in ticks of 10 ms). */
const cpu = (p: number) => {
  const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};

/** Resident memory (MB) of the server: the primary and its workers. */
export function rssMb(pid: number): { total: number; perProcess: number[] } {
  const perProcess = [pid, ...children(pid)].map((p) => read(p, rss));
  return { total: perProcess.reduce((a, b) => a + b, 0), perProcess };
}

/** CPU time (ms) the server's processes have used so far (workers that exited are not counted). */
export const cpuMs = (pid: number): number => [pid, ...children(pid)].reduce((a, p) => a + read(p, cpu), 0);

// npm run rel [-- --scale 100000 --flood-seconds 10 --flood-connections 8 --dialect sqlite|postgres --only bursts,kill,sigterm,flood]
// The longer reliability checks, against real server processes on both dialects: parallel
// write bursts through two servers on one database, kill -9 while writes are acknowledged
// (every acknowledged write must be stored), SIGTERM under keep-alive load (no reset), and
// flood isolation (cheap calls' p99 ≤ 50 ms while one client floods uncached searches; the
// same with the expensive-work gate opened, for reference). PostgreSQL runs in a database
// created from REL_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and
// dropped afterwards; it is skipped when no PostgreSQL answers. Prints one table: check,
// dialect, figure, verdict; exits 1 when a check fails. Figures depend on the machine.
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Dialect } from '../src/server/db';
import { floodIsolation, sigtermUnderLoad } from './rel/load';
import { freshDb } from './rel/servers';
import { bursts, killDuringWrites, type Row } from './rel/writes';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    'flood-seconds': { type: 'string', default: '10' },
    'flood-connections': { type: 'string', default: '8' },
    dialect: { type: 'string' },
    only: { type: 'string', default: 'bursts,kill,sigterm,flood' },
  },
});
const scale = Number(values.scale);
const seconds = Number(values['flood-seconds']);
const connections = Number(values['flood-connections']);
if (![scale, seconds, connections].every((n) => Number.isInteger(n) && n > 0) || seconds < 4) {
  console.error('--scale、--flood-connections 应为正整数，--flood-seconds 至少为 4');
  process.exit(2);
}
const only = new Set(values.only.split(','));
const adminUrl = process.env.REL_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const rows: Row[] = [];
const dialects: Dialect[] = values.dialect ? [values.dialect as Dialect] : ['sqlite', 'postgres'];
for (const dialect of dialects) {
  if (dialect === 'postgres' && !(await postgresAnswers())) {
    rows.push({ check: '(all)', dialect, figure: `no PostgreSQL at ${adminUrl}`, verdict: 'INFO' });
    continue;
  }
  const t0 = performance.now();
  const rel = await freshDb(dialect, adminUrl, scale);
  console.error(`[rel] ${dialect}: ${scale} goods seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  try {
    if (only.has('bursts')) rows.push(...(await bursts(rel)));
    if (only.has('kill')) rows.push(await killDuringWrites(rel));
    if (only.has('sigterm')) rows.push(await sigtermUnderLoad(rel));
    if (only.has('flood')) {
      rows.push(await floodIsolation(rel, { seconds, connections, gate: true }));
      rows.push(await floodIsolation(rel, { seconds, connections, gate: false }));
    }
  } catch (err) {
    rows.push({ check: '(run)', dialect, figure: String(err).slice(0, 120), verdict: 'FAIL' });
  } finally {
    await rel.drop();
  }
  console.error(`[rel] ${dialect} done`);
}

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(
    ...[['check', 'dialect', 'figure', 'verdict'], ...rows.map((r) => [r.check, r.dialect, r.figure, r.verdict])].map(
      (c) => c[i].length,
    ),
  ),
);
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(['check', 'dialect', 'figure', 'verdict']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line([r.check, r.dialect, r.figure, r.verdict]));
console.log(
  `\n商品 ${scale} 条；洪泛 ${connections} 个连接 × ${seconds} 秒；机器：${process.platform} ${process.arch}，node ${process.version}`,
);
process.exitCode = rows.some((r) => r.verdict === 'FAIL') ? 1 : 0;

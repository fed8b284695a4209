// Prints the axe violations (nodes) by impact per route from the JSON files the a11y spec writes
// with A11Y_REPORT_DIR: `npx tsx scripts/a11y-table.ts <dir>`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results/a11y';
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Row = {
  route: string;
  state: string;
  counts: Record<string, number>;
  violations: { id: string; impact: string; nodes: number }[];
};
const rows = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Row)
  .sort((a, b) => (a.route + a.state).localeCompare(b.route + b.state));

const head = ['route', 'state', ...IMPACTS, 'rules'];
const lines = rows.map((r) => [
  r.route,
  r.state,
  ...IMPACTS.map((i) => String(r.counts[i] ?? 0)),
  r.violations.map((v) => `${v.id}(${v.nodes})`).join(' '),
]);
const total = ['total', '', ...IMPACTS.map((i) => String(rows.reduce((n, r) => n + (r.counts[i] ?? 0), 0))), ''];
console.log(`| ${head.join(' | ')} |\n|${head.map(() => ' --- ').join('|')}|`);
for (const l of [...lines, total]) console.log(`| ${l.join(' | ')} |`);

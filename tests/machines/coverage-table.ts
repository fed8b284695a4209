// The per-machine coverage table printed by `npm run test:paths` (and checked in paths.test.ts).
import type { CoverageTable, PathReport } from './paths';

/** One row per machine: paths, states and transitions covered; for `npm run test:paths`. */
export function formatCoverageTable(reports: PathReport[]): string {
  const rows = [['machine', 'paths', 'states', 'transitions']];
  for (const r of reports) {
    const cell = (t: CoverageTable) => `${t.covered.length}/${t.total} (${t.percent.toFixed(0)}%)`;
    rows.push([r.name, String(r.paths.length), cell(r.coverage.states), cell(r.coverage.transitions)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const missing = reports.flatMap((r) =>
    [
      ...r.coverage.states.missing.map((s) => `state ${s}`),
      ...r.coverage.transitions.missing.map((t) => `transition ${t}`),
    ].map((m) => `  ${r.name}: missing ${m}`),
  );
  return [
    ...rows.map((row) =>
      row
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    ),
    ...missing,
  ].join('\n');
}

// `npm run test:paths`: for every machine in machines/, generate its shortest and simple paths
// from the graph (xstate/graph), replay each on a real actor, and print per machine the states
// reached and transitions taken out of those in its definition. Fails when a machine has no
// path spec, a replay goes wrong, or coverage is below 100%.
import { readdirSync } from 'node:fs';
import { runPaths, type PathReport } from '../tests/machines/paths';
import { pathSpecs } from '../tests/machines/path-specs';
import { formatCoverageTable } from '../tests/machines/coverage-table';
import '../tests/flows-loaded';

const camel = (file: string) =>
  file.replace(/\.machine\.ts$/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const machineFiles = readdirSync('machines').filter((f) => f.endsWith('.machine.ts'));
const specs = pathSpecs as Record<string, (typeof pathSpecs)[keyof typeof pathSpecs]>;

const problems: string[] = [];
const failed = new Set<string>();
const reports: PathReport[] = [];
for (const file of machineFiles) {
  const spec = specs[camel(file)];
  if (!spec) {
    problems.push(`machines/${file}: 没有路径测试 (add a spec named ${camel(file)} to tests/machines/path-specs.ts)`);
    failed.add(file);
    continue;
  }
  try {
    reports.push(await runPaths(spec));
  } catch (err) {
    problems.push(`machines/${file}: 路径回放失败: ${(err as Error).message}`);
    failed.add(file);
  }
}

console.log(formatCoverageTable(reports));
for (const r of reports) {
  const { states, transitions } = r.coverage;
  if (states.percent < 100 || transitions.percent < 100) {
    problems.push(`${r.name}: 覆盖率不足 100%`);
    failed.add(r.name);
  }
}
const paths = reports.reduce((n, r) => n + r.paths.length, 0);
console.log(`\n${machineFiles.length} machines, ${paths} paths replayed`);
if (problems.length) console.error(problems.map((p) => `✗ ${p}`).join('\n'));
console.log(`paths: ${machineFiles.length - failed.size} passed, ${failed.size} failed`);
if (failed.size) process.exit(1);

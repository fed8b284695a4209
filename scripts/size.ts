// Prints the gzip size of the JS and CSS that the /home route loads: the entry chunk, the
// lazily loaded home page chunk, and everything they import statically. Budget: 150 KB JS and
// 40 KB CSS. Exits 1 when over budget. Run after a build (npm run size builds first).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  src?: string;
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const BUDGET = { js: 150 * 1024, css: 40 * 1024 };

// The entry's scripts as index.html names them (the manifest has no entry of its own when the
// entry's modules go to the `app` group), and the home page's lazily loaded chunk.
const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
const entryScripts = [...readFileSync('dist/index.html', 'utf8').matchAll(/<script[^>]*src="\/([^"]+)"/g)].map(
  (m) => byFile.get(m[1]) ?? m[1],
);
const homeChunks = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.startsWith('src/features/home/'),
);
if (homeChunks.length === 0) console.warn('注意：没有找到 /home 的懒加载页面块（src/features/home/…），只统计入口。');
const roots = [...entryScripts, ...homeChunks];

const files = new Set<string>();
const visit = (key: string) => {
  const c = manifest[key] ?? { file: key };
  if (files.has(c.file)) return;
  files.add(c.file);
  c.css?.forEach((f) => files.add(f));
  c.imports?.forEach(visit);
};
roots.forEach(visit);

const gz = (f: string) => gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let js = 0;
let css = 0;
for (const f of [...files].sort()) {
  const size = gz(f);
  if (f.endsWith('.css')) css += size;
  else js += size;
  console.log(`  ${kb(size).padStart(9)}  ${f}`);
}
console.log(`/home JS  gzip: ${kb(js)} (budget ${kb(BUDGET.js)})`);
console.log(`/home CSS gzip: ${kb(css)} (budget ${kb(BUDGET.css)})`);
if (js > BUDGET.js || css > BUDGET.css) {
  console.error('超出体积预算');
  process.exit(1);
}

// A rendered page's own CSS and JS chunks from Vite's client manifest: its stylesheets are linked
// in the head (no unstyled flash, no layout shift) and its modules preloaded, so the browser has
// the page's chunk before it hydrates. What the entry already loads is left out.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, Chunk>;

export function readManifest(root: string): Manifest {
  const file = join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const cache = new Map<string, string>();

/** The <link> tags for the page module `source` (e.g. src/features/home/HomePage.tsx). */
export function pageAssets(manifest: Manifest, source: string): string {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((k) => manifest[k].isEntry),
  );
  const css: string[] = [];
  const js: string[] = [];
  for (const key of closure(manifest, [source])) {
    if (entry.has(key)) continue;
    js.push(manifest[key].file);
    css.push(...(manifest[key].css ?? []));
  }
  const tags = [...css.map((f) => `<link rel="stylesheet" href="/${f}">`), ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)].join('');
  cache.set(source, tags);
  return tags;
}

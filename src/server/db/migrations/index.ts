// Every migration, found by file name: each `NNNN_name.ts` here (the floor's tables) and in
// every src/server/modules/<m>/migrations/ (a section's own tables), keyed and sorted by name.
// Numbers are by area (01xx members, 02xx mall, 04xx inquiry and tender, …) and unique across
// all folders. Never edit or rename one that has shipped (databases record the name); add the next.
// The server runs its TypeScript sources (tsx, vitest) and is never bundled, so reading the
// folders at load time is safe.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

const FILE = /^(\d{4})_[a-z0-9_]+\.ts$/;
const HERE = fileURLToPath(new URL('.', import.meta.url));
const MODULES = fileURLToPath(new URL('../../modules/', import.meta.url));

/** The folders holding migrations: this one, then each module's `migrations/`. */
function folders(): string[] {
  const modules = readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(MODULES, d.name, 'migrations'))
    .filter((dir) => existsSync(dir));
  return [HERE, ...modules];
}

async function load(): Promise<Record<string, Migration>> {
  const files = folders().flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => FILE.test(f))
      .map((f) => ({ name: f.slice(0, -'.ts'.length), path: join(dir, f) })),
  );
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const byNumber = new Map<string, string>();
  for (const { name, path } of files) {
    const number = name.slice(0, 4);
    const other = byNumber.get(number);
    if (other) throw new Error(`Two migrations numbered ${number}: ${other} and ${path}`);
    byNumber.set(number, path);
  }
  const loaded: Record<string, Migration> = {};
  for (const { name, path } of files) {
    const m = (await import(pathToFileURL(path).href)) as Partial<Migration>;
    if (typeof m.up !== 'function') throw new Error(`Migration ${path} exports no up()`);
    loaded[name] = m as Migration;
  }
  return loaded;
}

export const migrations: Record<string, Migration> = await load();

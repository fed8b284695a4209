// The server's process entries (src/server/main.ts and the seed CLI) bundled into plain ESM for
// the tests that run them as child processes (tests/server/shutdown, seed, capacity): started
// through tsx, every process spends seconds of CPU in tsx's module hooks (each of the hundreds of
// source and package modules goes through them) before it serves; the bundle starts in plain node.
// Packages stay external (loaded from node_modules as in production), so the bundle must live
// inside the checkout, and two things the sources do at load time are kept as they are:
// `import.meta.url` still names each source file (files read next to a module, packages resolved
// from it), and the migrations loader (src/server/db/migrations/index.ts) still lists the source
// folders and checks what it finds; only its `import()` of each .ts file, which plain node cannot
// load, reads from the migrations bundled in.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const MIGRATION = /^\d{4}_[a-z0-9_]+\.ts$/;
const LOADER = 'src/server/db/migrations/index.ts';
const DYNAMIC_IMPORT = 'await import(pathToFileURL(path).href)';

/** Every migration file the loader would find: its own folder's and each module's `migrations/`. */
async function migrationFiles(loaderDir: string): Promise<string[]> {
  const modules = join(loaderDir, '../../modules');
  const dirs = [
    loaderDir,
    ...(await readdir(modules)).map((m) => join(modules, m, 'migrations')).filter((d) => existsSync(d)),
  ];
  const lists = await Promise.all(
    dirs.map(async (d) => (await readdir(d)).filter((f) => MIGRATION.test(f)).map((f) => join(d, f))),
  );
  return lists.flat();
}

const sourcesAsThemselves: Plugin = {
  name: 'sources-as-themselves',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      let text = await readFile(args.path, 'utf8');
      if (args.path === resolve(LOADER)) {
        // Fail loudly if the loader no longer imports this way: the bundle would miss migrations.
        if (!text.includes(DYNAMIC_IMPORT))
          throw new Error(`${LOADER}: no \`${DYNAMIC_IMPORT}\` to replace; update scripts/server-bundle.ts`);
        const files = await migrationFiles(dirname(args.path));
        const imports = files.map((f, i) => `import * as migration${i} from ${JSON.stringify(f)};`).join('\n');
        const byPath = `{${files.map((f, i) => `${JSON.stringify(f)}: migration${i}`).join(', ')}}`;
        text = `${imports}\n${text.replace(DYNAMIC_IMPORT, `(${byPath})[path]`)}`;
      }
      text = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** The bundle's entries, by the name of their file in the output folder. */
export const SERVER_BUNDLE_ENTRIES = { main: 'src/server/main.ts', seed: 'src/server/db/seed-cli.ts' } as const;

/**
 * Bundles the entries into `outdir` (inside the checkout) as `<name>.mjs`; returns the paths,
 * each to be run with `node <path>` from the checkout's root.
 */
export async function bundleServer(outdir: string): Promise<Record<keyof typeof SERVER_BUNDLE_ENTRIES, string>> {
  await build({
    entryPoints: SERVER_BUNDLE_ENTRIES,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir,
    outExtension: { '.js': '.mjs' },
    plugins: [sourcesAsThemselves],
    logLevel: 'warning',
  });
  return { main: resolve(outdir, 'main.mjs'), seed: resolve(outdir, 'seed.mjs') };
}

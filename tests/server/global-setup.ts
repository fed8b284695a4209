// The server tests' global setup, handed to the test files with `provide`: one seeded template
// database per dialect for the whole run (tests/server/template-db.ts), and the server's process
// entries bundled (scripts/server-bundle.ts) for the tests that start them as child processes
// (tests/server/server-process.ts); both at once (esbuild works in a process of its own). The
// bundle lives inside the checkout (its packages resolve from node_modules), in a folder of the
// run's own: other runs may share the checkout.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../scripts/server-bundle';
import { buildTemplates, type DbTemplates } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
    serverBundle: Awaited<ReturnType<typeof bundleServer>>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = join('node_modules', '.cache', 'portal-test-server', `${process.pid}-${randomUUID().slice(0, 8)}`);
  mkdirSync(dir, { recursive: true });
  const [templates, bundle] = await Promise.allSettled([buildTemplates(), bundleServer(dir)]);
  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (templates.status === 'fulfilled') await templates.value.remove();
  };
  if (templates.status === 'rejected' || bundle.status === 'rejected') {
    await remove();
    throw templates.status === 'rejected' ? templates.reason : (bundle as PromiseRejectedResult).reason;
  }
  project.provide('dbTemplates', templates.value.templates);
  project.provide('serverBundle', bundle.value);
  return remove;
}

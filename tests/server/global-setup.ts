// The server tests' global setup: one seeded template database per dialect for the whole run
// (tests/server/template-db.ts), handed to the test files with `provide`.
import type { TestProject } from 'vitest/node';
import { buildTemplates, type DbTemplates } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await buildTemplates();
  project.provide('dbTemplates', templates);
  return remove;
}

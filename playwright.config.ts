// Browser tests against the built SPA served by the real server on a freshly seeded database.
// Uses Debian's Chromium when present (CI installs it), else Playwright's own browser.
import { existsSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const DB_FILE = `/tmp/portal-e2e-${PORT}.db`;
// Workers evaluate this file too: only the main process starts from an empty database.
if (!process.env.TEST_WORKER_INDEX)
  for (const suffix of ['', '-wal', '-shm']) rmSync(DB_FILE + suffix, { force: true });
// Workers inherit this: tests read the SMS outbox from the server's database, as a developer does.
process.env.E2E_DB_FILE = DB_FILE;
const systemChromium = '/usr/bin/chromium';
// The server runs as in production (React's production server render: a third less CPU per page),
// but renders every page (no page cache: a test reloads a page it has just changed) and still
// checks every answer against its catalogue schema.
const PRODUCTION = { NODE_ENV: 'production', PAGE_CACHE_MS: '0', VALIDATE_RESPONSES: 'true' };
// Every browser of the run is one client at 127.0.0.1, on a loaded machine: the search gate's
// budgets would refuse it (the gate is tested on a fake clock, tests/server/load-shedding.test.ts).
const GATE = {
  EXPENSIVE_TARGET_MS: '60000',
  EXPENSIVE_SHARE: '1',
  EXPENSIVE_CLIENT_SHARE: '1',
  EXPENSIVE_CLIENT_RATE: '0',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky test fails the run instead of hiding (the one known flake, a logout racing
  // the next navigation, was the logout reload loop and is fixed). Failures keep their trace.
  retries: 0,
  // Pages load their flows and member parts as chunks of their own: on 2 busy cores a first
  // screen can take longer than 7 s to settle, and a CI machine has run the whole suite at less
  // than half this machine's speed (a 30 s flow then took 47 s).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    // A trace records every action's DOM and a screencast: a quarter of the browsers' CPU. CI
    // prints only the error, so it keeps none; a developer's failed run keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    actionTimeout: 10_000,
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // the server as `npm start` runs it (test:e2e has just built dist/, the bundle included)
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/api/blade-system/site/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    // One server process: the browsers and the test workers already take both cores of the CI
    // machine; the cluster is tested on its own (tests/server/capacity, two-servers).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${DB_FILE}`,
      SEED_ON_EMPTY: 'true',
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      ...PRODUCTION,
      ...GATE,
    },
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appVersion } from './vite.config';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  test: {
    // One test file per core: vitest's default (cores - 1) runs one file at a time on the 2-core
    // CI machine, where the main process's own work does not take a core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
          setupFiles: ['tests/flows-loaded.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // one seeded database per dialect for the run; each file copies it (tests/server/template-db.ts)
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
          // The server's modules load once per worker, not once per file: a file's own state is
          // its app and its database copy (tests/server/helpers.ts), and the one settable clock
          // (src/server/floor/time.ts) is put back after each file that moves it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/features/**/*.test.{ts,tsx}', 'tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/flows-loaded.ts', 'tests/features/setup.ts'],
          css: false,
          // The app (Mantine, every page chunk, every flow) loads once per worker, not once per
          // file: more than half of the project's time was each file's own fresh load of it. A
          // file's state is its render (cleaned up after each test) and its fake API; what the
          // page keeps (storage, cookies, address, timers, stubs) is reset after each file
          // (tests/features/setup.ts).
          isolate: false,
        },
      },
    ],
  },
});

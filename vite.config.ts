import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

/** The app version in session recordings (src/app/devtools/version.ts). */
export const appVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

// `vite build` is the browser's build (dist/, with the manifest the page server reads for each
// page's CSS and preloads); `vite build --ssr src/app/entry-server.tsx` the server render's
// (dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // React 19 has useSyncExternalStore: the pre-18 fallback of the shim (via @xstate/react) is dead code.
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/app/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy: { '/api': api, '/media': api } },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        chunkSizeWarningLimit: 400,
        // every browser of the es2022 target preloads modules itself
        modulePreload: { polyfill: false },
        // Everything the entry loads anyway is one chunk (many small shared chunks compress worse
        // and cost requests); pages and on-demand parts stay their own chunks.
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            // The entry carries every chunk's file name (its lazy imports' preload lists): shared
            // chunks go by their hash alone (0.8 KB gzip less on every page); pages and the app
            // chunk keep their names, for the network panel.
            chunkFileNames: (chunk) =>
              chunk.isDynamicEntry || chunk.name === 'app' ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
          },
        },
      },
}));

import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The app version in session recordings (src/app/devtools/version.ts). */
export const appVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  server: { proxy: { '/api': api, '/media': api } },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
});

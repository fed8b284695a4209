import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': api, '/media': api } },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 400 },
});

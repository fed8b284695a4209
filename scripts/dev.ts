// `npm run dev`: the API server (restarted when server code changes) and the Vite dev server with
// HMR on :5173, which proxies /api and /media to it (vite.config.ts). Pages render in the browser
// only here; the server render is the production build's (npm run build, npm start).
// API_PORT (default 3000) and VITE_PORT (default 5173) move them; the API's other settings are
// the usual environment variables (docs/operations.md, Configuration).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

// vite.config.ts reads API_ORIGIN for its proxy.
process.env.API_ORIGIN = `http://127.0.0.1:${apiPort}`;

const api = spawn(tsx, ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});

const vite = await createServer({ server: { port: vitePort, strictPort: true } });
await vite.listen();
vite.printUrls();
console.log(`  ➜  API:     ${process.env.API_ORIGIN}/api (proxied from :${vitePort})`);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  void vite.close().then(() => process.exit(code));
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
api.on('exit', (code) => {
  if (!stopping) console.error(`API 服务已退出（${code ?? 'signal'}），开发服务器一并停止`);
  stop(code ?? 1);
});

// `npm start` on a fresh clone: build the app once if the browser build or the server render
// bundle is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync('dist/index.html') || !existsSync('dist/server/entry-server.js')) {
  console.log('dist/ 不完整，正在构建前端与服务端渲染 (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}

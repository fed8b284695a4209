// `npm start` on a fresh clone: build the SPA once if dist/ is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync('dist/index.html')) {
  console.log('dist/ 不存在，正在构建前端 (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}

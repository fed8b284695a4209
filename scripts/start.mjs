// `npm start`: the production server. Builds once when dist/ is incomplete (the browser build, the
// server render bundle or the server bundle), then runs the bundled server (dist/node/main.mjs)
// in plain node, in production mode unless NODE_ENV says otherwise (response validation and the
// other development checks belong to `npm run dev` and the tests). The cluster's workers run this
// file again: they find dist/ complete and go straight to the server.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const SERVER = 'dist/node/main.mjs';
if (!['dist/index.html', 'dist/server/entry-server.js', SERVER].every((f) => existsSync(f))) {
  console.log('dist/ 不完整，正在构建前端、服务端渲染与服务端 (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(resolve(SERVER)).href);

// `npm run build`'s last step: the server's process entries bundled into dist/node/ (main.mjs,
// seed.mjs), which `npm start` runs in plain node: no tsx and no esbuild at run time.
import { bundleServer } from './server-bundle';

export const SERVER_BUILD_DIR = 'dist/node';

const out = await bundleServer(SERVER_BUILD_DIR);
console.log(`服务端已打包：${out.main}`);

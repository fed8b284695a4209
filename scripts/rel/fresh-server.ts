// The browser benches' server (lighthouse, bench:inp): the fresh build served as `npm start`
// serves it (scripts/start.mjs: the bundle, production mode) on a freshly seeded SQLite database
// of its own. Resolves once it answers; the returned function stops it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export async function startFreshServer(port: number, name: string): Promise<() => void> {
  const origin = `http://127.0.0.1:${port}`;
  const db = `/tmp/portal-${name}-${port}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const answering = () =>
    fetch(`${origin}/api/blade-system/site/config`).then(
      (r) => r.ok,
      () => false,
    );
  // Another server on the port would be measured instead of this build's.
  if (await answering()) throw new Error(`端口 ${port} 已被占用：请先停止该进程，或换一个端口（--port）`);
  // Its own process group, so stopping it stops the cluster's workers too.
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${db}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 240; i++) {
    if (await answering()) return stop;
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('服务器未能启动');
}

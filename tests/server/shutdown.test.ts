// main.ts as a real process: it listens, answers, and on SIGTERM lets a request that is
// already in flight finish, closes the database and exits 0.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('exits 0 on SIGTERM after answering the request in flight', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `sqlite:${dir}/db.sqlite`, SEED_ON_EMPTY: 'false', LOG_LEVEL: 'info', STATIC_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${out}`)));
  });

  const inFlight = get(port, '/api/blade-system/dict/dictionary?code=fast_city');
  await new Promise<void>((resolve) => {
    const check = () => (out.includes('incoming request') ? resolve() : child.stdout.once('data', () => setImmediate(check)));
    check();
  });
  child.kill('SIGTERM');
  const [res, [code]] = await Promise.all([inFlight, once(child, 'exit')]);
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toMatchObject({ code: 200, success: true });
  expect(code).toBe(0);
  expect(out).toContain('shutting down');
}, 30_000);

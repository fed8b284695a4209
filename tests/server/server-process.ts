// How a test starts the server or the seed CLI as a real process: plain node on the run's bundle
// of them (scripts/server-bundle.ts, made once by tests/server/global-setup.ts), from the
// checkout's root.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The arguments after `process.execPath` that run `entry` with `args`. */
export function serverProcessArgs(entry: 'main' | 'seed', ...args: string[]): string[] {
  return [inject('serverBundle')[entry], ...args];
}

/**
 * The server as a process on an empty SQLite database of its own and a free port, with `workers`
 * workers (1: a single process); resolves once it says where it listens. `output()` is its log so far.
 */
export async function startServerProcess(
  workers: number,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-process-'));
  const child = spawn(process.execPath, serverProcessArgs('main'), {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dir}/db.sqlite`,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'info',
      STATIC_DIR: dir,
      WORKERS: String(workers),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${out}`)));
  });
  return { child, port, output: () => out };
}

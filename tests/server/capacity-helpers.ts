// Real server processes for the capacity tests: main.ts as `npm start` runs it (a cluster
// primary and its workers, or one process with WORKERS=1; from the run's bundle, see
// server-process.ts) on a database file or URL, and
// plain HTTP calls on new connections (so the cluster hands each to a worker in turn).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { setTimeout as wait } from 'node:timers/promises';
import { serverProcessArgs } from './server-process';

export interface Proc {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<number | null>;
}

const running = new Set<ChildProcess>();
// Never leave a server behind, whatever failed (a primary's workers exit with it).
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

/** Stops every server started and not yet exited (SIGTERM; they drain and exit). */
export async function stopAll(): Promise<void> {
  const exits = [...running].map((c) => once(c, 'exit'));
  for (const c of running) c.kill('SIGTERM');
  await Promise.all(exits);
}

/** Starts main.ts; resolves once a worker listens (the port is parsed from its log line). */
export async function startMain(env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, serverProcessArgs('main'), {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      PURGE_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const exit = once(child, 'exit').then(([code]) => {
    running.delete(child);
    return code as number | null;
  });
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    void exit.then((code) => reject(new Error(`exited early with ${code}: ${out}`)));
  });
  return { child, port, output: () => out, exit };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: <T = { code: number; success: boolean; data: unknown; msg: string }>() => T;
}

/** One request on a new connection (JSON body for POST). */
export function http(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A Buffer goes as it is (its content-type among `headers`: a multipart upload), anything else as JSON.
    const raw = Buffer.isBuffer(body);
    const payload = body === undefined ? undefined : raw ? body : JSON.stringify(body);
    const sized = payload
      ? { ...(raw ? {} : { 'content-type': 'application/json' }), 'content-length': Buffer.byteLength(payload) }
      : {};
    const req = request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { ...headers, ...sized } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${path} within 10 s`)));
    req.end(payload);
  });
}

/** Polls `probe` until it returns a value (not undefined), up to `ms`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, ms = 60_000, everyMs = 200): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('condition not met in time');
    await wait(everyMs);
  }
}

/** The worker pids answering /healthz over `n` new connections. */
export async function pidsAnswering(port: number, n = 8): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < n; i++)
    pids.add((await http(port, 'GET', '/healthz')).json<{ data: { pid: number } }>().data.pid);
  return pids;
}

export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

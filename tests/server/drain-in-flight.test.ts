// SIGTERM on SQLite leaves no request in flight unanswered: requests written to the server (each
// on a connection of its own, so some still wait in the listening socket's queue when the signal
// comes) are each answered, 200 or the 503 envelope, never reset or dropped; the process exits 0.
// One serving process (WORKERS=1) and a cluster of two, on a database file of their own.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { startServerProcess } from './server-process';

const PATH = '/api/blade-system/dict/dictionary?code=fast_city';
const IN_FLIGHT = 16;

async function start(workers: number): Promise<{ child: ChildProcess; port: number }> {
  const { child, port } = await startServerProcess(workers);
  // A cluster listens once its first worker does: wait until every worker answers.
  for (let i = 0; i < 50 && (await answer(port).then((a) => a !== '200')); i++);
  return { child, port };
}

/** One request on a connection of its own: its status, or the socket error; `sent` once its bytes are written. */
function answer(port: number, sent?: () => void): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: PATH, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('finish', () => sent?.());
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });
}

async function drainWithRequestsInFlight(workers: number): Promise<{ outcomes: string[]; code: unknown }> {
  const { child, port } = await start(workers);
  const exit = once(child, 'exit');
  let written = 0;
  let allWritten!: () => void;
  const wrote = new Promise<void>((r) => (allWritten = r));
  const outcomes = Array.from({ length: IN_FLIGHT }, () => answer(port, () => ++written === IN_FLIGHT && allWritten()));
  await wrote;
  child.kill('SIGTERM');
  const [settled, [code]] = await Promise.all([Promise.all(outcomes), exit]);
  return { outcomes: settled, code };
}

it('answers every request in flight at SIGTERM (one process)', async () => {
  const { outcomes, code } = await drainWithRequestsInFlight(1);
  expect(outcomes.filter((o) => o !== '200' && o !== '503')).toEqual([]);
  expect(code).toBe(0);
}, 60_000);

it('answers every request in flight at SIGTERM (a cluster of two)', async () => {
  const { outcomes, code } = await drainWithRequestsInFlight(2);
  expect(outcomes.filter((o) => o !== '200' && o !== '503')).toEqual([]);
  expect(code).toBe(0);
}, 60_000);

// npm run rel: load. SIGTERM while kept-alive clients keep calling, and flood isolation: one
// client floods uncached goods searches (autocannon in its own process) while another makes
// cheap calls, whose latency is what the flood must not ruin.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'node:http';
import { promisify } from 'node:util';
import { setTimeout as wait } from 'node:timers/promises';
import { product } from '../../src/api/product';
import { floodQuery } from './mix';
import { pct, send, startServer, type RelDb } from './servers';
import type { Row } from './writes';

const CHEAP = '/api/blade-system/dict/dictionary?code=fast_city';

export async function sigtermUnderLoad(rel: RelDb): Promise<Row> {
  const server = await startServer(rel.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const counts = { answered: 0, closing503: 0, refused: 0, reset: 0, other: 0 };
  let exited = false;
  void server.exit.then(() => (exited = true));
  const worker = async () => {
    for (;;) {
      try {
        const r = await send(server.port, 'GET', CHEAP, undefined, {}, agent);
        if (r.status === 200) counts.answered++;
        else if (r.status === 503 && r.connection === 'close' && JSON.parse(r.body).code === 503) counts.closing503++;
        else counts.other++;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ECONNREFUSED') return void counts.refused++;
        if (code === 'ECONNRESET' || code === 'EPIPE' || String(err).includes('socket hang up')) counts.reset++;
        else counts.other++;
        if (exited) return;
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  await wait(1000);
  const signalled = server.child.kill('SIGTERM');
  const code = await server.exit;
  await Promise.all(workers);
  agent.destroy();
  return {
    check: 'SIGTERM under keep-alive load (8 clients)',
    dialect: rel.dialect,
    figure: `${counts.answered} answered, ${counts.closing503} × 503 + close, ${counts.reset} reset, ${counts.other} other; exit ${code}`,
    verdict: signalled && counts.reset === 0 && counts.other === 0 && code === 0 ? 'PASS' : 'FAIL',
  };
}

interface FloodResult {
  total: number;
  statusCodes: Record<string, number>;
}

/** The bench's flood: each request misses the page cache. */
const floodBodies = (n: number): string[] => Array.from({ length: n }, (_, i) => JSON.stringify(floodQuery(i)));

export async function floodIsolation(
  rel: RelDb,
  opts: { seconds: number; connections: number; gate: boolean },
): Promise<Row> {
  const env: Record<string, string> = opts.gate
    ? {}
    : {
        EXPENSIVE_CONCURRENCY: '64',
        EXPENSIVE_SHARE: '1',
        EXPENSIVE_CLIENT_SHARE: '1',
        EXPENSIVE_CLIENT_RATE: '0',
        EXPENSIVE_TARGET_MS: '60000',
      };
  const server = await startServer(rel.url, env);
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 20; i++) await send(server.port, 'GET', CHEAP, undefined, {}, agent);
    // One search first: it waits for the goods index, which a fresh server loads in slices while
    // it answers (index-build.ts; the bench measures that load's holds). This check is the flood
    // against a running server.
    await send(server.port, 'POST', product.goodsPage.path, {}, {}, agent);
    const target = `http://127.0.0.1:${server.port}`;
    const options = join(mkdtempSync(join(tmpdir(), 'portal-flood-')), 'flood.json');
    writeFileSync(
      options,
      JSON.stringify({
        url: `${target}${product.goodsPage.path}`,
        connections: opts.connections,
        seconds: opts.seconds,
        bodies: floodBodies(10_000),
      }),
    );
    const flood = promisify(execFile)(process.execPath, ['scripts/rel/flood.mjs', options], {
      timeout: (opts.seconds + 30) * 1000,
    });
    await wait(1000); // the flood is under way
    const times: number[] = [];
    const until = Date.now() + (opts.seconds - 2) * 1000;
    while (Date.now() < until) {
      const t0 = performance.now();
      const r = await send(server.port, 'GET', CHEAP, undefined, {}, agent);
      if (r.status === 200) times.push(performance.now() - t0);
      await wait(20);
    }
    const result = JSON.parse((await flood).stdout) as FloodResult;
    agent.destroy();
    times.sort((a, b) => a - b);
    const p99 = pct(times, 99);
    const codes = Object.entries(result.statusCodes)
      .map(([code, n]) => `${n}×${code}`)
      .join(' ');
    return {
      check: opts.gate
        ? `flood isolation (${opts.connections} conns of uncached searches)`
        : `  same, gate opened (reference)`,
      dialect: rel.dialect,
      figure: `cheap p50 ${pct(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${times.length} calls); flood ${codes}`,
      verdict: opts.gate ? (p99 <= 50 ? 'PASS' : 'FAIL') : 'INFO',
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
  }
}

// npm run bench:load's load generator: autocannon's keep-alive clients sending a stream of
// requests for a while, each request timed and its status counted per kind of the mix; and the
// figures taken from those counts.
import type { Req } from './mix';
import { pct } from './servers';

export interface KindStats {
  n: number;
  lat: number[];
  status: Record<string, number>;
}
export type Stats = Record<string, KindStats>;

export interface LoadResult {
  rps: number;
  /** Socket errors and timeouts. */
  errors: number;
  stats: Stats;
}

interface Autocannon {
  (opts: object): Promise<{ requests: { average: number; total: number }; errors: number; timeouts: number }>;
}
const autocannon = (await import('autocannon' as string)).default as Autocannon;

/** `connections` keep-alive clients sending `next()` as `client()` (X-Forwarded-For) for `seconds`. */
export async function load(
  port: number,
  seconds: number,
  connections: number,
  next: () => Req,
  client: () => string,
): Promise<LoadResult> {
  const stats: Stats = {};
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req: object, ctx: { req?: Req; t0?: number }) => {
          const r = next();
          ctx.req = r;
          ctx.t0 = performance.now();
          return {
            ...req,
            method: r.method,
            path: r.path,
            body: r.body,
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'x-forwarded-for': client() },
          };
        },
        onResponse: (status: number, _body: string, ctx: { req: Req; t0: number }) => {
          const s = (stats[ctx.req.kind] ??= { n: 0, lat: [], status: {} });
          s.n++;
          s.lat.push(performance.now() - ctx.t0);
          s.status[status] = (s.status[status] ?? 0) + 1;
        },
      },
    ],
  });
  return { rps: result.requests.average, errors: result.errors + result.timeouts, stats };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** A percentile of every answer's latency (ms). */
export const latency = (stats: Stats, p: number): number => pct(sorted(Object.values(stats).flatMap((s) => s.lat)), p);
export const answered = (stats: Stats): number => Object.values(stats).reduce((a, s) => a + s.n, 0);
/** Answers with this status. */
export const count = (stats: Stats, code: number): number =>
  Object.values(stats).reduce((a, s) => a + (s.status[code] ?? 0), 0);
/** Answers other than 200, 404 (an id the seed left out), 429 and 503 (counted apart). */
export const others = (stats: Stats): number =>
  Object.values(stats).reduce(
    (a, s) =>
      a +
      Object.entries(s.status)
        .filter(([c]) => !['200', '404', '429', '503'].includes(c))
        .reduce((x, [, v]) => x + v, 0),
    0,
  );
/** Per kind: count, p99 and refusals. */
export const perKind = (stats: Stats): string =>
  Object.entries(stats)
    .map(
      ([k, s]) =>
        `${k} ${s.n} p99 ${pct(sorted(s.lat), 99).toFixed(0)}` +
        (s.status[429] ? ` 429×${s.status[429]}` : '') +
        (s.status[503] ? ` 503×${s.status[503]}` : ''),
    )
    .join('; ');
export const kindSummary = (stats: Stats) =>
  Object.fromEntries(
    Object.entries(stats).map(([k, s]) => [
      k,
      { n: s.n, p50: pct(sorted(s.lat), 50), p99: pct(sorted(s.lat), 99), status: s.status },
    ]),
  );

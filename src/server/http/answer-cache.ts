// Short in-process caches of answers that depend on their input alone: the goods pages
// (modules/product/page-cache.ts) and the calls a visitor's /home and footer make (anonymousRoute).
// Each entry is the envelope as UTF-8 bytes, its gzip made on first demand; concurrent misses
// share one computation; failures are never kept. Every cache forgets everything when goods
// change: at once for a write in this process (dropAnswers, from store.reindexGoods), within
// CACHE_SYNC_MS for a write made by another process or server (cluster/cache-sync.ts reads the
// goods change log's head and calls dropAnswers when it moved).
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Call } from '../../api/define';
import { ANSWER_COMPRESSION, callStep } from './route';

/** Bumped whenever goods change (this process's writes at once, other processes' by the sync). */
let generation = 0;
export const dropAnswers = (): void => {
  generation++;
};

/** A serialized answer, and its gzip form made on first demand. */
export class Body {
  private gz?: Buffer;
  constructor(readonly raw: Buffer) {}
  gzipped(): Buffer {
    this.gz ??= gzipSync(this.raw);
    return this.gz;
  }
}

interface Entry {
  at: number;
  generation: number;
  body: Promise<Body>;
}

/** Answers by key for ttlMs, at most `max` (least recently used dropped first). */
export class AnswerCache {
  enabled = true;
  private entries = new Map<string, Entry>();
  constructor(
    readonly ttlMs: number,
    readonly max: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached body for key, or compute's (stored while fresh). */
  async get(key: string, compute: () => Promise<Buffer>, now = Date.now()): Promise<Body> {
    if (!this.enabled || this.ttlMs <= 0) return new Body(await compute());
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation && now - hit.at < this.ttlMs) {
      // Map order is recency order: move the hit to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const entry: Entry = { at: now, generation, body: compute().then((raw) => new Body(raw)) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    entry.body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.body;
  }
}

/** Sends a cached body: its stored gzip to clients that take gzip (the compress plugin leaves encoded bodies alone). */
export function sendBody(req: FastifyRequest, reply: FastifyReply, body: Body, cached: boolean): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (cached && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(body.gzipped());
  }
  return reply.send(body.raw);
}

/** Nobody logged in: no cookie (a browser sends its login cookie with every call) and no Blade-Auth. */
export const anonymous = (req: FastifyRequest): boolean => !req.headers.cookie && !req.headers['blade-auth'];

/**
 * Like http/route's route() for an auth 'none' call whose answer depends on its input alone (on
 * goods, or on rows no request writes): a visitor's call is answered from a cache of its own, at
 * most `max` answers (keyed by the validated input) kept PAGE_CACHE_MS each, as long as a
 * visitor's page that shows them (off when 0: development and tests); a logged-in member's is
 * computed, so what someone just changed shows at once.
 */
export function anonymousRoute<C extends Call>(app: FastifyInstance, call: C, max: number, handler: (input: z.output<C['input']>) => Promise<z.input<C['output']>> | z.input<C['output']>): AnswerCache {
  if (call.auth !== 'none') throw new Error(`${call.path}: only auth 'none' calls are answered from a shared cache`);
  const cache = new AnswerCache(app.config.pageCacheMs, max);
  routeFromCache(app, call, (req) => (anonymous(req) && cache.enabled && cache.ttlMs > 0 ? cache : null), (input) => JSON.stringify(input), handler);
  return cache;
}

/**
 * Like http/route's route() (the same callStep: validation and envelope), answering from the
 * cache `cacheOf` gives the request under `keyOf(input)`, or computing the answer when it gives none.
 */
export function routeFromCache<C extends Call>(
  app: FastifyInstance,
  call: C,
  cacheOf: (req: FastifyRequest) => AnswerCache | null,
  keyOf: (input: z.output<C['input']>) => string,
  handler: (input: z.output<C['input']>) => Promise<z.input<C['output']>> | z.input<C['output']>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    compress: ANSWER_COMPRESSION,
    handler: async (req, reply) => {
      const { input, envelope } = callStep(app, call, req);
      const cache = cacheOf(req);
      if (!cache) return envelope(await handler(input));
      const body = await cache.get(keyOf(input), async () => Buffer.from(JSON.stringify(envelope(await handler(input)))));
      return sendBody(req, reply, body, cache.enabled);
    },
  });
}

// A short-lived cache of goods page answers, keyed by the validated input, holding the
// envelope serialized to UTF-8 bytes once. Popular listings (the /moreGoods default view, header searches,
// paging back and forth) are answered without touching the database; a group-buy badge or a
// count may lag by at most TTL. Prices a member pays are never read from here: the cart
// prices every line live. Concurrent misses for one key share one computation. Clients that
// accept gzip (browsers) get bytes compressed once per entry, not once per request.
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Call } from '../../../api/define';
import { ANSWER_COMPRESSION, callStep } from '../../http/route';

export const CACHE_TTL_MS = 10_000;
export const CACHE_MAX = 500;

/** Bumped whenever goods names or rows change in this process (see store.reindexGoods). */
let generation = 0;
export const invalidateGoodsCache = () => {
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

export class PageCache {
  enabled = true;
  private entries = new Map<string, Entry>();
  constructor(
    readonly ttlMs = CACHE_TTL_MS,
    readonly max = CACHE_MAX,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached body for key, or compute's (stored while fresh). */
  async get(key: string, compute: () => Promise<Buffer>, now = Date.now()): Promise<Body> {
    if (!this.enabled) return new Body(await compute());
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

/** One cache per database (apps sharing a database share its answers). */
const caches = new WeakMap<object, PageCache>();
export function cacheFor(db: object): PageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PageCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Like http/route's route() (the same callStep: validation and envelope), answering from the cache. Only
 * for anonymous calls whose answer depends on the input alone.
 */
export function cachedRoute<C extends Call>(app: FastifyInstance, call: C, handler: (input: z.output<C['input']>) => Promise<z.input<C['output']>>): void {
  app.route({
    method: call.method,
    url: call.path,
    compress: ANSWER_COMPRESSION,
    handler: async (req, reply) => {
      const { input, envelope } = callStep(app, call, req);
      const cache = cacheFor(app.db);
      const body = await cache.get(`${call.path} ${JSON.stringify(input)}`, async () => Buffer.from(JSON.stringify(envelope(await handler(input)))));
      reply.type('application/json; charset=utf-8');
      // Cached: send the stored gzip bytes (the compress plugin leaves encoded bodies alone).
      if (cache.enabled && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(body.gzipped());
      }
      return reply.send(body.raw);
    },
  });
}

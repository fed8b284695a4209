// Short in-process caches of answers that depend on their input alone: the goods pages
// (modules/product/page-cache.ts), the calls a visitor's /home and footer make (anonymousRoute)
// and visitors' server-rendered pages (spa.ts). Each answer is kept as UTF-8 bytes with its gzip
// made on demand (Body); concurrent misses share one computation; failures are never kept. Every
// cache forgets everything when goods change: at once for a write in this process (dropAnswers,
// from floor/goods-change.ts reindexGoods), within CACHE_SYNC_MS for a write made by another process or server
// (cluster/cache-sync.ts reads the goods change log's head and calls dropAnswers when it moved).
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Call } from '../../api/define';
import { gzipParts, partBytes, type Part } from './gzip-parts';
import { ANSWER_COMPRESSION, callStep } from './route';

/** Bumped whenever goods change (this process's writes at once, other processes' by the sync). */
let generation = 0;
export const dropAnswers = (): void => {
  generation++;
};
/** How many times goods changes have dropped the answers (here at once, elsewhere through the sync). */
export const answersGeneration = (): number => generation;

/** The gzip asks after which a kept answer is popular enough for the default level (see Body). */
export const POPULAR_AFTER = 4;

/**
 * A serialized answer (its bytes, or a page's parts: gzip-parts.ts) and its gzip, made on first
 * demand at the fastest level (most kept answers, a goods detail page or a search's later page
 * say, are sent a few times); an answer asked for in gzip POPULAR_AFTER times is popular (the
 * /home calls, a search's first page), and gets the default level's smaller bytes, made once.
 * The default level takes about three times the fastest one's CPU: made on the second ask, it
 * was a twentieth of a loaded server's time (npm run bench:load, the mix on PostgreSQL). Its
 * bytes are joined only for a client that does not take gzip.
 */
export class Body {
  private gz?: Buffer;
  private gzSent = 0;
  private bytes?: Buffer;
  private readonly parts: readonly Part[];
  constructor(content: Buffer | readonly Part[]) {
    this.parts = Buffer.isBuffer(content) ? [content] : content;
  }
  get raw(): Buffer {
    return (this.bytes ??=
      this.parts.length === 1 ? partBytes(this.parts[0]) : Buffer.concat(this.parts.map(partBytes)));
  }
  gzipped(): Buffer {
    this.gzSent++;
    if (this.gzSent === 1) this.gz = gzipParts(this.parts, constants.Z_BEST_SPEED);
    else if (this.gzSent === POPULAR_AFTER) this.gz = gzipParts(this.parts, constants.Z_DEFAULT_COMPRESSION);
    return this.gz!;
  }
}

interface Entry<T> {
  at: number;
  generation: number;
  value: Promise<T>;
}

/**
 * Values by key for ttlMs, at most `max` (least recently used dropped first), forgotten when goods
 * change; concurrent misses share one computation; a failure, or a value `keep` refuses, is not kept.
 */
export class Kept<T> {
  enabled = true;
  private entries = new Map<string, Entry<T>>();
  constructor(
    readonly ttlMs: number,
    readonly max: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The kept value for key, or compute's (kept while fresh). */
  get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    if (!this.enabled || this.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    // Map order is recency order: a hit moves to the end, a miss is added there.
    this.entries.delete(key);
    if (hit && hit.generation === generation && now - hit.at < this.ttlMs) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<T> = { at: now, generation, value: compute() };
    this.entries.set(key, entry);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => this.entries.get(key) === entry && this.entries.delete(key);
    entry.value.then((v) => this.keep(v) || forget(), forget);
    return entry.value;
  }
}

/** Serialized answers by key (see Kept). */
export class AnswerCache extends Kept<Body> {}

/** The client takes gzip. */
export const acceptsGzip = (req: FastifyRequest): boolean =>
  /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Sends a cached body: its stored gzip to clients that take gzip (the compress plugin leaves encoded bodies alone). */
export function sendBody(req: FastifyRequest, reply: FastifyReply, body: Body, cached: boolean): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (cached && acceptsGzip(req)) {
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
export function anonymousRoute<C extends Call>(
  app: FastifyInstance,
  call: C,
  max: number,
  handler: (input: z.output<C['input']>) => Promise<z.input<C['output']>> | z.input<C['output']>,
): AnswerCache {
  if (call.auth !== 'none') throw new Error(`${call.path}: only auth 'none' calls are answered from a shared cache`);
  const cache = new AnswerCache(app.config.pageCacheMs, max);
  routeFromCache(
    app,
    call,
    (req) => (anonymous(req) && cache.enabled && cache.ttlMs > 0 ? cache : null),
    (input) => JSON.stringify(input),
    handler,
  );
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
  handler: (input: z.output<C['input']>, req: FastifyRequest) => Promise<z.input<C['output']>> | z.input<C['output']>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    compress: ANSWER_COMPRESSION,
    handler: async (req, reply) => {
      const { input, envelope } = callStep(app, call, req);
      const cache = cacheOf(req);
      if (!cache) return envelope(await handler(input, req));
      let started = false;
      const compute = async () => {
        started = true;
        return new Body(Buffer.from(JSON.stringify(envelope(await handler(input, req)))));
      };
      let body: Body;
      try {
        body = await cache.get(keyOf(input), compute);
      } catch (err) {
        // A 429 is for the client that asked (its own budget at the search gate): one that only
        // shared that client's computation asks again for itself.
        if (started || (err as { status?: number }).status !== 429) throw err;
        body = await compute();
      }
      return sendBody(req, reply, body, cache.enabled);
    },
  });
}

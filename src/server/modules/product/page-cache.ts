// A short-lived cache of goods page answers (http/answer-cache.ts), keyed by the validated input.
// Popular listings (the /moreGoods default view, header searches, paging back and forth) are
// answered without touching the database; a group-buy badge or a count may lag by at most TTL.
// Prices a member pays are never read from here: the cart prices every line live. Clients that
// accept gzip (browsers) get bytes compressed once per entry, not once per request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Call } from '../../../api/define';
import { AnswerCache, dropAnswers, routeFromCache } from '../../http/answer-cache';

export { Body } from '../../http/answer-cache';

export const CACHE_TTL_MS = 10_000;
/** Goods page answers kept at most. */
export const CACHE_MAX = 500;

/** Drops every cached answer: goods names or rows changed in this process (see floor/goods-change.ts reindexGoods). */
export const invalidateGoodsCache = dropAnswers;

export class PageCache extends AnswerCache {
  constructor(ttlMs = CACHE_TTL_MS, max = CACHE_MAX) {
    super(ttlMs, max);
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
export function cachedRoute<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (input: z.output<C['input']>, req: FastifyRequest) => Promise<z.input<C['output']>>,
): void {
  routeFromCache(
    app,
    call,
    () => cacheFor(app.db),
    (input) => `${call.path} ${JSON.stringify(input)}`,
    handler,
  );
}

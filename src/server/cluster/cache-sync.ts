// Keeps this process's answer caches (http/answer-cache.ts: the goods pages, the visitors' home
// and footer calls) in step with goods writes made by other processes (the other workers, other
// servers on the database): every CACHE_SYNC_MS it reads the goods change log's head (one index
// probe) and drops the caches when the head moved. Writes made in this process drop them at once
// (floor/goods-change.ts reindexGoods); the search index checks the log itself before a
// member's search, and before a visitor's when it last did so over CACHE_SYNC_MS ago or goods
// changed since (modules/product/store.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { logHead } from '../floor/goods-change';
import { dropAnswers } from '../http/answer-cache';

/** One step of the sync: reads the log's head, drops the caches when it moved since the last step. */
export function changeLogFollower(db: Db): () => Promise<void> {
  let seen: number | undefined;
  return async () => {
    const head = await logHead(db);
    if (seen !== undefined && head !== seen) dropAnswers();
    seen = head;
  };
}

export function syncPageCache(app: FastifyInstance, everyMs: number): void {
  const step = changeLogFollower(app.db);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    step()
      .catch(() => undefined) // the database is away: readiness says so; try again next time
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

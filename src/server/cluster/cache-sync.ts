// Keeps this process's goods page cache in step with writes made by other processes (the other
// workers, other servers on the database): every CACHE_SYNC_MS it reads the goods change log's
// head (one index probe) and drops the cache when the head moved. Writes made in this process
// drop it at once (store.reindexGoods); the search index itself checks the log on every search.
import type { FastifyInstance } from 'fastify';
import { invalidateGoodsCache } from '../modules/product/page-cache';

export function syncPageCache(app: FastifyInstance, everyMs: number): void {
  let seen: number | undefined;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    app.db
      .selectFrom('goods_change')
      .select((eb) => eb.fn.max('id').as('head'))
      .executeTakeFirst()
      .then(
        (row) => {
          const head = Number(row?.head ?? 0);
          if (seen !== undefined && head !== seen) invalidateGoodsCache();
          seen = head;
        },
        () => undefined, // the database is away: readiness says so; try again next time
      )
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

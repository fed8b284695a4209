// How fresh a search's index is where visitors' answers are kept (PAGE_CACHE_MS > 0): a member's
// search reads the goods log first and shows every committed write; a visitor's shows a write
// made by another process once CACHE_SYNC_MS has passed since the last read of the log, or at
// once when this process wrote it or the change-log sync saw it.
import { afterEach, expect, it, vi } from 'vitest';
import { product } from '../../src/api/product';
import { dropAnswers } from '../../src/server/http/answer-cache';
import { reindexGoods } from '../../src/server/floor/goods-change';
import { eachDialect, useApp } from './helpers';

const SYNC_MS = 60_000;

eachDialect('search index freshness', (dialect) => {
  const t = useApp(dialect, { env: { PAGE_CACHE_MS: '5000', CACHE_SYNC_MS: String(SYNC_MS) } });
  afterEach(() => vi.useRealTimers());

  /** The ids a search finds; `size` picks a page no earlier call asked for (no kept answer). */
  const found = async (productName: string, size: number, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: product.goodsPage.path,
      payload: { productName, size },
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { records: { id: number }[] } }>().data.records.map((g) => g.id);
  };
  const member = { cookie: 'login_access_token=x' };
  /** The name a goods detail shows (answered from the same index). */
  const named = async (id: number, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `${product.goodsDetail.path}?id=${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { productName: string } }>().data.productName;
  };
  /** A rename another process made: the row and the log entry, without this process's own drop of its answers. */
  const renameElsewhere = async (id: number, name: string) => {
    await t.db.updateTable('goods').set({ name }).where('id', '=', id).execute();
    await t.db.insertInto('goods_change').values({ goods_id: id }).execute();
  };

  it("shows a visitor another process's write within CACHE_SYNC_MS, a member at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await found('Zeta甲', 11)).toEqual([]);
    await renameElsewhere(11, 'Zeta甲 钢板');
    // the visitor's index is as of the read a moment ago; the member's search and detail read the log
    expect(await found('Zeta甲', 12)).toEqual([]);
    expect(await named(11)).not.toBe('Zeta甲 钢板');
    expect(await named(11, member)).toBe('Zeta甲 钢板');
    expect(await found('Zeta甲', 13, member)).toEqual([11]);
    expect(await found('Zeta甲', 14)).toEqual([11]);

    await renameElsewhere(12, 'Zeta乙 钢板');
    vi.advanceTimersByTime(SYNC_MS - 1);
    expect(await found('Zeta乙', 15)).toEqual([]);
    expect(await named(12)).not.toBe('Zeta乙 钢板');
    vi.advanceTimersByTime(1);
    expect(await named(12)).toBe('Zeta乙 钢板');
    expect(await found('Zeta乙', 16)).toEqual([12]);
  });

  it("shows a visitor this process's write, or one the change-log sync saw, at once", async () => {
    await found('Zeta丙', 17);
    await t.db.updateTable('goods').set({ name: 'Zeta丙 钢管' }).where('id', '=', 13).execute();
    await reindexGoods(t.db, [13]);
    expect(await found('Zeta丙', 18)).toEqual([13]);

    await renameElsewhere(14, 'Zeta丁 钢管');
    expect(await found('Zeta丁', 19)).toEqual([]);
    dropAnswers(); // what the sync does when it finds the log's head moved
    expect(await found('Zeta丁', 20)).toEqual([14]);
  });
});

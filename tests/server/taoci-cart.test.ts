// A tile's boxes go in the cart from one colour batch (色号), checked on the server inside the
// owner lock: the largest batch by default, never a second batch on the line, never more than
// the batch holds (exact under parallel adds), off-sale tiles refused, other goods take no batch.
import { expect, it } from 'vitest';
import { shoppingCart, type Cart } from '../../src/api/cart';
import { savedSearch } from '../../src/api/saved-search';
import { eachDialect, expectFail, useApp } from './helpers';
import { call, makeMember, send } from './mall-helpers';

const lines = (c: Cart) => c.shops.flatMap((s) => s.lines);

eachDialect('tile cart lines', (dialect) => {
  const t = useApp(dialect);

  /** An on-sale tile of an open shop with two batches in stock, its batches largest first. */
  async function tileWithBatches(skip = 0) {
    const rows = await t.db
      .selectFrom('taoci_tile as t')
      .innerJoin('taoci_shop as cs', 'cs.shop_id', 't.shop_id')
      .where('t.status', '=', 'on_sale')
      .where('cs.status', '=', 'open')
      .where((eb) =>
        eb(
          eb
            .selectFrom('taoci_batch as b')
            .whereRef('b.goods_id', '=', 't.goods_id')
            .where('b.stock', '>=', 30)
            .select((e) => e.fn.countAll<number>().as('n')),
          '>=',
          2,
        ),
      )
      .select('t.goods_id')
      .orderBy('t.goods_id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
    const batches = await t.db
      .selectFrom('taoci_batch')
      .selectAll()
      .where('goods_id', '=', rows.goods_id)
      .orderBy('stock', 'desc')
      .orderBy('id')
      .execute();
    return { goodsId: rows.goods_id, batches };
  }

  it('takes the largest batch by default, keeps the line on its batch and within its stock', async () => {
    const m = await makeMember(t.db);
    const { goodsId, batches } = await tileWithBatches();
    const [largest, other] = batches;
    let cart = await call(t.app, shoppingCart.add, { goodsId, quantity: 3 }, m.as());
    expect(lines(cart)[0]).toMatchObject({
      goodsId,
      quantity: 3,
      unit: '箱',
      batch: { id: largest.id, batchNo: largest.batch_no },
      stock: largest.stock,
      available: true,
    });
    cart = await call(t.app, shoppingCart.add, { goodsId, quantity: 2, batchId: largest.id }, m.as());
    expect(lines(cart)[0].quantity).toBe(5);
    expect(
      expectFail(await send(t.app, shoppingCart.add, { goodsId, quantity: 1, batchId: other.id }, m.as()), 400),
    ).toContain(`已有色号 ${largest.batch_no}`);
    expect(
      expectFail(await send(t.app, shoppingCart.add, { goodsId, quantity: largest.stock }, m.as()), 400),
    ).toContain(`色号 ${largest.batch_no} 库存 ${largest.stock} 箱`);
    const id = lines(cart)[0].id;
    expect(
      expectFail(await send(t.app, shoppingCart.update, { id, quantity: largest.stock + 1 }, m.as()), 400),
    ).toContain('色号');
    cart = await call(t.app, shoppingCart.update, { id, quantity: largest.stock }, m.as());
    expect(lines(cart)[0].quantity).toBe(largest.stock);
    // After removal another batch may be chosen.
    await call(t.app, shoppingCart.remove, { ids: [id] }, m.as());
    cart = await call(t.app, shoppingCart.add, { goodsId, quantity: 1, batchId: other.id }, m.as());
    expect(lines(cart)[0].batch?.batchNo).toBe(other.batch_no);
  });

  it('refuses a batch of another tile, a batch on other goods, a quantity no batch holds and an off-sale tile', async () => {
    const m = await makeMember(t.db);
    const a = await tileWithBatches(0);
    const b = await tileWithBatches(1);
    expect(
      expectFail(
        await send(t.app, shoppingCart.add, { goodsId: a.goodsId, quantity: 1, batchId: b.batches[0].id }, m.as()),
        400,
      ),
    ).toContain('色号不属于');
    expect(
      expectFail(
        await send(t.app, shoppingCart.add, { goodsId: 1, quantity: 1, batchId: a.batches[0].id }, m.as()),
        400,
      ),
    ).toContain('色号');
    const msg = expectFail(
      await send(t.app, shoppingCart.add, { goodsId: a.goodsId, quantity: a.batches[0].stock + 1 }, m.as()),
      400,
    );
    expect(msg).toContain('不能混批');
    const off = await t.db
      .selectFrom('taoci_tile')
      .select('goods_id')
      .where('status', '=', 'off_sale')
      .executeTakeFirstOrThrow();
    expect(
      expectFail(await send(t.app, shoppingCart.add, { goodsId: off.goods_id, quantity: 1 }, m.as()), 400),
    ).toContain('下架');
    expect(lines(await call(t.app, shoppingCart.list, {}, m.as()))).toEqual([]);
  });

  it('stays exact under parallel adds: never past the batch, every accepted box counted, one batch per line', async () => {
    const m = await makeMember(t.db);
    const { goodsId, batches } = await tileWithBatches(2);
    const batch = batches[0];
    const each = Math.max(1, Math.floor(batch.stock / 8));
    const tries = 12;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        send(
          t.app,
          shoppingCart.add,
          { goodsId, quantity: each, batchId: i % 3 === 2 ? batches[1].id : batch.id },
          m.as(),
        ),
      ),
    );
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    const [line] = lines(await call(t.app, shoppingCart.list, {}, m.as()));
    expect(line.quantity).toBe(accepted * each);
    expect(line.quantity).toBeLessThanOrEqual(line.batch!.id === batch.id ? batch.stock : batches[1].stock);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(tries);
  });

  it("saves a shop's tile filters as a search (保存搜索) and refuses a filter the list does not take", async () => {
    const m = await makeMember(t.db);
    const shop = await t.db
      .selectFrom('taoci_shop')
      .select('shop_id')
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const saved = await call(
      t.app,
      savedSearch.save,
      { kind: 'taoci', name: '客厅地面 瓷质砖', filters: { id: shop.shop_id, usage: '地砖', absorption: 'BIa' } },
      m.as(),
    );
    expect(saved).toMatchObject({ kind: 'taoci', filters: { id: shop.shop_id, usage: '地砖', absorption: 'BIa' } });
    expect(
      expectFail(
        await send(
          t.app,
          savedSearch.save,
          { kind: 'taoci', name: 'x', filters: { id: shop.shop_id, absorption: 'B9' } },
          m.as(),
        ),
        400,
      ),
    ).toContain('筛选条件的吸水率');
  });
});

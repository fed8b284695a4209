// Parallel bursts against one owner: every acknowledged write is kept and every limit holds
// (atomic upsert for the same goods, limits checked under the owner lock, one default address
// by a partial unique index). The same bursts once lost writes on PostgreSQL.
import { expect, it } from 'vitest';
import { addressBook, type AddressForm } from '../../src/api/address';
import { shoppingCart, type Cart } from '../../src/api/cart';
import { MAX_ADDRESSES } from '../../src/server/modules/address/repository';
import { MAX_LINES } from '../../src/server/modules/cart/repository';
import { eachDialect, useApp } from './helpers';
import { makeMember, send } from './mall-helpers';

const lines = (c: Cart) => c.shops.flatMap((s) => s.lines);

eachDialect('write bursts', (dialect) => {
  const t = useApp(dialect);

  it('50 parallel adds of the same goods all count', async () => {
    const m = await makeMember(t.db);
    await t.db.updateTable('goods').set({ stock: 10_000 }).where('id', '=', 7).execute();
    await send(t.app, shoppingCart.add, { goodsId: 7, quantity: 1 }, m.as());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(t.app, shoppingCart.add, { goodsId: 7, quantity: 1 }, m.as())),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const stored = await t.db.selectFrom('cart_item').select('quantity').where('user_id', '=', m.userId).execute();
    expect(stored).toEqual([{ quantity: 51 }]);
  });

  it('parallel adds never pass the stock', async () => {
    const m = await makeMember(t.db);
    await t.db.updateTable('goods').set({ stock: 30 }).where('id', '=', 8).execute();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => send(t.app, shoppingCart.add, { goodsId: 8, quantity: 1 }, m.as())),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(30);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(10);
    const line = await t.db
      .selectFrom('cart_item')
      .select('quantity')
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    expect(line.quantity).toBe(30);
  });

  it(`${MAX_LINES + 50} parallel adds of different goods stop at ${MAX_LINES} lines`, async () => {
    const m = await makeMember(t.db);
    const goods = await t.db
      .selectFrom('goods')
      .select('id')
      .where('stock', '>', 0)
      .orderBy('id')
      .limit(MAX_LINES + 50)
      .execute();
    expect(goods).toHaveLength(MAX_LINES + 50);
    const answers = await Promise.all(
      goods.map((g) => send(t.app, shoppingCart.add, { goodsId: g.id, quantity: 1 }, m.as())),
    );
    const okCount = answers.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(MAX_LINES);
    expect(
      answers
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json<{ msg: string }>().msg.includes(`最多放 ${MAX_LINES} 种`)),
    ).toBe(true);
    const { n } = await t.db
      .selectFrom('cart_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(MAX_LINES);
  });

  it(`40 parallel address saves keep ${MAX_ADDRESSES} and exactly one default`, async () => {
    const m = await makeMember(t.db);
    const r = await t.db
      .selectFrom('region as d')
      .innerJoin('region as c', 'c.code', 'd.parent_code')
      .select(['d.code as district', 'c.code as city', 'c.parent_code as province'])
      .where('d.level', '=', 3)
      .executeTakeFirstOrThrow();
    const form = (i: number): AddressForm => ({
      consignee: `收货人${i}`,
      phone: '13800138000',
      provinceCode: r.province,
      cityCode: r.city,
      districtCode: r.district,
      detail: `建设路 ${i} 号`,
      isDefault: i % 3 === 0,
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(t.app, addressBook.save, form(i), m.as())),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX_ADDRESSES);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(40 - MAX_ADDRESSES);
    const stored = await t.db
      .selectFrom('member_address')
      .select(['id', 'is_default'])
      .where('user_id', '=', m.userId)
      .execute();
    expect(stored).toHaveLength(MAX_ADDRESSES);
    expect(stored.filter((a) => a.is_default === 1)).toHaveLength(1);
    // Parallel set-default calls leave one default too.
    const ids = stored.map((a) => a.id);
    const moved = await Promise.all(ids.map((id) => send(t.app, addressBook.setDefault, { id }, m.as())));
    expect(moved.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const defaults = await t.db
      .selectFrom('member_address')
      .select('id')
      .where('user_id', '=', m.userId)
      .where('is_default', '=', 1)
      .execute();
    expect(defaults).toHaveLength(1);
  });

  it('the database itself refuses a second default address', async () => {
    const m = await makeMember(t.db);
    const row = (n: number) => ({
      user_id: m.userId,
      company_id: m.companyIds[0],
      consignee: `收货人${n}`,
      phone: '13800138000',
      province_code: '110000',
      city_code: '110100',
      district_code: '',
      detail: '建设路 1 号',
      is_default: 1,
      created_at: '2026-11-20 09:00:00',
      updated_at: '2026-11-20 09:00:00',
    });
    await t.db.insertInto('member_address').values(row(1)).execute();
    await expect(t.db.insertInto('member_address').values(row(2)).execute()).rejects.toThrow(/unique|duplicate/i);
  });

  it('answers each add with the cart it made', async () => {
    const m = await makeMember(t.db);
    const res = await send(t.app, shoppingCart.add, { goodsId: 9, quantity: 2 }, m.as());
    expect(lines(res.json<{ data: Cart }>().data)).toMatchObject([{ goodsId: 9, quantity: 2 }]);
  });
});

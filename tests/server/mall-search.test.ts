// Goods search: every goods whose name contains the query is found and ranked first (compared
// with a plain LIKE scan and a JS scan), the in-memory index follows goods writes (on another
// server too), and filters, sorts, facets and paging agree with a plain scan of the goods.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { labelOf } from '../../src/api/labels';
import { product, type GoodsPage, type GoodsQuery } from '../../src/api/product';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createDb } from '../../src/server/db';
import { seededCounts } from '../../src/server/db/seed';
import { containsPattern } from '../../src/server/db/query';
import { cardQuery, toCard } from './goods-oracle';
import { NONE, groupTiers } from '../../src/server/modules/product/match';
import { reindexGoods } from '../../src/server/floor/goods-change';
import { goodsIndex } from '../../src/server/modules/product/store';
import { normalize } from '../../src/server/modules/product/text';
import { isoOf, stampOf } from '../../src/server/floor/time';
import { eachDialect, expectFail, seededDb, type TestDb } from './helpers';
import { allGoods, call, send } from './mall-helpers';
import type { FastifyInstance } from 'fastify';

const SCALE = 3000;
/** Names that stress the index: mixed case, LIKE wildcards, doubled spaces, a long run of 钢. */
const EXTRA = [
  '钢筋混凝土用热轧带肋钢筋 HRB400E Φ12',
  'PVC-U 排水管 dn110',
  'pvc 线管 Pvc20',
  '防水 100%_纯 Abc_Def',
  '钢  双空格 钢钢钢',
  'A b c 分开写',
];
const QUERIES = [
  '钢',
  '钢筋',
  '混凝土',
  'HRB400',
  'hrb400e',
  'Hrb',
  '水泥',
  '管',
  'PVC',
  'pvc-u',
  'Φ12',
  '42.5',
  'mm',
  'm',
  'e',
  '×',
  '40%',
  '%',
  '_',
  'c_d',
  '现货 海螺',
  '钢  双',
  'a b',
  'b c 分',
  '普通硅酸盐水泥',
  'P.O 42.5 散装',
  '不存在的商品',
  '钢钢',
  '钢钢钢',
];

eachDialect('goods search', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  const extraIds: number[] = [];
  beforeAll(async () => {
    t = await seededDb(dialect, SCALE);
    const model = await t.db.selectFrom('goods').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    for (const name of EXTRA) {
      const { id: _, ...rest } = model;
      const row = await t.db
        .insertInto('goods')
        .values({ ...rest, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      extraIds.push(row.id);
    }
    await reindexGoods(t.db, extraIds);
    app = await buildApp(testConfig(), { db: t.db, serveStatic: false });
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  /** The plain scan the index must agree with: LIKE on SQLite (folds ASCII), ILIKE on PostgreSQL. */
  async function likeScan(q: string): Promise<number[]> {
    const op = dialect === 'sqlite' ? sql`like` : sql`ilike`;
    const { rows } = await sql<{
      id: number;
    }>`select id from goods where name ${op} ${containsPattern(q)} escape '\\' order by id`.execute(t.db);
    return rows.map((r) => r.id);
  }
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('finds every goods whose name contains the query, ranked before any other match', async () => {
    const names = new Map((await t.db.selectFrom('goods').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
    for (const q of QUERIES) {
      const ranked = (await allGoods(app, { productName: q })).map((g) => g.id);
      const bySales = (await allGoods(app, { productName: q, sort: 'sales' })).map((g) => g.id);
      const expected = await likeScan(q);
      const byJs = [...names].filter(([, n]) => normalize(n).includes(normalize(q))).map(([id]) => id);
      expect(sorted(byJs), q).toEqual(expected);
      expect(sorted(ranked.slice(0, expected.length)), q).toEqual(expected);
      expect(sorted(bySales), q).toEqual(sorted(ranked));
    }
    // The queries are not vacuous: the short and the long ones all have hits.
    for (const q of ['钢', '钢筋', '混凝土', 'HRB400', 'PVC', '40%', 'c_d', '钢  双'])
      expect((await likeScan(q)).length, q).toBeGreaterThan(0);
    expect((await likeScan('钢')).length).toBeGreaterThan(100);
  });

  it('keeps the index in step with renamed, new and deleted goods, on every server of the database', async () => {
    const ids = async (q: string, on = app) => (await allGoods(on, { productName: q })).map((g) => g.id);
    const id = extraIds[5];
    await t.db.updateTable('goods').set({ name: '改名后的 Zeta 钢板' }).where('id', '=', id).execute();
    await reindexGoods(t.db, [id]);
    expect(await ids('zeta')).toEqual([id]);
    expect(await ids('分开写')).toEqual([]);
    expect(await ids('改名后')).toEqual([id]);
    const model = await t.db.selectFrom('goods').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    const { id: _, ...rest } = model;
    const added = await t.db
      .insertInto('goods')
      .values({ ...rest, name: '新上架 Omega 止水钢板' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reindexGoods(t.db, [added.id]);
    expect(await ids('omega')).toEqual([added.id]);
    await t.db.deleteFrom('goods').where('id', '=', added.id).execute();
    await reindexGoods(t.db, [added.id]);
    expect(await ids('omega')).toEqual([]);
    if (!t.url) return;
    // A second server process on the same database sees writes made through the first.
    const other = createDb(t.url);
    const second = await buildApp(testConfig(), { db: other, serveStatic: false });
    try {
      expect(await ids('zeta', second)).toEqual([id]);
      await t.db.updateTable('goods').set({ name: '再改名 Kappa 钢板' }).where('id', '=', id).execute();
      await reindexGoods(t.db, [id]);
      expect(await ids('kappa', second)).toEqual([id]);
      expect(await ids('zeta', second)).toEqual([]);
    } finally {
      await second.close();
      await other.destroy();
    }
  });

  it('filters by category of any level, brand, shop, self-support and price', async () => {
    const steel = await call(app, product.goodsPage, { productName: '钢' });
    const top = steel.facets.categories[0];
    expect(top.level).toBe(1);
    const inTop = await call(app, product.goodsPage, { productName: '钢', categoryId: top.id, size: 100 });
    expect(inTop.total).toBe(top.count);
    expect(inTop.facets.categories.every((c) => c.level === 2 && c.parentId === top.id)).toBe(true);
    const mid = inTop.facets.categories[0];
    const inMid = await call(app, product.goodsPage, { productName: '钢', categoryId: mid.id });
    expect(inMid.total).toBe(mid.count);
    const leafFacet = inMid.facets.categories[0];
    const inLeaf = await allGoods(app, { productName: '钢', categoryId: leafFacet.id });
    expect(inLeaf.length).toBe(leafFacet.count);
    expect(inLeaf.every((g) => g.categoryId === leafFacet.id && g.productName.includes('钢'))).toBe(true);

    const brand = steel.facets.brands[0];
    const byBrand = await allGoods(app, { productName: '钢', brandId: brand.id });
    expect(byBrand.length).toBe(brand.count);
    expect(byBrand.every((g) => g.brandId === brand.id)).toBe(true);
    // The brand bar keeps every brand while one is chosen.
    const brandPage = await call(app, product.goodsPage, { productName: '钢', brandId: brand.id });
    expect(brandPage.facets.brands).toEqual(steel.facets.brands);
    expect(brandPage.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(brand.count);

    const self = await allGoods(app, { selfSupport: true, productName: '水泥' });
    expect(self.length).toBeGreaterThan(0);
    expect(self.every((g) => g.selfSupport && g.shopName.includes('自营'))).toBe(true);
    const selfPage = await call(app, product.selfGoodsPage, { productName: '水泥', size: 100 });
    expect(selfPage.total).toBe(self.length);
    const shopId = self[0].shopId;
    const inShop = await allGoods(app, { shopId });
    const { n } = await t.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(inShop.length).toBe(Number(n));
    expect(inShop.every((g) => g.shopId === shopId)).toBe(true);

    const priced = await allGoods(app, { productName: '管', minPrice: 100, maxPrice: 4500.5 });
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from goods where name like ${'%管%'} and price >= 100 and price <= 4500.5`.execute(t.db);
    expect(priced.length).toBe(Number(rows[0].n));
    expect(priced.every((g) => g.price >= 100 && g.price <= 4500.5)).toBe(true);
    expect((await call(app, product.goodsPage, { minPrice: 10, maxPrice: 5 })).total).toBe(0);
    expect((await call(app, product.goodsPage, { categoryId: 999999 })).total).toBe(0);
  });

  it('gives the same totals and facets from group sums as from counting each goods', async () => {
    const steel = (await call(app, product.goodsPage, {})).facets.categories[0];
    const mid = (await call(app, product.goodsPage, { categoryId: steel.id })).facets.categories[0];
    const cases = [
      {},
      { categoryId: steel.id },
      { categoryId: mid.id, selfSupport: true },
      { selfSupport: false },
      { brandId: 3 },
    ];
    for (const q of [
      ...cases,
      ...cases.map((c) => ({ ...c, productName: '钢' })),
      { productName: 'm', categoryId: mid.id },
    ]) {
      // A price filter that keeps every goods forces the live count.
      const [summary, live] = [
        await call(app, product.goodsPage, q),
        await call(app, product.goodsPage, { ...q, minPrice: 0 }),
      ];
      expect(summary.total, JSON.stringify(q)).toBe(live.total);
      expect(summary.facets, JSON.stringify(q)).toEqual(live.facets);
      expect(summary.records).toEqual(live.records);
    }
  });

  it('sorts by price and sales with a stable order across pages', async () => {
    const check = async (
      sort: 'priceAsc' | 'priceDesc' | 'sales' | 'default',
      key: (g: GoodsPage['records'][number]) => number,
      dir: 1 | -1,
    ) => {
      const all = await allGoods(app, { productName: '钢', sort });
      for (let i = 1; i < all.length; i++)
        expect(dir * (key(all[i]) - key(all[i - 1])), `${sort} ${i}`).toBeGreaterThanOrEqual(0);
      return all;
    };
    await check('priceAsc', (g) => g.price, 1);
    await check('priceDesc', (g) => g.price, -1);
    await check('sales', (g) => g.salesCount, -1);
    const byDefault = await check('default', () => 0, 1);
    expect(byDefault.length).toBeGreaterThan(100);
    const first20 = await call(app, product.goodsPage, { size: 20 });
    const second10 = await call(app, product.goodsPage, { size: 10, current: 2 });
    expect(second10.records).toEqual(first20.records.slice(10, 20));
    const total = seededCounts(SCALE).goods + EXTRA.length;
    expect(first20).toMatchObject({ total, size: 20, current: 1, pages: Math.ceil(total / 20) });
    const beyond = await call(app, product.goodsPage, { current: 9999 });
    expect(beyond.records).toEqual([]);
    expect((await call(app, product.goodsPage, {})).size).toBe(40);
  });

  it('pages, totals and orders agree with a plain scan of every goods', async () => {
    const ix = await goodsIndex(t.db);
    const slotOf = new Map(Array.from(ix.id, (id, slot) => [id, slot]));
    const goods = await t.db.selectFrom('goods').selectAll().execute();
    const cases: GoodsQuery[] = [
      { productName: '钢筋', size: 7, current: 3 },
      { productName: '钢筋', size: 100, current: 2 },
      { productName: 'gangjin', sort: 'priceAsc', size: 13, current: 2 },
      { productName: '钢材', size: 50, current: 4 },
      { productName: 'hrb400 螺纹', size: 9, current: 5 },
      { productName: '商砼', minPrice: 400, maxPrice: 500, size: 11, current: 2 },
      { productName: '管', sort: 'priceDesc', current: 2, size: 7 },
      { productName: 'm', sort: 'sales', selfSupport: false, size: 30, current: 3 },
      { productName: '钢', minPrice: 100, maxPrice: 4000, brandId: 1 },
      { productName: '钢', categoryId: 1, current: 3, size: 5 },
      { productName: '水泥', shopId: goods[0].shop_id, size: 3, current: 2 },
      { minPrice: 50, maxPrice: 60, sort: 'priceAsc', size: 20, current: 2 },
      { minPrice: 380, maxPrice: 3500, sort: 'priceDesc', size: 25, current: 3 },
      { productName: '管', minPrice: 20, sort: 'priceAsc', size: 10, current: 4 },
      { categoryId: 2, sort: 'sales', current: 40, size: 10 },
      { brandId: 3, sort: 'priceDesc' },
      // Pages past the middle are found walking from the end.
      { productName: '钢', sort: 'sales', size: 20, current: 25 },
      { categoryId: 1, sort: 'priceAsc', size: 15, current: 20 },
      { productName: '混凝土', current: 9, size: 30 },
    ];
    const keys = {
      default: ['recommend', 'sales_count', 'id'],
      sales: ['sales_count', 'id'],
      priceAsc: ['price', 'id'],
      priceDesc: ['price', 'id'],
    } as const;
    for (const q of cases) {
      const tiers = q.productName ? groupTiers(ix, q.productName) : undefined;
      const tierOf = (id: number) => (tiers ? tiers[ix.group[slotOf.get(id)!]] : 0);
      const sort = q.sort ?? 'default';
      const dir = sort === 'priceAsc' ? 1 : -1;
      const ranked = q.productName !== undefined && sort === 'default';
      const expected = goods
        .filter((g) => tierOf(g.id) !== NONE)
        .filter(
          (g) =>
            q.categoryId == null || [g.category1_id, g.category2_id, g.category3_id].includes(Number(q.categoryId)),
        )
        .filter((g) => (q.brandId == null || g.brand_id === q.brandId) && (q.shopId == null || g.shop_id === q.shopId))
        .filter(
          (g) =>
            (q.minPrice == null || Number(g.price) >= Number(q.minPrice)) &&
            (q.maxPrice == null || Number(g.price) <= Number(q.maxPrice)),
        )
        .filter((g) => q.selfSupport == null || g.self_support === (q.selfSupport ? 1 : 0))
        .sort(
          (a, b) =>
            (ranked ? tierOf(a.id) - tierOf(b.id) : 0) ||
            keys[sort].reduce((d, k) => d || dir * (Number(a[k]) - Number(b[k])), 0),
        );
      const size = Number(q.size ?? 40);
      const from = (Number(q.current ?? 1) - 1) * size;
      const page = await call(app, product.goodsPage, q);
      expect(page.total, JSON.stringify(q)).toBe(expected.length);
      expect(
        page.records.map((g) => g.id),
        JSON.stringify(q),
      ).toEqual(expected.slice(from, from + size).map((g) => g.id));
    }
  });

  it('answers each card from memory as the database has it, stock and running group-buy included', async () => {
    const now = Date.now();
    const fromDb = async (ids: number[]) => {
      const rows = await cardQuery(t.db, stampOf(now)).where('g.id', 'in', ids).execute();
      const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
      return ids.map((id) => byId.get(id));
    };
    const pages = [
      await call(app, product.goodsPage, { size: 100 }),
      await call(app, product.goodsPage, { productName: '钢', sort: 'priceDesc', current: 2, size: 100 }),
    ];
    for (const page of pages) expect(page.records).toEqual(await fromDb(page.records.map((g) => g.id)));
    expect(pages[0].records.some((g) => g.groupBuy !== null)).toBe(true);

    // A write shows on the next page load: stock, and a group-buy that starts now.
    const goods = pages[0].records.find((g) => g.groupBuy === null)!;
    await t.db.updateTable('goods').set({ stock: 7 }).where('id', '=', goods.id).execute();
    await t.db
      .insertInto('group_buy')
      .values({
        goods_id: goods.id,
        price: 1.5,
        min_quantity: 2,
        starts_at: stampOf(now - 1000),
        ends_at: stampOf(now + 3_600_000),
      })
      .execute();
    await reindexGoods(t.db, [goods.id]);
    const after = (await call(app, product.goodsPage, { size: 100 })).records.find((g) => g.id === goods.id)!;
    expect(after).toEqual({
      ...goods,
      stock: 7,
      groupBuy: { price: 1.5, minQuantity: 2, endsAt: isoOf(stampOf(now + 3_600_000)) },
    });
    expect(after).toEqual((await fromDb([goods.id]))[0]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const bad: [object, string][] = [
      [{ size: 101 }, 'size'],
      [{ size: 0 }, 'size'],
      [{ current: -1 }, 'current'],
      [{ current: 1.5 }, 'current'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ minPrice: 'abc' }, 'minPrice'],
      [{ maxPrice: -1 }, 'maxPrice'],
      [{ categoryId: 'x' }, 'categoryId'],
      [{ selfSupport: 'maybe' }, 'selfSupport'],
      [{ productName: 'x'.repeat(51) }, 'productName'],
    ];
    // Each refusal is carried at the field's path and names it by its label (每页条数…), never its key.
    for (const [input, field] of bad) {
      const res = await send(app, product.goodsPage, input);
      const msg = expectFail(res, 400);
      const fields = res.json<{ data: { fields: { path: string; message: string }[] } }>().data.fields;
      expect(
        fields.map((f) => f.path),
        JSON.stringify(input),
      ).toEqual([field]);
      expect(msg, JSON.stringify(input)).toContain(labelOf([field]));
      expect(msg, JSON.stringify(input)).not.toContain(field);
    }
    expect(expectFail(await send(app, product.shopPage, { shopCityCode: '12' }), 400)).toContain('店铺城市');
  });
});

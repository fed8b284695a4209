// Goods search: every goods whose name contains the query is found (compared with a plain LIKE
// scan and a JS scan), the gram index follows renames, and filters, sorts, facets and paging
// agree with the database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product, type GoodsPage } from '../../src/api/product';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { containsPattern } from '../../src/server/db/query';
import { gramsOf, normalize, reindexGoods } from '../../src/server/modules/product/grams';
import { cacheFor } from '../../src/server/modules/product/page-cache';
import { tuning } from '../../src/server/modules/product/search';
import { eachDialect, expectFail, seededDb, type TestDb } from './helpers';
import { allGoods, call, send } from './mall-helpers';
import type { FastifyInstance } from 'fastify';

const SCALE = 3000;
/** Names that stress the index: mixed case, LIKE wildcards, doubled spaces, a long run of 钢. */
const EXTRA = ['钢筋混凝土用热轧带肋钢筋 HRB400E Φ12', 'PVC-U 排水管 dn110', 'pvc 线管 Pvc20', '防水 100%_纯 Abc_Def', '钢  双空格 钢钢钢', 'A b c 分开写'];
const QUERIES = ['钢', '钢筋', '混凝土', 'HRB400', 'hrb400e', 'Hrb', '水泥', '管', 'PVC', 'pvc-u', 'Φ12', '42.5', 'mm', 'm', 'e', '×', '40%', '%', '_', 'c_d', '现货 海螺', '钢  双', 'a b', 'b c 分', '普通硅酸盐水泥', 'P.O 42.5 散装', '不存在的商品', '钢钢', '钢钢钢'];

eachDialect('goods search', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  const extraIds: number[] = [];
  beforeAll(async () => {
    t = await seededDb(dialect, SCALE);
    const model = await t.db.selectFrom('goods').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    for (const name of EXTRA) {
      const { id: _, ...rest } = model;
      const row = await t.db.insertInto('goods').values({ ...rest, name }).returning('id').executeTakeFirstOrThrow();
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
    const { rows } = await sql<{ id: number }>`select id from goods where name ${op} ${containsPattern(q)} escape '\\' order by id`.execute(t.db);
    return rows.map((r) => r.id);
  }

  it('builds the same gram rows in the seed as in JS (writes)', async () => {
    const rows = await t.db.selectFrom('goods').select(['id', 'name']).where('id', '<=', 300).execute();
    const grams = await t.db.selectFrom('goods_gram').selectAll().where('goods_id', '<=', 300).execute();
    const bySql = new Map<number, string[]>();
    for (const g of grams) bySql.set(g.goods_id, [...(bySql.get(g.goods_id) ?? []), g.gram]);
    for (const r of rows) expect(bySql.get(r.id)?.sort(), r.name).toEqual([...gramsOf(r.name)].sort());
    // Each gram row repeats its goods' brand, categories and self-support.
    const goods = new Map((await t.db.selectFrom('goods').selectAll().where('id', '<=', 300).execute()).map((g) => [g.id, g]));
    for (const g of grams) {
      const { brand_id, category1_id, category2_id, category3_id, self_support } = goods.get(g.goods_id)!;
      expect(g).toMatchObject({ brand_id, category1_id, category2_id, category3_id, self_support });
    }
  });

  // Name searches run in memory or in SQL (by dialect and match count): each check below
  // runs through both, the SQL one with a low threshold so common-gram plans run too.
  for (const [path, setting] of [['in memory', { common: 5000, memory: true }], ['in SQL', { common: 20, memory: false }]] as const) {
    describe(path, () => {
      beforeAll(() => {
        Object.assign(tuning, setting);
        cacheFor(t.db).clear();
      });
      afterAll(() => {
        Object.assign(tuning, { common: 5000, memory: undefined });
      });

    it('finds every goods whose name contains the query, and only those', async () => {
      const names = new Map((await t.db.selectFrom('goods').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
      for (const q of QUERIES) {
        const found = (await allGoods(app, { productName: q, sort: 'sales' })).map((g) => g.id).sort((a, b) => a - b);
        const expected = await likeScan(q);
        const byJs = [...names].filter(([, n]) => normalize(n).includes(normalize(q))).map(([id]) => id).sort((a, b) => a - b);
        expect(found, q).toEqual(expected);
        expect(found, q).toEqual(byJs);
      }
      // The queries are not vacuous: the short and the long ones all have hits.
      for (const q of ['钢', '钢筋', '混凝土', 'HRB400', 'PVC', '40%', 'c_d', '钢  双']) expect((await likeScan(q)).length, q).toBeGreaterThan(0);
      expect((await likeScan('钢')).length).toBeGreaterThan(100);
    });

    it('keeps the index in step with renamed goods', async () => {
      const id = extraIds[5];
      await t.db.updateTable('goods').set({ name: '改名后的 Zeta 钢板' }).where('id', '=', id).execute();
      await reindexGoods(t.db, [id]);
      const ids = async (q: string) => (await allGoods(app, { productName: q })).map((g) => g.id);
      expect(await ids('zeta')).toEqual([id]);
      expect(await ids('分开写')).toEqual([]);
      expect(await ids('改名后')).toEqual([id]);
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
      const { n } = await t.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shopId).executeTakeFirstOrThrow();
      expect(inShop.length).toBe(Number(n));
      expect(inShop.every((g) => g.shopId === shopId)).toBe(true);

      const priced = await allGoods(app, { productName: '管', minPrice: 100, maxPrice: 4500.5 });
      const { rows } = await sql<{ n: number }>`select count(*) as n from goods where name like ${'%管%'} and price >= 100 and price <= 4500.5`.execute(t.db);
      expect(priced.length).toBe(Number(rows[0].n));
      expect(priced.every((g) => g.price >= 100 && g.price <= 4500.5)).toBe(true);
      expect((await call(app, product.goodsPage, { minPrice: 10, maxPrice: 5 })).total).toBe(0);
      expect((await call(app, product.goodsPage, { categoryId: 999999 })).total).toBe(0);
    });

    it('gives the same totals and facets from the precomputed counts and gram rows as from counting goods', async () => {
      const steel = (await call(app, product.goodsPage, {})).facets.categories[0];
      const mid = (await call(app, product.goodsPage, { categoryId: steel.id })).facets.categories[0];
      const cases = [{}, { categoryId: steel.id }, { categoryId: mid.id, selfSupport: true }, { selfSupport: false }, { brandId: 3 }];
      for (const q of [...cases, ...cases.map((c) => ({ ...c, productName: '钢' })), { productName: 'm', categoryId: mid.id }]) {
        // A price filter that keeps every goods forces the live count.
        const [summary, live] = [await call(app, product.goodsPage, q), await call(app, product.goodsPage, { ...q, minPrice: 0 })];
        expect(summary.total, JSON.stringify(q)).toBe(live.total);
        expect(summary.facets, JSON.stringify(q)).toEqual(live.facets);
        expect(summary.records).toEqual(live.records);
      }
    });

    it('sorts by price and sales with a stable order across pages', async () => {
      const check = async (sort: 'priceAsc' | 'priceDesc' | 'sales' | 'default', key: (g: GoodsPage['records'][number]) => number, dir: 1 | -1) => {
        const all = await allGoods(app, { productName: '钢', sort });
        for (let i = 1; i < all.length; i++) expect(dir * (key(all[i]) - key(all[i - 1])), `${sort} ${i}`).toBeGreaterThanOrEqual(0);
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
      expect(first20).toMatchObject({ total: SCALE + EXTRA.length, size: 20, current: 1, pages: Math.ceil((SCALE + EXTRA.length) / 20) });
      const beyond = await call(app, product.goodsPage, { current: 9999 });
      expect(beyond.records).toEqual([]);
      expect((await call(app, product.goodsPage, {})).size).toBe(40);
    });
    });
  }

  it('gives the same pages in memory and in SQL', async () => {
    const queries = [{ productName: '钢' }, { productName: '水泥', sort: 'priceAsc' }, { productName: '管', sort: 'priceDesc', current: 2, size: 7 }, { productName: 'm', sort: 'sales', selfSupport: false }, { productName: '钢', minPrice: 100, maxPrice: 4000, brandId: 1 }, { productName: '钢', categoryId: 1, sort: 'default', current: 3, size: 5 }] as const;
    const run = async (common: number, memory: boolean) => {
      Object.assign(tuning, { common, memory });
      cacheFor(t.db).clear();
      const out = [];
      for (const q of queries) out.push(await call(app, product.goodsPage, q));
      return out;
    };
    const [memory, bySql, commonGrams] = [await run(5000, true), await run(5000, false), await run(1, false)];
    Object.assign(tuning, { common: 5000, memory: undefined });
    expect(bySql).toEqual(memory);
    expect(commonGrams).toEqual(memory);
    expect(memory[0].total).toBeGreaterThan(100);
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
    for (const [input, field] of bad) {
      const msg = expectFail(await send(app, product.goodsPage, input), 400);
      expect(msg, JSON.stringify(input)).toContain(field);
    }
    expect(expectFail(await send(app, product.shopPage, { shopCityCode: '12' }), 400)).toContain('shopCityCode');
  });
});

// The ceramic sub-site on the seeded market: shops and tiles a practitioner believes (regions,
// brands, sizes, boxes, prices per ㎡, batches), the landing, a shop's filters, sorts and presets,
// the tile facts, 404s and bad input.
import { expect, it } from 'vitest';
import { taoci } from '../../src/api/taoci';
import { ABSORPTION_CLASSES, TILE_CATEGORIES, TILE_PRESETS, TILE_REGIONS } from '../../src/api/taoci-dicts';
import { DEFAULT_SCALE } from '../../src/server/db/seed';
import { taociShopCount, taociTileCount } from '../../src/server/modules/taoci/seed/build';
import { KINDS, PIECES, REGIONS } from '../../src/server/modules/taoci/seed/kinds';
import { beijingDay } from '../../src/api/time';
import { reindexGoods } from '../../src/server/floor/goods-change';
import { eachDialect, expectFail, TEST_NOW, TEST_SCALE, useApp } from './helpers';
import { call, send } from './mall-helpers';

eachDialect('ceramic sub-site', (dialect) => {
  const t = useApp(dialect);

  it('seeds ≥ 30 open ceramic shops in the five producing regions and 1.5 tiles per goods of the scale (3,000 at the default)', async () => {
    expect(taociTileCount(DEFAULT_SCALE)).toBeGreaterThanOrEqual(3000);
    const shops = await t.db
      .selectFrom('taoci_shop as cs')
      .innerJoin('shop as s', 's.id', 'cs.shop_id')
      .selectAll()
      .execute();
    expect(shops.filter((s) => s.status === 'open')).toHaveLength(taociShopCount(TEST_SCALE));
    expect(taociShopCount(TEST_SCALE)).toBeGreaterThanOrEqual(30);
    expect(new Set(shops.map((s) => s.status))).toEqual(new Set(['open', 'pending', 'suspended']));
    expect(new Set(shops.map((s) => s.name)).size).toBe(shops.length);
    for (const s of shops) {
      const region = REGIONS.find((r) => r.name === s.region)!;
      expect(region, s.region).toBeDefined();
      expect([s.province_code, s.city_code], s.name).toEqual([region.province, region.city]);
      expect(region.towns.map(([code]) => code)).toContain(s.district_code);
      expect(region.brands).toContain(s.brand);
      expect(s.name.startsWith(s.brand)).toBe(true);
      expect(s.self_support).toBe(0);
      expect(s.since).toBeGreaterThanOrEqual(1990);
    }
    for (const r of TILE_REGIONS)
      expect(shops.filter((s) => s.region === r.name).length, r.name).toBeGreaterThanOrEqual(3);
  });

  it('keeps every tile believable: box maths, price per ㎡ and per box, class and use of its category, brand of its shop, stock = its batches', async () => {
    const tiles = await t.db
      .selectFrom('taoci_tile as t')
      .innerJoin('goods as g', 'g.id', 't.goods_id')
      .innerJoin('taoci_shop as cs', 'cs.shop_id', 't.shop_id')
      .innerJoin('brand as b', 'b.id', 'g.brand_id')
      .select([
        't.goods_id',
        't.category',
        't.size_mm',
        't.absorption',
        't.usage',
        't.finish',
        't.slip',
        't.pieces_per_box',
        't.m2_per_box',
        't.price_per_m2',
        't.status',
        't.thickness_mm',
      ])
      .select([
        'g.price',
        'g.unit',
        'g.stock',
        'g.name',
        'g.shop_id',
        'cs.status as shop_status',
        'cs.brand',
        'b.name as brand_name',
      ])
      .execute();
    expect(tiles).toHaveLength(taociTileCount(TEST_SCALE));
    const batches = await t.db.selectFrom('taoci_batch').selectAll().execute();
    const byGoods = new Map<number, typeof batches>();
    for (const b of batches) byGoods.set(b.goods_id, [...(byGoods.get(b.goods_id) ?? []), b]);
    const today = beijingDay(TEST_NOW);
    for (const tile of tiles) {
      const kind = KINDS[tile.category as keyof typeof KINDS];
      const [w, l] = tile.size_mm.split('×').map(Number);
      expect(kind.sizes, tile.name).toContain(tile.size_mm);
      expect(tile.pieces_per_box).toBe(PIECES[tile.size_mm as keyof typeof PIECES]);
      expect(Number(tile.m2_per_box)).toBeCloseTo((w * l * tile.pieces_per_box) / 1e6, 4);
      expect(Number(tile.m2_per_box)).toBeGreaterThan(0.4);
      expect(Number(tile.m2_per_box)).toBeLessThan(3.5);
      expect(Number(tile.price)).toBeCloseTo(Number(tile.price_per_m2) * Number(tile.m2_per_box), 2);
      expect(Number(tile.price_per_m2)).toBeGreaterThanOrEqual(kind.price[0] - 1);
      expect(Number(tile.price_per_m2)).toBeLessThanOrEqual(kind.price[1] * 1.25 + 1);
      expect(kind.absorption).toContain(tile.absorption);
      expect(kind.uses).toContain(tile.usage);
      expect(kind.finishes as readonly string[]).toContain(tile.finish);
      expect(kind.thickness).toContain(Number(tile.thickness_mm));
      expect(tile.slip === null || kind.slip > 0).toBe(true);
      expect(tile.unit).toBe('箱');
      expect(tile.brand_name).toBe(tile.brand);
      expect(tile.name).toContain(tile.category);
      expect(tile.name).toContain(tile.size_mm);
      if (tile.shop_status !== 'open') expect(tile.status).toBe('off_sale');
      const own = byGoods.get(tile.goods_id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.reduce((n, b) => n + b.stock, 0)).toBe(Number(tile.stock));
      expect(new Set(own.map((b) => b.batch_no)).size).toBe(own.length);
      for (const b of own) {
        expect(b.produced_on <= today && b.produced_on >= beijingDay(TEST_NOW - 366 * 86_400_000)).toBe(true);
        expect(b.batch_no.slice(0, 4)).toBe(b.produced_on.slice(2, 4) + b.produced_on.slice(5, 7));
      }
    }
    // Class by category: 瓷片 are 陶质, 抛光砖 and 岩板 瓷质; every category and class that exists is there.
    expect(new Set(tiles.filter((x) => x.category === '瓷片').map((x) => x.absorption))).toEqual(new Set(['BIII']));
    expect(new Set(tiles.map((x) => x.category))).toEqual(new Set(TILE_CATEGORIES));
    expect(new Set(tiles.map((x) => x.absorption)).size).toBeGreaterThanOrEqual(4);
    // Batch stock varies: some sold out, some low, most in stock; prices vary.
    const stocks = batches.map((b) => b.stock);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThan(0);
    expect(stocks.filter((s) => s > 0 && s < 30).length).toBeGreaterThan(0);
    expect(new Set(tiles.map((x) => Number(x.price_per_m2))).size).toBeGreaterThan(100);
  });

  it('answers the landing: categories and regions counted, featured open shops, hot and new tiles', async () => {
    const home = await call(t.app, taoci.home);
    expect(home.categories.map((c) => c.name)).toEqual([...TILE_CATEGORIES]);
    expect(home.regions.map((r) => r.name)).toEqual(TILE_REGIONS.map((r) => r.name));
    const { n } = await t.db
      .selectFrom('taoci_tile as t')
      .innerJoin('taoci_shop as cs', 'cs.shop_id', 't.shop_id')
      .where('t.status', '=', 'on_sale')
      .where('cs.status', '=', 'open')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(home.tileCount).toBe(Number(n));
    expect(home.regions.reduce((s, r) => s + r.tileCount, 0)).toBe(Number(n));
    expect(home.regions.reduce((s, r) => s + r.shopCount, 0)).toBe(taociShopCount(TEST_SCALE));
    expect(home.shops.length).toBe(10);
    expect(home.hot).toHaveLength(8);
    for (let i = 1; i < 8; i++) expect(home.hot[i - 1].salesCount).toBeGreaterThanOrEqual(home.hot[i].salesCount);
    const cat = await t.db
      .selectFrom('category')
      .select('name')
      .where('id', '=', home.tileCategoryId)
      .executeTakeFirstOrThrow();
    expect(cat.name).toBe('瓷砖');
  });

  it('filters a shop by every tile field and sorts by price per ㎡; presets are their filters', async () => {
    const shopId = (await call(t.app, taoci.home)).shops[0].id;
    const all = await call(t.app, taoci.shop, { id: shopId, size: 100 });
    expect(all.shop.id).toBe(shopId);
    expect(all.tiles.total).toBe(all.uses.reduce((s, u) => s + u.count, 0));
    expect(all.tiles.records.every((r) => r.stock >= 0 && r.batchCount >= 1)).toBe(true);
    const sample = all.tiles.records[0];
    const filters = {
      category: sample.category,
      tileSize: sample.sizeMm,
      finish: sample.finish,
      absorption: sample.absorption,
      usage: sample.usage,
      colour: sample.colour,
    };
    for (const [key, value] of Object.entries(filters)) {
      const page = await call(t.app, taoci.shop, { id: shopId, size: 100, [key]: value });
      const field = ({ tileSize: 'sizeMm' } as Record<string, string>)[key] ?? key;
      expect(page.tiles.total, key).toBeGreaterThan(0);
      expect(
        page.tiles.records.every((r) => (r as Record<string, unknown>)[field] === value),
        key,
      ).toBe(true);
    }
    const priced = await call(t.app, taoci.shop, {
      id: shopId,
      size: 100,
      sort: 'priceAsc',
      priceMin: 50,
      priceMax: 150,
    });
    const prices = priced.tiles.records.map((r) => r.pricePerM2);
    expect(prices.every((p) => p >= 50 && p <= 150)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    // Every preset across every open shop: only tiles its filters allow.
    const shops = await t.db.selectFrom('taoci_shop').select('shop_id').where('status', '=', 'open').execute();
    let found = 0;
    for (const p of TILE_PRESETS) {
      for (const s of shops.slice(0, 12)) {
        const page = await call(t.app, taoci.shop, { id: s.shop_id, size: 100, ...p.filters });
        found += page.tiles.total;
        for (const r of page.tiles.records) {
          if ('absorption' in p.filters) expect(r.absorption).toBe(p.filters.absorption);
          if ('usage' in p.filters) expect(r.usage).toBe(p.filters.usage);
          if ('slip' in p.filters) expect(r.slip).toMatch(/^R1[0-2]$/);
        }
      }
    }
    expect(found).toBeGreaterThan(0);
    expect(ABSORPTION_CLASSES[0].code).toBe('BIa');
  });

  it('answers 404 for a shop not open or not ceramic, 400 in Chinese for bad filters, and the tile facts of a tile (null for other goods)', async () => {
    const closed = await t.db.selectFrom('taoci_shop').select('shop_id').where('status', '<>', 'open').execute();
    expect(closed).toHaveLength(2);
    for (const c of closed) expectFail(await send(t.app, taoci.shop, { id: c.shop_id }), 404);
    expectFail(await send(t.app, taoci.shop, { id: 1 }), 404);
    expectFail(await send(t.app, taoci.shop, { id: 999_999 }), 404);
    expect(expectFail(await send(t.app, taoci.shop, { id: 1, absorption: 'X' }), 400)).toContain('吸水率');
    expect(expectFail(await send(t.app, taoci.shop, { id: 1, priceMin: -5 }), 400)).toContain('最低价格');
    expect(expectFail(await send(t.app, taoci.shop, {}), 400)).toContain('所选记录');
    const tile = await t.db
      .selectFrom('taoci_tile')
      .selectAll()
      .where('status', '=', 'on_sale')
      .orderBy('goods_id')
      .executeTakeFirstOrThrow();
    const facts = (await call(t.app, taoci.tile, { goodsId: tile.goods_id }))!;
    expect(facts).toMatchObject({
      goodsId: tile.goods_id,
      sizeMm: tile.size_mm,
      piecesPerBox: tile.pieces_per_box,
      onSale: true,
    });
    expect(facts.batches.length).toBeGreaterThan(0);
    expect(facts.batches.every((b) => b.status === (b.stock === 0 ? 'out' : b.stock < 30 ? 'low' : 'in_stock'))).toBe(
      true,
    );
    expect(await call(t.app, taoci.tile, { goodsId: 1 })).toBeNull();
  });

  it('lists the open shops (the shop page without an id), by producing region', async () => {
    const all = await call(t.app, taoci.shops, { size: 100 });
    expect(all.total).toBe(taociShopCount(TEST_SCALE));
    expect(all.records.slice(0, 10).map((s) => s.id)).toEqual((await call(t.app, taoci.home)).shops.map((s) => s.id));
    for (const r of TILE_REGIONS) {
      const page = await call(t.app, taoci.shops, { region: r.name, size: 100 });
      expect(page.total, r.name).toBe(all.records.filter((s) => s.region === r.name).length);
      expect(page.records.every((s) => s.region === r.name)).toBe(true);
    }
    expect(expectFail(await send(t.app, taoci.shops, { region: '景德镇' }), 400)).toContain('地区');
  });
});

eachDialect('tile facts where visitors’ answers are kept', (dialect) => {
  const t = useApp(dialect, { env: { PAGE_CACHE_MS: '5000' } });

  it('answers goods that are no tile from the kept set of tiles, and a tile added since once goods change', async () => {
    const tile = await t.db
      .selectFrom('taoci_tile')
      .selectAll()
      .where('status', '=', 'on_sale')
      .orderBy('goods_id')
      .executeTakeFirstOrThrow();
    expect((await call(t.app, taoci.tile, { goodsId: tile.goods_id }))?.goodsId).toBe(tile.goods_id);
    expect(await call(t.app, taoci.tile, { goodsId: 1 })).toBeNull();
    // Goods 1 becomes a tile of the same shop: the kept set still says no, until a goods change drops it.
    await t.db
      .insertInto('taoci_tile')
      .values({ ...tile, goods_id: 1 })
      .execute();
    expect(await call(t.app, taoci.tile, { goodsId: 1 })).toBeNull();
    await reindexGoods(t.db, [1]);
    expect(await call(t.app, taoci.tile, { goodsId: 1 })).toMatchObject({
      goodsId: 1,
      sizeMm: tile.size_mm,
      batches: [],
    });
  });
});

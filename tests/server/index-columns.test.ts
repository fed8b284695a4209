// Building the goods index: orderBy sorts by packed keys with no comparator, and must give the
// comparator sort's order for any keys (repeats, negatives, fractions) in both directions;
// listsOf lists each key's items in the order given; a paced build lets other work run and
// makes the same index as one built in one go.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GroupBuys, PriceTiers, type TierRow } from '../../src/server/modules/product/card-columns';
import { listsOf, orderBy, sorted } from '../../src/server/modules/product/columns';
import type { Beside, GoodsRecord } from '../../src/server/modules/product/goods-index';
import { buildIndex } from '../../src/server/modules/product/index-build';
import { noPause, pacer, type Pace } from '../../src/server/modules/product/pace';

const nothingBeside = (): Beside => ({
  categories: new Map(),
  brands: new Map(),
  shopNames: new Map(),
  groupBuys: new GroupBuys(),
  tiers: PriceTiers.from([]),
});

describe('PriceTiers', () => {
  const tiersOf = (rows: TierRow[], id: number) =>
    rows.filter((r) => r.goods_id === id).map((r) => ({ minQuantity: r.min_quantity, price: Number(r.price) }));
  // Rows in (goods, minimum) order, as the database gives them: goods 1–30, up to three tiers each.
  const rowsOf = (tiers: [number, number][]) =>
    tiers
      .map(([goods, count]) =>
        Array.from({ length: count }, (_, i): TierRow => ({
          goods_id: goods,
          min_quantity: 10 ** (i + 1),
          price: `${(100 - i * 3.5).toFixed(2)}`,
        })),
      )
      .sort((a, b) => a[0]?.goods_id - b[0]?.goods_id)
      .flat();
  const goodsTiers = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 3 })), {
    selector: ([g]) => g,
    maxLength: 30,
  });

  it("finds each goods' tiers, smallest minimum first, and none for goods without", () => {
    fc.assert(
      fc.property(goodsTiers, (tiers) => {
        const rows = rowsOf(tiers);
        const packed = PriceTiers.from(rows);
        for (let id = 0; id <= 31; id++) expect(packed.of(id)).toEqual(tiersOf(rows, id));
      }),
    );
  });

  it("replaces the changed goods' tiers with their fresh rows and keeps the others'", () => {
    fc.assert(
      fc.property(
        goodsTiers,
        goodsTiers,
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        (before, after, changedIds) => {
          const changed = new Set(changedIds);
          const fresh = rowsOf(after).filter((r) => changed.has(r.goods_id));
          const merged = PriceTiers.from(rowsOf(before)).with(changed, fresh);
          for (let id = 0; id <= 31; id++)
            expect(merged.of(id)).toEqual(changed.has(id) ? tiersOf(fresh, id) : tiersOf(rowsOf(before), id));
        },
      ),
    );
  });
});

describe('orderBy', () => {
  it('orders like a comparator sort, ties by item number', async () => {
    const key = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(0.1, 2.5, 3397.5, 2 ** 40, -(2 ** 35)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(key, { maxLength: 300 }),
        fc.boolean(),
        fc.boolean(),
        async (keys, descending, tieDescending) => {
          const expected = keys
            .map((_, i) => i)
            .sort((a, b) => (descending ? keys[b] - keys[a] : keys[a] - keys[b]) || (tieDescending ? b - a : a - b));
          expect([...(await orderBy(Float64Array.from(keys), descending, tieDescending))]).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sorted', () => {
  it('sorts like the engine past one run (runs of 65,536 merged), pausing between slices', async () => {
    for (const n of [0, 1, 65_536, 65_537, 200_003]) {
      const a = Float64Array.from({ length: n }, (_, i) => ((i * 2_654_435_761) % 1_000_003) / 7 - 50_000);
      const expected = Float64Array.from(a).sort();
      let pauses = 0;
      const out = await sorted(a, () => {
        pauses++;
        return undefined;
      });
      expect(out).toEqual(expected);
      expect(pauses).toBeGreaterThanOrEqual(Math.ceil(n / 65_536));
    }
  });
});

describe('listsOf', () => {
  it('lists the items of each key in the order given', async () => {
    const keyOf = Int32Array.from([1, 0, 1, 1, 0]);
    expect(await listsOf([keyOf], 3)).toEqual({
      start: Int32Array.from([0, 2, 5, 5]),
      list: Int32Array.from([1, 4, 0, 2, 3]),
    });
    expect((await listsOf([keyOf], 3, Int32Array.from([4, 3, 2, 1, 0]))).list).toEqual(
      Int32Array.from([4, 1, 3, 2, 0]),
    );
  });
});

describe('buildIndex', () => {
  const records = Array.from({ length: 40_000 }, (_, i): GoodsRecord => ({
    id: 40_000 - i, // not in id order: the build puts slots in id order
    name: `商品${i % 700}`,
    price: (i * 7919) % 5000,
    sales_count: (i * 104_729) % 300,
    recommend: i % 11 === 0 ? 1 : 0,
    brand_id: 1 + (i % 5),
    category1_id: 1,
    category2_id: 10 + (i % 3),
    category3_id: 100 + (i % 9),
    self_support: i % 2,
    shop_id: 1 + (i % 37),
    spec: `${i % 13}mm`,
    unit: '吨',
    stock: i,
    image_url: `/media/goods/${i}.svg`,
  }));
  const build = (pace: Pace) => buildIndex(records, nothingBeside(), pace);

  it('lets the event loop turn while it builds, and builds the same index', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const paced = await build(pacer(0));
    const turnsPaced = turns;
    turns = 0;
    const whole = await build(noPause);
    ticking = false;
    expect(turnsPaced).toBeGreaterThan(10);
    expect(turns).toBe(0);
    for (const key of ['id', 'price', 'group', 'groupPrices'] as const) expect(paced[key]).toEqual(whole[key]);
    expect(paced.order).toEqual(whole.order);
    expect(paced.groupSlots).toEqual(whole.groupSlots);
    expect([...paced.id.subarray(0, 3)]).toEqual([1, 2, 3]);
    expect(paced.record(0)).toEqual(records.at(-1));
  });

  it('keeps the name indexes of the index it replaces when no name changed', async () => {
    const first = await build(noPause);
    const again = await buildIndex(records, nothingBeside(), noPause, first);
    expect(again.nameIndex).toBe(first.nameIndex);
    expect(again.pinyinIndex).toBe(first.pinyinIndex);
    const renamed = records.map((r, i) => (i === 5 ? { ...r, name: '新名称 螺纹钢' } : r));
    const other = await buildIndex(renamed, nothingBeside(), noPause, first);
    expect(other.nameIndex).not.toBe(first.nameIndex);
    expect(other.names).toContain('新名称 螺纹钢');
    expect(other.nameIndex.find('新名称').map((k) => other.names[k])).toEqual(['新名称 螺纹钢']);
  });
});

// The ground-material map on the seeded points: the delivered-price formula (table), the page of
// 5 with the spec's `total` ignored, viewport (bbox) queries including an empty one, filters and
// the four sorts, clusters, the detail (masking, 404), the owner's price update and bad input.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { ground, type GroundCard, type GroundDetail } from '../../src/api/ground';
import { cubicToTons, deliveredPrice, distanceKm, tonsToCubic } from '../../src/api/ground-dicts';
import { eachDialect, useApp } from './helpers';
import { body, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

describe('delivered price (到场价)', () => {
  it.each([
    // price, unit, t/m³, freight 元/吨·公里, km, per ton, per m³
    [80, 't', 1.45, 0.6, 0, 80, 116],
    [80, 't', 1.45, 0.6, 25, 95, 137.75],
    [88, 't', 1.55, 0.5, 40.5, 108.25, 167.79],
    [420, 'm3', 2.4, 1, 12, 187, 448.8], // a 方 price ÷ 2.4 t/m³, then freight per ton
    [255, 'm3', 0.65, 0.8, 30, 416.31, 270.6],
  ] as const)(
    '%d 元/%s (%d t/m³) + %d × %d km = %d 元/吨, %d 元/方',
    (price, unit, tpc, freight, km, perTon, perCubic) => {
      const d = deliveredPrice({ price, unit, tonPerCubic: tpc }, freight, km);
      expect([d.perTon, d.perCubic, d.distanceKm]).toEqual([perTon, perCubic, km]);
    },
  );

  it('converts 吨 ↔ 方 and measures great-circle kilometres', () => {
    expect(tonsToCubic(31, 1.55)).toBe(20);
    expect(cubicToTons(20, 1.55)).toBe(31);
    expect(distanceKm([118.8, 32.06], [118.8, 32.06])).toBe(0);
    expect(distanceKm([116.41, 39.9], [121.47, 31.23])).toBeGreaterThan(1000);
    expect(distanceKm([116.41, 39.9], [121.47, 31.23])).toBeLessThan(1100);
  });
});

eachDialect('ground map', (dialect) => {
  const t = useApp(dialect);
  useClock();
  const page = async (q: object = {}) => body<Page<GroundCard>>(await send(t.app, ground.page, q));
  const JIANGSU = '116.3,30.7,121.9,35.2';

  it('answers 5 a page by default and ignores the echoed total', async () => {
    const p = await page({ total: 999999 });
    expect(p.size).toBe(5);
    expect(p.records).toHaveLength(5);
    expect(p.total).toBeGreaterThan(700);
    const two = await page({ current: 2, total: 3 });
    expect(two.total).toBe(p.total);
    expect(two.records.map((c) => c.id).some((id) => p.records.some((c) => c.id === id))).toBe(false);
    const dates = p.records.map((c) => c.priceUpdatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('queries a viewport: every point inside it, the count shrinking with it, an empty viewport answers nothing', async () => {
    const all = await page();
    const js = await page({ bbox: JIANGSU, size: 50 });
    expect(js.total).toBeGreaterThan(10);
    expect(js.total).toBeLessThan(all.total);
    for (const c of js.records) expect(c.lng >= 116.3 && c.lng <= 121.9 && c.lat >= 30.7 && c.lat <= 35.2).toBe(true);
    const sea = await page({ bbox: '150,10,160,20' });
    expect([sea.total, sea.records.length]).toEqual([0, 0]);
    const point = await page({ bbox: '118,32,118,32' });
    expect(point.total).toBe(0);
    const c = await body<{ clusters: { count: number; id: number | null }[]; total: number }>(
      await send(t.app, ground.clusters, { bbox: JIANGSU, zoom: 6 }),
    );
    // A cluster is kept when its centre is in view: about every point of the viewport is counted.
    expect(c.clusters.reduce((s, x) => s + x.count, 0)).toBeGreaterThan(js.total * 0.8);
    expect(c.clusters.some((x) => x.count > 1 && x.id === null)).toBe(true);
    const empty = await body<{ clusters: unknown[] }>(
      await send(t.app, ground.clusters, { bbox: '150,10,160,20', zoom: 8 }),
    );
    expect(empty.clusters).toEqual([]);
  });

  it('filters by company, address, region, material, type, price range and freshness', async () => {
    const sand = await page({ material: 'msand', priceMin: 60, priceMax: 100, size: 50 });
    expect(sand.records.length).toBeGreaterThan(0);
    for (const c of sand.records) {
      const o = c.offers.find((x) => x.materialCode === 'msand')!;
      expect(o.price >= 60 && o.price <= 100).toBe(true);
    }
    const cement = await page({ siteType: 'cement', provinceCode: '340000', size: 50 });
    expect(cement.records.every((c) => c.siteTypeName === '水泥厂' && c.provinceName === '安徽省')).toBe(true);
    const fresh = await page({ fresh: true, size: 50 });
    expect(fresh.records.every((c) => c.fresh)).toBe(true);
    const named = (await page()).records[0];
    const byName = await page({
      companyName: named.companyName.slice(0, 6),
      address: named.cityName.slice(0, 2),
      size: 50,
    });
    expect(byName.records.some((c) => c.id === named.id)).toBe(true);
    expect(byName.records.every((c) => c.companyName.includes(named.companyName.slice(0, 6)))).toBe(true);
  });

  it('sorts by distance, ex-works price and delivered price from a pinned site', async () => {
    const site = { siteLat: 32.06, siteLng: 118.8 };
    const near = await page({ ...site, sort: 'distance', size: 10 });
    const km = near.records.map((c) => c.distanceKm!);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(km[0]).toBeLessThan(60);
    const cheap = await page({ material: 'gravel', sort: 'price', size: 10 });
    const prices = cheap.records.map((c) => c.offers.find((o) => o.materialCode === 'gravel')!.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const delivered = await page({ ...site, material: 'c30', sort: 'delivered', size: 10, bbox: JIANGSU });
    const per = delivered.records.map((c) => c.offers.find((o) => o.materialCode === 'c30')!.delivered!.perTon);
    expect(per.length).toBeGreaterThan(3);
    expect([...per].sort((a, b) => a - b)).toEqual(per);
    const o = delivered.records[0].offers.find((x) => x.materialCode === 'c30')!;
    expect(o.delivered).toEqual(deliveredPrice(o, delivered.records[0].freight, delivered.records[0].distanceKm!));
  });

  it('refuses bad input with a Chinese 400', async () => {
    const cases: object[] = [
      { size: 1000 },
      { current: 0 },
      { bbox: '121,30,116,35' },
      { bbox: 'abc' },
      { priceMin: 50 },
      { material: 'msand', priceMin: 90, priceMax: 10 },
      { sort: 'delivered', material: 'msand' },
      { sort: 'price' },
      { siteLat: 32 },
      { provinceCode: '320000', cityCode: '340100' },
      { material: 'gold' },
    ];
    for (const q of cases) {
      const [status, msg] = refused(await send(t.app, ground.page, q));
      expect(status, JSON.stringify(q)).toBe(400);
      expect(msg).toMatch(/参数错误|应为|不能|须|需/);
    }
    expect(refused(await send(t.app, ground.clusters, { bbox: JIANGSU, zoom: 40 }))[0]).toBe(400);
  });

  it('shows a supplier with its contact masked for visitors, 404 for an unknown id', async () => {
    const id = (await page()).records[0].id;
    const visitor = body<GroundDetail>(await send(t.app, ground.detail, { id, siteLat: 32.06, siteLng: 118.8 }));
    expect(visitor.contact.masked).toBe(true);
    expect(visitor.contact.phone).toMatch(/^1\d\d\*{4}\d{4}$/);
    expect(visitor.licences).toContain('营业执照');
    expect(visitor.offers.every((o) => o.delivered !== null)).toBe(true);
    const member = body<GroundDetail>(await send(t.app, ground.detail, { id }, await demo.buyer(t.db)));
    expect(member.contact.masked).toBe(false);
    expect(refused(await send(t.app, ground.detail, { id: 99_999_999 }))[0]).toBe(404);
  });

  it('lets the owning company update a price, exactly, and no one else', async () => {
    const owned = await t.db
      .selectFrom('ground_offer as o')
      .innerJoin('ground_site as s', 's.id', 'o.site_id')
      .select(['o.id'])
      .where('s.company_id', '=', 2)
      .execute();
    expect(owned.length).toBeGreaterThan(0);
    const offerId = owned[0].id;
    const supplier = await demo.supplier(t.db);
    const answers = await Promise.all(
      [91.5, 92.5, 93.5, 94.5].map((price) => send(t.app, ground.updatePrice, { offerId, price }, supplier)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const row = await t.db.selectFrom('ground_offer').selectAll().where('id', '=', offerId).executeTakeFirstOrThrow();
    expect([91.5, 92.5, 93.5, 94.5]).toContain(Number(row.price));
    const [status, msg] = refused(
      await send(t.app, ground.updatePrice, { offerId, price: 80 }, await demo.buyer(t.db)),
    );
    expect([status, msg]).toEqual([400, '只有该供应点所属企业可以更新报价']);
    expect(refused(await send(t.app, ground.updatePrice, { offerId, price: 80 }))[0]).toBe(401);
    expect(refused(await send(t.app, ground.updatePrice, { offerId, price: 80.123 }, supplier))[0]).toBe(400);
  });
});

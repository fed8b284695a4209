// The map list reads its search table (ground_listing): for every kind of filter and both
// orders it answers what the points and their offers say (a reference computed here from
// ground_site and ground_offer), whether the matches are few (read whole) or many (counted);
// and after parallel price updates the table still agrees with the offers.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { ground, type GroundCard } from '../../src/api/ground';
import { FRESH_DAYS } from '../../src/api/ground-dicts';
import { DAY, stampOf } from '../../src/server/floor/time';
import { eachDialect, useApp } from './helpers';
import { body, demo, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

type Q = {
  companyName?: string;
  address?: string;
  provinceCode?: string;
  siteType?: string;
  material?: string;
  priceMin?: number;
  priceMax?: number;
  fresh?: boolean;
  bbox?: string;
  sort?: 'price';
  current?: number;
};

eachDialect('ground map list', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const page = async (q: Q) => body<Page<GroundCard>>(await send(t.app, ground.page, q));

  /** The page the points and offers imply (listed points; newest first, or cheapest first). */
  async function expected(q: Q): Promise<{ total: number; ids: number[] }> {
    const sites = await t.db.selectFrom('ground_site').selectAll().where('state', '=', 'listed').execute();
    const offers = await t.db.selectFrom('ground_offer').selectAll().execute();
    const since = stampOf(clock.now - FRESH_DAYS * DAY);
    const [w, s, e, n] = q.bbox ? q.bbox.split(',').map(Number) : [-180, -90, 180, 90];
    const rows = sites.flatMap((site) => {
      const o = q.material ? offers.find((x) => x.site_id === site.id && x.material_code === q.material) : null;
      if (q.material && !o) return [];
      const price = o ? Number(o.price) : 0;
      const ok =
        (!q.companyName || site.company_name.includes(q.companyName)) &&
        (!q.address || site.address.includes(q.address)) &&
        (!q.provinceCode || site.province_code === q.provinceCode) &&
        (!q.siteType || site.site_type === q.siteType) &&
        (q.priceMin === undefined || price >= q.priceMin) &&
        (q.priceMax === undefined || price <= q.priceMax) &&
        (!q.fresh || (o ? o.updated_at : site.price_updated_at) >= since) &&
        Number(site.lat) >= s &&
        Number(site.lat) <= n &&
        Number(site.lng) >= w &&
        Number(site.lng) <= e;
      return ok ? [{ id: site.id, at: site.price_updated_at, price }] : [];
    });
    rows.sort(
      (a, b) => (q.sort === 'price' ? a.price - b.price : 0) || (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) || b.id - a.id,
    );
    const start = ((q.current ?? 1) - 1) * 5;
    return { total: rows.length, ids: rows.slice(start, start + 5).map((r) => r.id) };
  }

  it('answers every filter as the points and their offers say, few matches or many', async () => {
    const first = (await page({})).records[0];
    const cases: Q[] = [
      {},
      { current: 3 },
      { companyName: first.companyName.slice(2, 4) },
      { address: first.address.slice(3, 6) },
      { provinceCode: '320000' },
      { siteType: 'quarry', current: 2 },
      { material: 'msand' },
      { material: 'c30', priceMin: 380, priceMax: 450 },
      { material: 'gravel', sort: 'price' },
      { material: 'gravel', sort: 'price', priceMax: 90, current: 2 },
      { fresh: true },
      { material: 'c30', fresh: true },
      { bbox: '116.3,30.7,121.9,35.2' },
      { bbox: '73,3,136,54', current: 2 },
      { bbox: '73,3,136,54', material: 'msand', fresh: true },
      { bbox: '150,10,160,20' },
      { companyName: '不存在的企业名' },
    ];
    const totals: number[] = [];
    for (const q of cases) {
      const p = await page(q);
      const want = await expected(q);
      expect({ total: p.total, ids: p.records.map((c) => c.id) }, JSON.stringify(q)).toEqual(want);
      totals.push(p.total);
    }
    // Both ways of answering are covered, with a viewport and without: all matches read (≤ 500) and counted (> 500).
    const viewports = cases.map((q, i) => [q.bbox !== undefined, totals[i]] as const);
    for (const inView of [true, false]) {
      expect(viewports.some(([v, n]) => v === inView && n > 500)).toBe(true);
      expect(viewports.some(([v, n]) => v === inView && n > 0 && n <= 500)).toBe(true);
    }
  });

  it('keeps the search table equal to the offers after parallel price updates', async () => {
    const supplier = await demo.supplier(t.db);
    const owned = await t.db
      .selectFrom('ground_offer as o')
      .innerJoin('ground_site as s', 's.id', 'o.site_id')
      .select(['o.id', 'o.site_id', 'o.material_code'])
      .where('s.company_id', '=', 2)
      .execute();
    expect(owned.length).toBeGreaterThan(1);
    clock.advance(60_000);
    const prices = [11.5, 12.5, 13.5, 14.5];
    const answers = await Promise.all(
      owned.flatMap((o) => prices.map((price) => send(t.app, ground.updatePrice, { offerId: o.id, price }, supplier))),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    for (const o of owned) {
      const offer = await t.db
        .selectFrom('ground_offer')
        .select(['price', 'updated_at'])
        .where('id', '=', o.id)
        .executeTakeFirstOrThrow();
      const listed = await t.db
        .selectFrom('ground_listing')
        .select(['price', 'updated'])
        .where('site_id', '=', o.site_id)
        .where('material', '=', o.material_code)
        .executeTakeFirstOrThrow();
      expect([Number(listed.price), listed.updated]).toEqual([Number(offer.price), offer.updated_at]);
    }
    // The repriced points are now the newest and the cheapest of their material.
    const o = owned[0];
    const cheapest = await page({ material: o.material_code, sort: 'price' });
    expect(cheapest.records[0].offers.find((x) => x.materialCode === o.material_code)!.price).toBeLessThan(15);
    expect((await page({})).records.map((c) => c.id)).toContain(o.site_id);
    expect(await expected({ material: o.material_code, sort: 'price' })).toEqual({
      total: cheapest.total,
      ids: cheapest.records.map((c) => c.id),
    });
  });
});

// The ground seed a practitioner believes: points over every province inside their province's
// outline (the shipped map), names from their city and trade, materials their type sells priced
// near their province's latest average, 60 weekly averages per province and material moving by
// small steps, reports whose figures are the index's; the price map and index, the report list
// (filters, members-only full text) read from them.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { GROUND_MATERIALS, PRICED_MATERIALS, SITE_TYPES } from '../../src/api/ground-dicts';
import { groundReports, type ProvincePrice, type ReportCard, type ReportDetail } from '../../src/api/ground-reports';
import { insidePolygons, type Polygons } from '../../src/server/modules/ground/geo-shapes';
import { eachDialect, useApp } from './helpers';
import { body, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

const outlines = JSON.parse(readFileSync('public/ground/provinces.json', 'utf8')) as {
  features: { properties: { code: string }; geometry: { coordinates: Polygons } }[];
};
const outlineOf = new Map(outlines.features.map((f) => [f.properties.code, f.geometry.coordinates]));

eachDialect('ground seed', (dialect) => {
  const t = useApp(dialect);
  useClock();

  it('places points in every province, inside its outline, selling what their type sells near the local price', async () => {
    const sites = await t.db.selectFrom('ground_site').selectAll().execute();
    expect(sites.length).toBeGreaterThanOrEqual(700); // 5,200 at the default scale
    expect(new Set(sites.map((s) => s.province_code)).size).toBe(31);
    const inside = sites.filter((s) => insidePolygons(Number(s.lng), Number(s.lat), outlineOf.get(s.province_code)!));
    expect(inside.length / sites.length).toBeGreaterThan(0.97);
    const offers = await t.db.selectFrom('ground_offer').selectAll().execute();
    const latest = await t.db
      .selectFrom('ground_price_week')
      .select(['province_code', 'material_code', 'price'])
      .where(
        'week',
        '=',
        t.db.selectFrom('ground_price_week').select((eb) => eb.fn.max('week').as('w')),
      )
      .execute();
    const avg = new Map(latest.map((r) => [`${r.material_code}:${r.province_code}`, Number(r.price)]));
    const siteOf = new Map(sites.map((s) => [s.id, s]));
    for (const s of sites) {
      expect(s.city_code.slice(0, 2)).toBe(s.province_code.slice(0, 2));
      expect(s.address).toMatch(/号$/);
      expect(Number(s.freight)).toBeGreaterThan(0.3);
      expect(Number(s.freight)).toBeLessThan(1.3);
    }
    for (const o of offers) {
      const s = siteOf.get(o.site_id)!;
      const type = SITE_TYPES.find((x) => x.code === s.site_type)!;
      expect((type.materials as readonly string[]).includes(o.material_code), `${s.site_type} ${o.material_code}`).toBe(
        true,
      );
      const m = GROUND_MATERIALS.find((x) => x.code === o.material_code)!;
      expect([o.unit, Number(o.ton_per_cubic)]).toEqual([m.unit, m.tonPerCubic]);
      const ratio = Number(o.price) / avg.get(`${o.material_code}:${s.province_code}`)!;
      expect(ratio > 0.8 && ratio < 1.2, `${o.id} ${ratio}`).toBe(true);
      expect(o.updated_at <= s.price_updated_at).toBe(true);
    }
    // 商砼 is dearer than 砂, 沥青站 sell asphalt: names carry their trade.
    const concrete = sites.filter((s) => s.site_type === 'concrete');
    expect(concrete.filter((s) => /混凝土|建材/.test(s.company_name)).length / concrete.length).toBeGreaterThan(0.95);
    expect(sites.filter((s) => s.company_id === 2).length).toBe(3);
  });

  it('keeps ≥ 52 weekly averages per province and material, moving by small steps', async () => {
    const rows = await t.db.selectFrom('ground_price_week').selectAll().orderBy('week').execute();
    const by = new Map<string, number[]>();
    for (const r of rows)
      by.set(`${r.material_code}:${r.province_code}`, [
        ...(by.get(`${r.material_code}:${r.province_code}`) ?? []),
        Number(r.price),
      ]);
    expect(by.size).toBe(31 * PRICED_MATERIALS.length);
    for (const [key, prices] of by) {
      expect(prices.length, key).toBeGreaterThanOrEqual(52);
      for (let i = 1; i < prices.length; i++) expect(Math.abs(prices[i] / prices[i - 1] - 1), key).toBeLessThan(0.06);
    }
    const map = body<{ provinces: ProvincePrice[] }>(await send(t.app, groundReports.priceMap, { material: 'rsand' }));
    expect(map.provinces).toHaveLength(31);
    const zj = map.provinces.find((p) => p.code === '330000')!;
    const gs = map.provinces.find((p) => p.code === '620000')!;
    expect(zj.price).toBeGreaterThan(gs.price); // river sand is dear where it is banned
    expect(zj.weeks).toHaveLength(13);
    expect(zj.change12w).toBeCloseTo(((zj.weeks[12] - zj.weeks[0]) / zj.weeks[0]) * 100, 0);
    const index = body<{ points: { week: string; price: number }[] }>(
      await send(t.app, groundReports.priceIndex, { material: 'po425' }),
    );
    expect(index.points).toHaveLength(52);
  });

  it('lists ≥ 40 reports (130 at the default scale) by kind, material, region and date; full text for members', async () => {
    const list = async (q: object) => body<Page<ReportCard>>(await send(t.app, groundReports.reportPage, q));
    const all = await list({ size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(40);
    const times = all.records.map((r) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(all.records.map((r) => r.kindName))).toEqual(new Set(['周报', '月报', '专题']));
    const weekly = await list({ kind: 'weekly', material: 'cement', size: 50 });
    expect(
      weekly.records.every((r) => r.kindName === '周报' && r.materialName === '水泥' && r.title.includes('水泥')),
    ).toBe(true);
    const from = all.records[10].publishTime.slice(0, 10);
    expect(
      (await list({ from, size: 100 })).records.every(
        (r) => r.publishTime >= `${from}` || r.publishTime.slice(0, 10) >= from,
      ),
    ).toBe(true);
    expect(refused(await send(t.app, groundReports.reportPage, { from: '2026-02-01', to: '2026-01-01' }))[0]).toBe(400);
    const id = all.records[0].id;
    const visitor = body<ReportDetail>(await send(t.app, groundReports.reportDetail, { id }));
    expect(visitor.body).toBeNull();
    expect(visitor.summary).toMatch(/均价 [\d.]+ 元\/(吨|方)/);
    const member = body<ReportDetail>(await send(t.app, groundReports.reportDetail, { id }, await demo.buyer(t.db)));
    expect(member.body!.length).toBeGreaterThanOrEqual(4);
    expect(refused(await send(t.app, groundReports.reportDetail, { id: 99_999_999 }))[0]).toBe(404);
  });
});

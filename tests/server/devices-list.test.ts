// The equipment section on the seeded market: the seed's volume and rules, every filter and sort
// of the supply page (free window, distance, all-in cost), the cost table with its unit
// conversions, the card (masking, calendar, 404), demands, statistics and bad input.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { devices, type NeedCard, type SupplyCard, type SupplyDetail } from '../../src/api/devices';
import { jobCost, monthBeatsShiftAfter, rentIn, type CostListing } from '../../src/api/devices-cost';
import { beijingDay } from '../../src/api/time';
import { eachDialect, useApp } from './helpers';
import { body, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

const base: CostListing = {
  prices: { shift: 1500, month: 28000 },
  mobilisationFee: 2000,
  assemblyFee: 0,
  withOperator: true,
  fuelIncluded: true,
  minRentDays: 1,
  fuelPerHour: 14,
};

describe('job cost', () => {
  it.each([
    // mode, price, days, hours, minRentDays, rent
    ['shift', 1500, 10, 8, 1, 15000],
    ['shift', 1500, 10, 4, 1, 7500], // up to 4 h is half a shift
    ['shift', 1500, 10, 10, 1, 22500], // 10 h is one and a half
    ['hour', 200, 5, 9, 1, 9000],
    ['day', 1600, 3, 8, 1, 4800],
    ['day', 1600, 3, 10, 1, 6000], // 2 h overtime a day at 1600 / 8
    ['month', 30000, 20, 8, 1, 30000],
    ['month', 30000, 31, 8, 1, 60000], // a second month begins
    ['shift', 1500, 2, 8, 3, 4500], // the listing's shortest rent
  ] as const)('%s at %d for %d days × %d h (min %d) is %d', (mode, price, days, hours, min, rent) => {
    expect(rentIn(mode, price, { days, hoursPerDay: hours }, min)).toBe(rent);
  });

  it('names the cheapest mode: 月租 beats 台班 after 19 days; operator and fuel when not included', () => {
    expect(monthBeatsShiftAfter(1500, 28000)).toBe(19);
    expect(jobCost(base, { days: 18, hoursPerDay: 8 })!.modeName).toBe('台班');
    const long = jobCost(base, { days: 19, hoursPerDay: 8 })!;
    expect([long.modeName, long.rent, long.total]).toEqual(['月', 28000, 30000]);
    const bare = jobCost({ ...base, withOperator: false, fuelIncluded: false }, { days: 10, hoursPerDay: 8 })!;
    expect(bare.lines.map((l) => l.label)).toEqual([
      '租金（按台班）',
      '进出场费',
      '操作手（400 元/天）',
      '燃油（约 14 升/小时）',
    ]);
    expect(bare.total).toBe(15000 + 2000 + 4000 + 14 * 8 * 10 * 7.5);
    expect(jobCost({ ...base, prices: { cube: 25 } }, { days: 3, hoursPerDay: 8 })).toBeNull();
  });
});

eachDialect('equipment lists', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const page = async (q: object = {}) => body<Page<SupplyCard>>(await send(t.app, devices.page, { size: 100, ...q }));

  it('seeds ≥ 2,000 machines and ≥ 500 demands over every province, each keeping the publish rules', async () => {
    const rows = await t.db.selectFrom('device_supply').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(rows.map((r) => r.province_code)).size).toBe(31);
    const brands = new Set(rows.map((r) => r.brand));
    for (const b of ['三一', '徐工', '柳工', '卡特', '小松']) expect(brands.has(b), b).toBe(true);
    for (const r of rows) {
      expect(r.negotiable === 1 || r[`price_${r.rent_mode}`] !== null, `${r.id}`).toBe(true);
      expect(r.city_code.slice(0, 2)).toBe(r.province_code.slice(0, 2));
      if (r.publish_time) expect(r.available_from >= r.publish_time.slice(0, 10)).toBe(true);
      if (r.price_shift && r.price_month) expect(r.price_month / r.price_shift).toBeGreaterThan(15);
    }
    const excavator = rows.filter((r) => r.type_code === '101' && r.price_shift);
    const big = excavator.filter((r) => Number(r.spec_value) >= 30).map((r) => Number(r.price_shift));
    const mini = excavator.filter((r) => Number(r.spec_value) <= 6).map((r) => Number(r.price_shift));
    expect(Math.min(...big)).toBeGreaterThan(Math.max(...mini));
    const needs = await t.db.selectFrom('device_need').selectAll().execute();
    expect(needs.length).toBeGreaterThanOrEqual(500);
    for (const n of needs) expect(n.deadline <= n.start_date).toBe(true);
  });

  it('filters by category, type, brand, spec, rent mode and price, operator, region and keyword', async () => {
    const p = await page({ categoryCode: '1', typeCode: '101', brand: '三一', specMin: 20, specMax: 30 });
    expect(p.records.length).toBeGreaterThan(0);
    expect(
      p.records.every((c) => c.typeName === '挖掘机' && c.brand === '三一' && c.specValue >= 20 && c.specValue <= 30),
    ).toBe(true);
    const priced = await page({ rentMode: 'month', priceMin: 20000, priceMax: 40000, withOperator: true });
    expect(priced.records.length).toBeGreaterThan(0);
    const ids = priced.records.map((c) => c.id);
    const rows = await t.db
      .selectFrom('device_supply')
      .select(['price_month', 'with_operator'])
      .where('id', 'in', ids)
      .execute();
    expect(
      rows.every((r) => Number(r.price_month) >= 20000 && Number(r.price_month) <= 40000 && r.with_operator === 1),
    ).toBe(true);
    const js = await page({ provinceCode: '320000' });
    expect(js.records.every((c) => c.provinceName === '江苏省' && ['published', 'rented'].includes(c.state))).toBe(
      true,
    );
    expect((await page({ keyword: '挖掘机' })).records.every((c) => c.title.includes('挖掘机'))).toBe(true);
  });

  it('sorts by price, year, distance and the all-in cost of a job', async () => {
    const byPrice = (await page({ rentMode: 'shift', sort: 'priceAsc' })).records.map((c) => c.price ?? Infinity);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const years = (await page({ sort: 'year' })).records.map((c) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const near = (await page({ lat: 32.06, lng: 118.8, sort: 'distance', size: 30 })).records.map((c) => c.distanceKm!);
    expect(near[0]).toBeLessThan(150);
    expect(near.slice(0, 10)).toEqual([...near.slice(0, 10)].sort((a, b) => a - b));
    const jobs = (await page({ typeCode: '101', jobDays: 25, jobHours: 8, sort: 'total', size: 50 })).records;
    const totals = jobs.map((c) => c.cost?.total ?? Infinity);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(jobs[0].cost!.lines[0].amount).toBe(jobs[0].cost!.rent);
  });

  it('a free window shows only machines free on every day of it', async () => {
    const booking = await t.db
      .selectFrom('device_booking')
      .selectAll()
      .where('start_day', '>', beijingDay(clock.now))
      .executeTakeFirstOrThrow();
    const inside = await page({ freeFrom: booking.start_day, freeTo: booking.start_day, size: 100 });
    const all = [];
    for (let current = 1; current <= inside.pages; current++)
      all.push(...(await page({ freeFrom: booking.start_day, freeTo: booking.start_day, current })).records);
    expect(all.some((c) => c.id === booking.supply_id)).toBe(false);
    expect(all.every((c) => c.availableFrom <= booking.start_day)).toBe(true);
  });

  it('the card: masked contact for visitors, full for members, calendar and next free day; unknown → 404', async () => {
    const booked = await t.db
      .selectFrom('device_booking as b')
      .innerJoin('device_supply as d', 'd.id', 'b.supply_id')
      .select('b.supply_id')
      .where('d.state', '=', 'published')
      .executeTakeFirstOrThrow();
    const visitor = body<SupplyDetail>(await send(t.app, devices.detail, { id: booked.supply_id }));
    expect(visitor.contact.masked).toBe(true);
    expect(visitor.contact.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(visitor.booked.length).toBeGreaterThan(0);
    for (const b of visitor.booked) expect(visitor.nextAvailable < b.from || visitor.nextAvailable > b.to).toBe(true);
    const member = body<SupplyDetail>(
      await send(t.app, devices.detail, { id: booked.supply_id }, await demo.buyer(t.db)),
    );
    expect(member.contact.masked).toBe(false);
    expect(refused(await send(t.app, devices.detail, { id: 999999 }))[0]).toBe(404);
    const hidden = await t.db
      .selectFrom('device_supply')
      .select('id')
      .where('state', '=', 'pending_review')
      .executeTakeFirstOrThrow();
    expect(refused(await send(t.app, devices.detail, { id: hidden.id }))[0]).toBe(404);
  });

  it('demands, statistics and the top block', async () => {
    const needs = body<Page<NeedCard>>(await send(t.app, devices.needPage, { size: 20 }));
    expect(needs.total).toBeGreaterThan(300);
    expect(needs.records.every((n) => n.state === 'published' && n.deadline >= beijingDay(clock.now))).toBe(true);
    const stats = body<{ total: number; supply: number; demand: number; companies: number; monthNew: number }>(
      await send(t.app, devices.statistics),
    );
    expect(stats.supply).toBeGreaterThan(1500);
    expect(stats.total).toBeGreaterThanOrEqual(stats.supply);
    expect(stats.demand).toBe(needs.total);
    expect(stats.companies).toBeGreaterThan(100);
    const top = body<SupplyCard[]>(await send(t.app, devices.top, { size: 8 }));
    expect(top).toHaveLength(8);
    expect(top.every((c) => c.owner.verified)).toBe(true);
  });

  it('refuses bad input with a Chinese 400', async () => {
    const cases: object[] = [
      { specMin: 30, specMax: 10 },
      { priceMin: 100 },
      { sort: 'total' },
      { sort: 'total', jobDays: 5 },
      { sort: 'distance' },
      { lat: 30 },
      { typeCode: '101', categoryCode: '2' },
      { freeFrom: '2026-13-40' },
      { jobDays: '5' },
    ];
    for (const q of cases) {
      const [status, msg] = refused(await send(t.app, devices.page, q));
      expect([status, /参数错误/.test(msg)], JSON.stringify(q)).toEqual([400, true]);
    }
    expect(refused(await send(t.app, devices.detail, { id: 'abc' }))[0]).toBe(400);
  });
});

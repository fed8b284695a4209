// The supply page pages its ids from the supply table alone and joins only the page's rows: its
// answers must stay those of the one joined query it replaced (written out below as it was), on
// every filter and sort, on both dialects; the keyword's words column follows publish and edit.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { devices, supplyQuery, type SavedListing, type SupplyCard } from '../../src/api/devices';
import type { Db } from '../../src/server/db';
import { contains, offsetOf, pageOf } from '../../src/server/db/query';
import {
  PUBLIC_SUPPLY,
  supplyTable,
  toSupplyCard,
  withSupplyColumns,
  type SupplyRow,
} from '../../src/server/modules/devices/cards';
import { distanceKm, nearness } from '../../src/server/modules/devices/geo';
import { originOf } from '../../src/server/modules/devices/lists';
import { eachDialect, useApp } from './helpers';
import { body, makeCompany, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { supplyOf } from './devices-forms';

type Query = ReturnType<typeof supplyQuery.parse>;

/** The page as one query joined to the owner and places before filtering, sorting and paging. */
async function joinedPage(db: Db, q: Query): Promise<Page<SupplyCard>> {
  let base = withSupplyColumns(supplyTable(db)).where('d.state', 'in', [...PUBLIC_SUPPLY]);
  const k = q.keyword;
  if (k)
    base = base.where((eb) =>
      eb.or([
        contains(eb.ref('d.title'), k),
        contains(eb.ref('d.brand'), k),
        contains(eb.ref('d.model'), k),
        contains(eb.ref('o.name'), k),
      ]),
    );
  if (q.categoryCode) base = base.where('d.category_code', '=', q.categoryCode);
  if (q.typeCode) base = base.where('d.type_code', '=', q.typeCode);
  if (q.brand) base = base.where('d.brand', '=', q.brand);
  if (q.specMin != null) base = base.where('d.spec_value', '>=', q.specMin);
  if (q.specMax != null) base = base.where('d.spec_value', '<=', q.specMax);
  if (q.rentMode) {
    const col = `d.price_${q.rentMode}` as const;
    base = base.where(col, 'is not', null);
    if (q.priceMin != null) base = base.where(col, '>=', q.priceMin);
    if (q.priceMax != null) base = base.where(col, '<=', q.priceMax);
  }
  if (q.yearMin != null) base = base.where('d.year', '>=', q.yearMin);
  if (q.withOperator != null) base = base.where('d.with_operator', '=', q.withOperator ? 1 : 0);
  if (q.provinceCode) base = base.where('d.province_code', '=', q.provinceCode);
  if (q.cityCode) base = base.where('d.city_code', '=', q.cityCode);
  const [from, to] = [q.freeFrom ?? q.freeTo, q.freeTo ?? q.freeFrom];
  if (from && to) {
    base = base
      .where('d.available_from', '<=', from)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('device_booking as b')
              .select('b.id')
              .whereRef('b.supply_id', '=', 'd.id')
              .where('b.start_day', '<=', to)
              .where('b.end_day', '>=', from),
          ),
        ),
      );
  }
  const job = q.jobDays != null ? { days: q.jobDays, hoursPerDay: q.jobHours ?? 8 } : null;
  const origin = originOf(q);
  const card = (r: SupplyRow) =>
    toSupplyCard(r, {
      job,
      distanceKm: origin ? distanceKm(origin[0], origin[1], Number(r.lat), Number(r.lng)) : null,
    });
  const total = (
    await base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  const start = offsetOf(q.current, q.size);
  if (q.sort === 'total') {
    const all = (await base.orderBy('d.publish_time', 'desc').orderBy('d.id', 'desc').execute()).map(card);
    all.sort((a, b) => (a.cost?.total ?? Infinity) - (b.cost?.total ?? Infinity) || 0);
    return pageOf(all.slice(start, start + q.size), Number(total), q.current, q.size);
  }
  let rows = base;
  if (q.sort === 'distance' && origin) rows = rows.orderBy(nearness(origin[0], origin[1]));
  else if (q.sort === 'year') rows = rows.orderBy('d.year', 'desc');
  else if (q.sort === 'priceAsc' || q.sort === 'priceDesc') {
    const day = sql<number>`case d.rent_mode when 'shift' then d.price_shift when 'day' then d.price_day when 'hour' then d.price_hour * 8 when 'month' then d.price_month / 30 else null end`;
    const price = q.rentMode ? sql.ref<number>(`d.price_${q.rentMode}`) : day;
    rows = rows
      .orderBy(sql`case when d.negotiable = 1 or ${price} is null then 1 else 0 end`)
      .orderBy(price, q.sort === 'priceAsc' ? 'asc' : 'desc');
  }
  const records = await rows
    .orderBy('d.publish_time', 'desc')
    .orderBy('d.id', 'desc')
    .limit(q.size)
    .offset(start)
    .execute();
  return pageOf(records.map(card), Number(total), q.current, q.size);
}

eachDialect('the supply page pages by ids', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  it('answers as the joined query on every filter and sort', async () => {
    // An owner matched by its name only (the word is in no title, brand or model).
    const owner = await t.db
      .selectFrom('device_supply as d')
      .innerJoin('companies as o', 'o.id', 'd.company_id')
      .select('o.name')
      .where('d.state', '=', 'published')
      .executeTakeFirstOrThrow();
    const ownerWord = [...owner.name].slice(2, 5).join('');
    const booking = await t.db
      .selectFrom('device_booking')
      .select('start_day')
      .orderBy('start_day', 'desc')
      .executeTakeFirstOrThrow();
    // Pages past the last and a word no listing holds answer no rows; every other case some, but
    // for a lower-case word (SQLite's LIKE ignores ASCII case, PostgreSQL's does not).
    const empty: object[] = [{ current: 9999 }, { keyword: '100%' }];
    const byDialect: object[] = [{ keyword: 'pro' }];
    const cases: object[] = [
      ...empty,
      ...byDialect,
      { keyword: 'Pro' },
      {},
      { current: 3, size: 20 },
      { keyword: '挖掘机' },
      { keyword: '三一', sort: 'year' },
      { keyword: ownerWord },
      { categoryCode: '1' },
      { categoryCode: '1', typeCode: '101', brand: '三一', specMin: 20, specMax: 30 },
      { rentMode: 'month', priceMin: 20000, priceMax: 40000, withOperator: true, sort: 'priceDesc' },
      { rentMode: 'shift', sort: 'priceAsc', current: 2 },
      { sort: 'priceAsc' },
      { sort: 'priceDesc', current: 4 },
      { provinceCode: '320000', sort: 'distance' },
      { provinceCode: '330000', cityCode: '330100' },
      { lat: 32.06, lng: 118.8, sort: 'distance', size: 30, current: 2 },
      { freeFrom: booking.start_day, freeTo: booking.start_day },
      { yearMin: 2020, withOperator: false, sort: 'year', current: 2 },
      { typeCode: '101', jobDays: 25, jobHours: 10, sort: 'total' },
      { typeCode: '201', jobDays: 40, sort: 'total', current: 2 },
      { typeCode: '301', jobDays: 3, freeFrom: booking.start_day, sort: 'total', keyword: '米' },
      { jobDays: 10, categoryCode: '2' },
    ];
    for (const c of cases) {
      const q = supplyQuery.parse(c);
      const now = body<Page<SupplyCard>>(await send(t.app, devices.page, c));
      expect(now, JSON.stringify(c)).toEqual(await joinedPage(t.db, q));
      if (!byDialect.includes(c)) expect(now.records.length > 0, JSON.stringify(c)).toBe(!empty.includes(c));
    }
  });

  it('a keyword finds a published machine by its title, brand and model, and by the edited ones only after an edit', async () => {
    const owner = await makeCompany(t.db, '2');
    const ids = async (keyword: string) =>
      body<Page<SupplyCard>>(await send(t.app, devices.page, { keyword, size: 100 })).records.map((c) => c.id);
    const { id } = body<SavedListing>(
      await send(
        t.app,
        devices.publish,
        supplyOf(clock.now, { title: '鲸鲨牌小挖出租', model: 'QX77' }),
        owner.headers,
      ),
    );
    for (const word of ['鲸鲨牌', '三一', 'QX77']) expect(await ids(word), word).toContain(id);
    // A word made of the title's end and the brand's start is in no single field.
    expect(await ids('出租三一')).not.toContain(id);
    await send(
      t.app,
      devices.publish,
      supplyOf(clock.now, { id, title: '蓝鲸牌小挖出租', model: 'LJ88' }),
      owner.headers,
    );
    expect([await ids('鲸鲨牌'), await ids('QX77')]).toEqual([[], []]);
    for (const word of ['蓝鲸牌', 'LJ88']) expect(await ids(word), word).toContain(id);
  });
});

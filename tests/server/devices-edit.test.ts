// Editing one's own equipment listings (the form read back, 404 for another's or unknown, the
// same validation, the first publication time and a rented state kept), the notices' links to
// the listing, and saved supply searches told about newly published machines, on both dialects.
import { expect, it } from 'vitest';
import type { SavedListing } from '../../src/api/devices';
import { devices } from '../../src/api/devices';
import type { NeedEdit, SupplyEdit } from '../../src/api/devices-forms';
import { savedSearch } from '../../src/api/saved-search';
import { member } from '../../src/api/member';
import { matchesSupply, type SupplyFacts } from '../../src/server/modules/devices/matching';
import { eachDialect, useApp } from './helpers';
import { body, DAY, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { needOf, supplyOf } from './devices-forms';

type Notice = { title: string; link: string | null; objectKind: string | null; objectId: number | null };
const noticesOf = async (t: { app: Parameters<typeof send>[0] }, headers: Record<string, string>) =>
  body<{ records: Notice[] }>(await send(t.app, member.notices, { kind: 'system', size: 50 }, headers)).records;

eachDialect('equipment edits, notice links and saved searches', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  it("reads one's own listing back as its form; another company's or an unknown id is 404", async () => {
    const owner = await makeCompany(t.db, '2');
    const other = await makeCompany(t.db, '1');
    const { id } = body<SavedListing>(
      await send(
        t.app,
        devices.publish,
        supplyOf(clock.now, { negotiable: false, description: '带破碎锤' }),
        owner.headers,
      ),
    );
    const read = body<SupplyEdit>(await send(t.app, devices.mySupply, { id }, owner.headers));
    expect([
      read.state,
      read.form.id,
      read.form.title,
      read.form.prices.shift,
      read.form.prices.day,
      read.form.description,
      read.files,
    ]).toEqual(['published', id, '三一SY215C 21吨挖掘机出租', 1600, undefined, '带破碎锤', []]);
    expect(refused(await send(t.app, devices.mySupply, { id }, other.headers))[0]).toBe(404);
    expect(refused(await send(t.app, devices.mySupply, { id: 999_999 }, owner.headers))[0]).toBe(404);
    expect(refused(await send(t.app, devices.mySupply, { id }))[0]).toBe(401);
    const need = body<SavedListing>(await send(t.app, devices.publishNeed, needOf(clock.now), owner.headers));
    const back = body<NeedEdit>(await send(t.app, devices.myNeed, { id: need.id }, owner.headers));
    expect([back.form.workKind, back.form.budgetPrice, back.stateName]).toEqual(['吊装', 2600, '求租中']);
    expect(refused(await send(t.app, devices.myNeed, { id: need.id }, other.headers))[0]).toBe(404);
  });

  it('an edit keeps the same rules, the first publication time and a rented state; reported listings stay in review', async () => {
    const owner = await makeCompany(t.db, '2');
    const { id } = body<SavedListing>(await send(t.app, devices.publish, supplyOf(clock.now), owner.headers));
    const first = await t.db
      .selectFrom('device_supply')
      .select('publish_time')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    clock.advance(DAY);
    const [status, msg] = refused(
      await send(t.app, devices.publish, supplyOf(clock.now, { id, prices: { month: 30000 } }), owner.headers),
    );
    expect([status, /prices\.shift/.test(msg)]).toEqual([400, true]);
    const edited = body<SavedListing>(
      await send(t.app, devices.publish, supplyOf(clock.now, { id, title: '三一SY215C 长期出租' }), owner.headers),
    );
    expect([edited.id, edited.state]).toEqual([id, 'published']);
    const row = await t.db
      .selectFrom('device_supply')
      .select(['title', 'publish_time'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([row.title, row.publish_time]).toEqual(['三一SY215C 长期出租', first.publish_time]);
    await t.db.updateTable('device_supply').set({ state: 'rented' }).where('id', '=', id).execute();
    expect(
      body<SavedListing>(await send(t.app, devices.publish, supplyOf(clock.now, { id }), owner.headers)).state,
    ).toBe('rented');
    await t.db.updateTable('device_supply').set({ state: 'published' }).where('id', '=', id).execute();
    const reporters = await Promise.all([1, 2, 3].map(() => makeCompany(t.db, '1')));
    for (const r of reporters) await send(t.app, devices.report, { kind: 'supply', id, reason: '虚假信息' }, r.headers);
    const held = body<SavedListing>(await send(t.app, devices.publish, supplyOf(clock.now, { id }), owner.headers));
    expect([held.state, held.reviewNote]).toEqual(['pending_review', '已被 3 家以上企业举报，复核中']);
  });

  it('a listing held for contact details is published once edited clean, and only then tells saved searches', async () => {
    const owner = await makeCompany(t.db, '2');
    const renter = await makeCompany(t.db, '1');
    const mine = await makeCompany(t.db, '2');
    const save = (who: typeof renter, name: string, filters: object) =>
      send(t.app, savedSearch.save, { kind: 'devices', name, filters }, who.headers);
    expect(
      (
        await save(renter, '南京挖机', {
          typeCode: '101',
          cityCode: '320100',
          rentMode: 'shift',
          priceMax: 2000,
          withOperator: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await save(renter, '杭州挖机', { typeCode: '101', cityCode: '330100' })).statusCode).toBe(200);
    expect((await save(owner, '自己的订阅', { typeCode: '101' })).statusCode).toBe(200);
    expect((await save(mine, '太贵不要', { typeCode: '101', rentMode: 'shift', priceMax: 1000 })).statusCode).toBe(200);
    const held = body<SavedListing>(
      await send(t.app, devices.publish, supplyOf(clock.now, { description: '详询微信 abc123' }), owner.headers),
    );
    expect(held.state).toBe('pending_review');
    expect(await noticesOf(t, renter.headers)).toEqual([]);
    const clean = body<SavedListing>(
      await send(t.app, devices.publish, supplyOf(clock.now, { id: held.id, description: '' }), owner.headers),
    );
    expect(clean.state).toBe('published');
    const told = await noticesOf(t, renter.headers);
    expect(told.map((n) => [n.title, n.link, n.objectKind, n.objectId])).toEqual([
      [
        '您订阅的「南京挖机」有新出租设备：三一SY215C 21吨挖掘机出租',
        `/findDevices/device-card?id=${held.id}`,
        'device',
        held.id,
      ],
    ]);
    expect(await noticesOf(t, owner.headers)).toEqual([]);
    expect(await noticesOf(t, mine.headers)).toEqual([]);
    // A later edit is no new listing: nobody is told twice.
    await send(
      t.app,
      devices.publish,
      supplyOf(clock.now, { id: held.id, title: '三一SY215C 挖机出租' }),
      owner.headers,
    );
    expect(await noticesOf(t, renter.headers)).toHaveLength(1);
  });

  it("the owner's interest notice links to the listing", async () => {
    const owner = await makeCompany(t.db, '2');
    const renter = await makeCompany(t.db, '1');
    const supply = body<SavedListing>(await send(t.app, devices.publish, supplyOf(clock.now), owner.headers));
    const need = body<SavedListing>(await send(t.app, devices.publishNeed, needOf(clock.now), renter.headers));
    await send(t.app, devices.interest, { kind: 'supply', id: supply.id }, renter.headers);
    await send(t.app, devices.interest, { kind: 'need', id: need.id }, owner.headers);
    const [toOwner] = await noticesOf(t, owner.headers);
    expect([toOwner.link, toOwner.objectKind, toOwner.objectId]).toEqual([
      `/findDevices/device-card?id=${supply.id}`,
      'device',
      supply.id,
    ]);
    const [toRenter] = await noticesOf(t, renter.headers);
    expect([toRenter.link, toRenter.objectKind, toRenter.objectId]).toEqual([
      `/findDevices/detailNeed?id=${need.id}`,
      'deviceNeed',
      need.id,
    ]);
  });
});

const facts: SupplyFacts = {
  title: '徐工XCA25 汽车吊出租',
  brand: '徐工',
  model: 'XCA25',
  ownerName: '南京恒通机械租赁有限公司',
  categoryCode: '2',
  typeCode: '201',
  specValue: 25,
  prices: { shift: 2400, hour: null, day: null, month: 52000, cube: null },
  year: 2020,
  withOperator: true,
  provinceCode: '320000',
  cityCode: '320100',
  districtCode: '',
  availableFrom: '2026-12-01',
  booked: [{ from: '2026-12-10', to: '2026-12-15' }],
};

it.each<[string, object, boolean]>([
  ['no filters', {}, true],
  ['keyword in the owner name', { keyword: '恒通' }, true],
  ['keyword of the model in another case', { keyword: 'xca' }, true],
  ['keyword elsewhere', { keyword: '三一' }, false],
  ['category and type', { categoryCode: '2', typeCode: '201' }, true],
  ['another type', { typeCode: '202' }, false],
  ['spec in range', { specMin: 20, specMax: 25 }, true],
  ['spec below the floor', { specMin: 30 }, false],
  ['price of the mode within range', { rentMode: 'shift', priceMin: 2000, priceMax: 2500 }, true],
  ['price of the mode above range', { rentMode: 'month', priceMax: 50000 }, false],
  ['a mode it is not offered in', { rentMode: 'day' }, false],
  ['year', { yearMin: 2021 }, false],
  ['operator', { withOperator: false }, false],
  ['city', { provinceCode: '320000', cityCode: '320100' }, true],
  ['another province', { provinceCode: '330000' }, false],
  ['free before the booking', { freeFrom: '2026-12-02', freeTo: '2026-12-09' }, true],
  ['window overlapping the booking', { freeFrom: '2026-12-09', freeTo: '2026-12-11' }, false],
  ['window before it is available', { freeFrom: '2026-11-30' }, false],
])('saved search match: %s', (_, filters, expected) => {
  expect(matchesSupply(filters, facts)).toBe(expected);
});

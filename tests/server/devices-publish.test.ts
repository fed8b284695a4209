// Publishing equipment listings and what members do to others': the publish rules (price with
// its unit or 面议, place, dates, the review desk), edits and withdrawal of one's own only,
// interest (one per company, the owner told once, exact under a burst) and reports (a burst
// from three companies sends the listing back to review, the owner told once), on both dialects.
import { expect, it } from 'vitest';
import type { SavedListing, SupplyDetail } from '../../src/api/devices';
import { devices } from '../../src/api/devices';
import { savedSearch } from '../../src/api/saved-search';
import { beijingDay } from '../../src/api/time';
import { eachDialect, useApp } from './helpers';
import { body, DAY, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { needOf, supplyOf } from './devices-forms';

const supply = supplyOf;
const need = needOf;
const day = (ms: number) => beijingDay(ms);

eachDialect('equipment publishing', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  it('publishes a listing and a demand; the card shows them; bad forms get a Chinese 400 naming the field', async () => {
    const owner = await makeCompany(t.db, '2');
    const saved = body<SavedListing>(await send(t.app, devices.publish, supply(clock.now), owner.headers));
    expect([saved.state, saved.stateName]).toEqual(['published', '可出租']);
    const card = body<SupplyDetail>(await send(t.app, devices.detail, { id: saved.id }, owner.headers));
    expect([card.price, card.priceUnit, card.monthBeatsShiftAfter, card.viewer.isOwner]).toEqual([
      1600,
      '元/台班',
      19,
      true,
    ]);
    const demand = body<SavedListing>(await send(t.app, devices.publishNeed, need(clock.now), owner.headers));
    expect(demand.state).toBe('published');
    const bad: [object, RegExp][] = [
      [supply(clock.now, { prices: { month: 30000 } }), /prices\.shift/],
      [supply(clock.now, { cityCode: '330100' }), /cityCode/],
      [supply(clock.now, { availableFrom: day(clock.now - 2 * DAY) }), /availableFrom/],
      [supply(clock.now, { year: 2099 }), /year/],
      [{ ...supply(clock.now), specValue: '21' }, /规格参数/],
      [{ ...supply(clock.now), contactPhone: '123' }, /11位手机号/],
    ];
    for (const [form, re] of bad) {
      const [status, msg] = refused(await send(t.app, devices.publish, form, owner.headers));
      expect([status, re.test(msg)], msg).toEqual([400, true]);
    }
    const [status, msg] = refused(
      await send(t.app, devices.publishNeed, need(clock.now, { deadline: day(clock.now + 12 * DAY) }), owner.headers),
    );
    expect([status, /deadline/.test(msg)]).toEqual([400, true]);
    expect(refused(await send(t.app, devices.publish, supply(clock.now)))[0]).toBe(401);
  });

  it('面议 needs no price; contact details in the text wait in review; only the owner edits or withdraws', async () => {
    const owner = await makeCompany(t.db, '2');
    const other = await makeCompany(t.db, '1');
    const free = body<SavedListing>(
      await send(t.app, devices.publish, supply(clock.now, { negotiable: true, prices: {} }), owner.headers),
    );
    expect(free.state).toBe('published');
    const held = body<SavedListing>(
      await send(t.app, devices.publish, supply(clock.now, { description: '详询微信 abc123' }), owner.headers),
    );
    expect([held.state, held.reviewNote.length > 0]).toEqual(['pending_review', true]);
    expect(refused(await send(t.app, devices.detail, { id: held.id }))[0]).toBe(404);
    expect(refused(await send(t.app, devices.publish, supply(clock.now, { id: free.id }), other.headers))[0]).toBe(404);
    expect(refused(await send(t.app, devices.withdraw, { kind: 'supply', id: free.id }, other.headers))[0]).toBe(404);
    const edited = body<SavedListing>(
      await send(
        t.app,
        devices.publish,
        supply(clock.now, { id: free.id, title: '三一SY215C 挖掘机长期出租' }),
        owner.headers,
      ),
    );
    expect(edited.id).toBe(free.id);
    expect(
      body<SavedListing>(await send(t.app, devices.withdraw, { kind: 'supply', id: free.id }, owner.headers)).state,
    ).toBe('closed');
    expect(refused(await send(t.app, devices.detail, { id: free.id }))[0]).toBe(404);
    expect(refused(await send(t.app, devices.interest, { kind: 'supply', id: free.id }, other.headers))[0]).toBe(404);
  });

  it('interest: a burst from one company is one mark and one notice; the owner cannot mark its own', async () => {
    const owner = await makeCompany(t.db, '2');
    const renter = await makeCompany(t.db, '1');
    const { id } = body<SavedListing>(await send(t.app, devices.publish, supply(clock.now), owner.headers));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        send(t.app, devices.interest, { kind: 'supply', id, message: '下周进场' }, renter.headers),
      ),
    );
    for (const a of answers) expect(body<{ interested: boolean }>(a).interested).toBe(true);
    const marks = await t.db
      .selectFrom('device_interest')
      .select('id')
      .where('listing_id', '=', id)
      .where('kind', '=', 'supply')
      .execute();
    expect(marks).toHaveLength(1);
    const notices = await t.db
      .selectFrom('notices')
      .select(['title', 'content'])
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0].content).toContain(renter.name);
    expect(body<SupplyDetail>(await send(t.app, devices.detail, { id }, renter.headers)).viewer.interested).toBe(true);
    expect(refused(await send(t.app, devices.interest, { kind: 'supply', id }, owner.headers))[0]).toBe(400);
  });

  it('reports: a parallel burst from three companies sends the listing back to review, one mark each', async () => {
    const owner = await makeCompany(t.db, '2');
    const { id } = body<SavedListing>(await send(t.app, devices.publish, supply(clock.now), owner.headers));
    const reporters = await Promise.all([1, 2, 3].map(() => makeCompany(t.db, '1')));
    const sends = reporters.flatMap((r) =>
      [0, 1].map(() => send(t.app, devices.report, { kind: 'supply', id, reason: '虚假信息' }, r.headers)),
    );
    for (const a of await Promise.all(sends)) expect(a.statusCode, a.body).toBe(200);
    const marks = await t.db.selectFrom('device_report').select('company_id').where('listing_id', '=', id).execute();
    expect(marks).toHaveLength(3);
    const row = await t.db.selectFrom('device_supply').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.state).toBe('pending_review');
    const told = await t.db
      .selectFrom('notices')
      .select(['title', 'link'])
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(told).toEqual([
      { title: '您发布的信息已转入复核：三一SY215C 21吨挖掘机出租', link: `/findDevices/device-card?id=${id}` },
    ]);
    expect(
      refused(await send(t.app, devices.report, { kind: 'supply', id, reason: '乱填' }, reporters[0].headers))[0],
    ).toBe(400);
  });

  it("saves the supply list's filters as a search (保存搜索), checked by the list's schema", async () => {
    const member = await makeCompany(t.db, '1');
    const ok = await send(
      t.app,
      savedSearch.save,
      { kind: 'devices', name: '南京挖机', filters: { typeCode: '101', cityCode: '320100', withOperator: true } },
      member.headers,
    );
    expect(body<{ kind: string; filters: object }>(ok).filters).toEqual({
      typeCode: '101',
      cityCode: '320100',
      withOperator: true,
    });
    const [status, msg] = refused(
      await send(
        t.app,
        savedSearch.save,
        { kind: 'devices', name: '错的', filters: { typeCode: '999' } },
        member.headers,
      ),
    );
    expect([status, /筛选条件的类型/.test(msg)]).toEqual([400, true]);
  });
});

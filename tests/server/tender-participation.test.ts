// A member company's part in a tender — registration once per company (also under a burst),
// the margin 未缴 → 已缴 → 已退还 with its conditions — and publishing a tender notice, which
// must keep the legal clocks and tells matching saved searches.
import { expect, it } from 'vitest';
import { savedSearch } from '../../src/api/saved-search';
import { member } from '../../src/api/member';
import { tender, type MarginStatus, type TenderForm } from '../../src/api/tender';
import { ROLE_MSG } from '../../src/server/floor/members';
import { CLOCK_RULES } from '../../src/server/modules/tender/clocks';
import { PART_MSG } from '../../src/server/modules/tender/participation';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, HOUR, makeCompany, refused, tenderForm, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

eachDialect('tender registration, margin and publishing', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const at = (days: number) => new Date(clock.now + days * DAY).toISOString();
  const form = (over: Partial<TenderForm> = {}): TenderForm => tenderForm(clock.now, over);
  const publish = async (over: Partial<TenderForm> = {}) => body<{ id: number }>(await send(t.app, tender.publish, form(over), await demo.buyer(t.db))).id;
  const status = async (id: number, headers: Record<string, string>) => body<MarginStatus>(await send(t.app, tender.marginStatus, { tenderId: id }, headers));

  it('publishes only what keeps the legal clocks', async () => {
    const cases: [Partial<TenderForm>, string][] = [
      [{ bidDeadline: at(19) }, CLOCK_RULES.opening],
      [{ registrationDeadline: at(3) }, CLOCK_RULES.docSale],
      [{ marginAmount: 2_400_001 }, CLOCK_RULES.margin],
      [{ registrationDeadline: at(26) }, CLOCK_RULES.order],
    ];
    for (const [over, msg] of cases) expect(refused(await send(t.app, tender.publish, form(over), await demo.buyer(t.db)))).toEqual([400, msg]);
    // Exactly 2 % and exactly 20 days are allowed; 询比价 has no 20-day clock.
    expect(await publish({ marginAmount: 2_400_000, bidDeadline: at(20) })).toBeGreaterThan(0);
    expect(await publish({ methodCode: '4', registrationDeadline: at(2), bidDeadline: at(6) })).toBeGreaterThan(0);
    expect(refused(await send(t.app, tender.publish, form(), await demo.supplier(t.db)))).toEqual([400, ROLE_MSG.buyer]);
    expect(refused(await send(t.app, tender.publish, form({ cityCode: '310100' }), await demo.buyer(t.db)))[1]).toMatch(/cityCode/);
  });

  it('tells members whose saved tender search matches the new tender', async () => {
    const m = await makeCompany(t.db, '2');
    body(await send(t.app, savedSearch.save, { kind: 'tender', name: '江苏施工', filters: { typeCode: '1', provinceCode: '320000', budgetMinWan: 10_000 } }, m.headers));
    const unread = async () => body<{ system: number }>(await send(t.app, member.unreadCount, {}, m.headers)).system;
    const before = await unread();
    await publish({ budgetWan: 9_000, marginAmount: 0 });
    expect(await unread()).toBe(before);
    await publish();
    expect(await unread()).toBe(before + 1);
  });

  it('registers a supplier company once, also under a burst; not its own tender, not buyers', async () => {
    const id = await publish();
    const s = await makeCompany(t.db, '2');
    expect(await status(id, s.headers)).toMatchObject({ registered: false, marginStatusName: '未报名', canRegister: true, reason: '' });
    const results = await Promise.all(Array.from({ length: 10 }, () => send(t.app, tender.register, { tenderId: id }, s.headers)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, PART_MSG.twice]);
    expect(await status(id, s.headers)).toMatchObject({ registered: true, marginStatus: '0', marginStatusName: '未缴', marginAmount: 800_000, canPay: true });
    const buyer = await makeCompany(t.db, '1');
    expect(await status(id, buyer.headers)).toMatchObject({ canRegister: false, reason: ROLE_MSG.supplier });
    expect(refused(await send(t.app, tender.register, { tenderId: id }, buyer.headers))).toEqual([400, ROLE_MSG.supplier]);
    expect(refused(await send(t.app, tender.register, { tenderId: 999_999 }, s.headers))[0]).toBe(404);
    expect(refused(await send(t.app, tender.marginStatus, { tenderId: id }))[0]).toBe(401);
    const mine = body<{ records: { id: number; marginStatusName: string }[] }>(await send(t.app, tender.mine, {}, s.headers));
    expect(mine.records.map((r) => [r.id, r.marginStatusName])).toEqual([[id, '未缴']]);
  });

  it('closes registration at its deadline and refuses its own company', async () => {
    const id = await publish();
    expect(refused(await send(t.app, tender.register, { tenderId: id }, await demo.buyer(t.db)))).toEqual([400, PART_MSG.own]);
    const s = await makeCompany(t.db, '2');
    clock.advance(8 * DAY);
    expect(await status(id, s.headers)).toMatchObject({ canRegister: false, reason: PART_MSG.closed });
    expect(refused(await send(t.app, tender.register, { tenderId: id }, s.headers))).toEqual([400, PART_MSG.closed]);
  });

  it('takes the margin once before the bid deadline and refunds it once the tender is decided', async () => {
    const id = await publish();
    const s = await makeCompany(t.db, '2');
    expect(refused(await send(t.app, tender.marginPay, { tenderId: id, form: '2', proofNo: 'BH-1' }, s.headers))).toEqual([400, PART_MSG.first]);
    body(await send(t.app, tender.register, { tenderId: id }, s.headers));
    expect(refused(await send(t.app, tender.marginRefund, { tenderId: id }, s.headers))).toEqual([400, PART_MSG.unpaid]);
    const pays = await Promise.all(Array.from({ length: 5 }, (_, i) => send(t.app, tender.marginPay, { tenderId: id, form: '2', proofNo: `BH-${i}` }, s.headers)));
    expect(pays.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of pays.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, PART_MSG.paid]);
    expect(await status(id, s.headers)).toMatchObject({ marginStatus: '1', marginStatusName: '已缴', marginFormName: '银行保函', canRefund: false, reason: PART_MSG.early });
    expect(refused(await send(t.app, tender.marginRefund, { tenderId: id }, s.headers))).toEqual([400, PART_MSG.early]);
    // The candidates' publicity (a later notice) ends; the tender is decided.
    const bid = Date.parse(form().bidDeadline);
    const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    await t.db.updateTable('tender').set({ publicity_start: stamp(bid + 2 * DAY), publicity_end: stamp(bid + 5 * DAY + HOUR), winner_name: s.name }).where('id', '=', id).execute();
    clock.set(bid + 6 * DAY);
    const refunds = await Promise.all(Array.from({ length: 3 }, () => send(t.app, tender.marginRefund, { tenderId: id }, s.headers)));
    expect(refunds.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of refunds.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, PART_MSG.refunded]);
    expect(await status(id, s.headers)).toMatchObject({ marginStatus: '2', marginStatusName: '已退还', canPay: false, canRefund: false });
  });

  it('refuses margins after the bid deadline and where none is charged', async () => {
    const free = await publish({ marginAmount: 0 });
    const late = await publish();
    const s = await makeCompany(t.db, '2');
    for (const id of [free, late]) body(await send(t.app, tender.register, { tenderId: id }, s.headers));
    expect(refused(await send(t.app, tender.marginPay, { tenderId: free, form: '1', proofNo: 'X' }, s.headers))).toEqual([400, PART_MSG.none]);
    clock.advance(25 * DAY);
    expect(refused(await send(t.app, tender.marginPay, { tenderId: late, form: '1', proofNo: 'X' }, s.headers))).toEqual([400, PART_MSG.bidClosed]);
    expect(refused(await send(t.app, tender.marginPay, { tenderId: late, form: '9', proofNo: 'X' }, s.headers))[1]).toMatch(/form/);
  });
});

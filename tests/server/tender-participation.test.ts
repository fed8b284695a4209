// A member company's part in a tender — registration once per company (also under a burst), the
// purchaser's review, the margin 未缴 → 待确认 (an uploaded voucher) → 已缴 (confirmed) → 已退还
// with its conditions, the sister-company rule — and publishing a tender notice, which must keep
// the legal clocks (refused with the rule's text) and tells matching saved searches.
import { expect, it } from 'vitest';
import { savedSearch } from '../../src/api/saved-search';
import { member } from '../../src/api/member';
import { tender, type TenderForm } from '../../src/api/tender';
import { tenderDesk } from '../../src/api/tender-desk';
import { ROLE_MSG } from '../../src/server/floor/members';
import { CLOCK_RULES } from '../../src/server/modules/tender/clocks';
import { PART_MSG } from '../../src/server/modules/tender/participation';
import { SINGLE_MSG } from '../../src/server/modules/tender/single-source';
import { DESK_MSG } from '../../src/server/modules/tender/desk';
import { MARGIN_MSG } from '../../src/server/modules/tender/margins';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, HOUR, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { formAt, pdf, statusOf, thursday } from './tender-helpers';

eachDialect('tender registration, margin and publishing', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock(thursday());
  const at = (days: number) => new Date(clock.now + days * DAY).toISOString();
  const form = (over: Partial<TenderForm> = {}): TenderForm => formAt(clock.now, over);
  const publish = async (over: Partial<TenderForm> = {}) =>
    body<{ id: number }>(await send(t.app, tender.publish, form(over), await demo.buyer(t.db))).id;
  const status = (id: number, headers: Record<string, string>) => statusOf(t.app, id, headers);
  const approve = async (id: number, companyId: number) =>
    body(await send(t.app, tenderDesk.review, { tenderId: id, companyId, approve: true }, await demo.buyer(t.db)));

  it('publishes only what keeps the legal clocks, naming the rule', async () => {
    const cases: [Partial<TenderForm>, string][] = [
      [{ bidDeadline: at(19) }, CLOCK_RULES.opening],
      [{ methodCode: '2', bidDeadline: at(19) }, CLOCK_RULES.opening],
      [{ registrationDeadline: at(3) }, CLOCK_RULES.docSale],
      [{ marginAmount: 2_400_001, typeCode: '2' }, CLOCK_RULES.margin],
      [{ marginAmount: 800_001 }, CLOCK_RULES.worksCap],
      [{ bidDeadline: at(24) }, CLOCK_RULES.workday],
      [{ methodCode: '5', registrationDeadline: at(2), bidDeadline: at(6) }, CLOCK_RULES.single],
      [{ registrationDeadline: at(26) }, CLOCK_RULES.order],
    ];
    for (const [over, msg] of cases)
      expect(refused(await send(t.app, tender.publish, form(over), await demo.buyer(t.db)))).toEqual([400, msg]);
    // Exactly 2 % and exactly 20 days are allowed; 询比价 has no 20-day clock.
    expect(await publish({ typeCode: '2', marginAmount: 2_400_000, bidDeadline: at(20) })).toBeGreaterThan(0);
    expect(await publish({ methodCode: '4', registrationDeadline: at(2), bidDeadline: at(6) })).toBeGreaterThan(0);
    expect(refused(await send(t.app, tender.publish, form(), await demo.supplier(t.db)))).toEqual([
      400,
      ROLE_MSG.buyer,
    ]);
    expect(refused(await send(t.app, tender.publish, form({ cityCode: '310100' }), await demo.buyer(t.db)))[1]).toMatch(
      /cityCode/,
    );
    expect(
      refused(
        await send(t.app, tender.publish, form({ documents: ['not-mine-0000000000'] }), await demo.buyer(t.db)),
      )[0],
    ).toBe(400);
  });

  it('tells members whose saved tender search matches the new tender', async () => {
    const m = await makeCompany(t.db, '2');
    body(
      await send(
        t.app,
        savedSearch.save,
        { kind: 'tender', name: '江苏施工', filters: { typeCode: '1', provinceCode: '320000', budgetMinWan: 10_000 } },
        m.headers,
      ),
    );
    const unread = async () => body<{ system: number }>(await send(t.app, member.unreadCount, {}, m.headers)).system;
    const before = await unread();
    await publish({ budgetWan: 9_000, marginAmount: 0 });
    expect(await unread()).toBe(before);
    await publish();
    expect(await unread()).toBe(before + 1);
  });

  it('registers a supplier company once, also under a burst, pending review; not buyers', async () => {
    const id = await publish();
    const s = await makeCompany(t.db, '2');
    expect(await status(id, s.headers)).toMatchObject({
      registered: false,
      marginStatusName: '未报名',
      canRegister: true,
      reason: '',
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => send(t.app, tender.register, { tenderId: id }, s.headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, PART_MSG.twice]);
    expect(await status(id, s.headers)).toMatchObject({
      registered: true,
      registrationStatus: '0',
      registrationStatusName: '待审核',
      marginStatus: '0',
      canPay: false,
      canBid: false,
      reason: PART_MSG.pending,
    });
    const buyer = await makeCompany(t.db, '1');
    expect(await status(id, buyer.headers)).toMatchObject({ canRegister: false, reason: ROLE_MSG.supplier });
    expect(refused(await send(t.app, tender.register, { tenderId: id }, buyer.headers))).toEqual([
      400,
      ROLE_MSG.supplier,
    ]);
    expect(refused(await send(t.app, tender.register, { tenderId: 999_999 }, s.headers))[0]).toBe(404);
    expect(refused(await send(t.app, tender.marginStatus, { tenderId: id }))[0]).toBe(401);
    const mine = body<{ records: { id: number; marginStatusName: string }[] }>(
      await send(t.app, tender.mine, {}, s.headers),
    );
    expect(mine.records.map((r) => [r.id, r.marginStatusName])).toEqual([[id, '未缴']]);
  });

  it('refuses its own company and any sister company of the publishing member', async () => {
    // 13800000002 publishes for 杭州鼎盛, then tries to register for 上海恒信.
    const id = body<{ id: number }>(
      await send(
        t.app,
        tender.publish,
        form({ provinceCode: '330000', cityCode: '330100' }),
        await demo.hangzhou(t.db),
      ),
    ).id;
    expect(refused(await send(t.app, tender.register, { tenderId: id }, await demo.supplier(t.db)))).toEqual([
      400,
      PART_MSG.own,
    ]);
    expect(await status(id, await demo.supplier(t.db))).toMatchObject({
      purchaser: true,
      canRegister: false,
      reason: PART_MSG.own,
    });
    const mine = await publish();
    // The purchaser is a buyer company: the call's policy (suppliers only) refuses it first.
    expect(refused(await send(t.app, tender.register, { tenderId: mine }, await demo.buyer(t.db)))).toEqual([
      400,
      ROLE_MSG.supplier,
    ]);
  });

  it('closes registration at its deadline; 单一来源 admits only its intended supplier', async () => {
    const id = await publish();
    const intended = await makeCompany(t.db, '2');
    const single = await publish({
      methodCode: '5',
      registrationDeadline: at(7),
      bidDeadline: at(11),
      singleSourceCompanyId: intended.companyId,
      singleSourceReason: '专利产品，只能从唯一供应商处采购',
    });
    const s = await makeCompany(t.db, '2');
    expect(refused(await send(t.app, tender.register, { tenderId: single }, s.headers))).toEqual([
      403,
      SINGLE_MSG.notIntended,
    ]);
    clock.advance(8 * DAY);
    expect(await status(id, s.headers)).toMatchObject({ canRegister: false, reason: PART_MSG.closed });
    expect(refused(await send(t.app, tender.register, { tenderId: id }, s.headers))).toEqual([400, PART_MSG.closed]);
  });

  it('takes the margin voucher once, waits for confirmation, and refunds once the tender is decided', async () => {
    const id = await publish();
    const s = await makeCompany(t.db, '2');
    const voucher = await pdf(t.app, s.headers);
    const pay = (proofNo: string, attachId = voucher) =>
      send(t.app, tender.marginPay, { tenderId: id, form: '2', proofNo, attachId }, s.headers);
    expect(refused(await pay('BH-1'))).toEqual([400, PART_MSG.first]);
    body(await send(t.app, tender.register, { tenderId: id }, s.headers));
    expect(refused(await pay('BH-1'))).toEqual([400, PART_MSG.pending]);
    await approve(id, s.companyId);
    expect(refused(await send(t.app, tender.marginRefund, { tenderId: id }, s.headers))).toEqual([
      400,
      PART_MSG.unpaid,
    ]);
    // Someone else's upload is no voucher.
    const other = await makeCompany(t.db, '2');
    expect(refused(await pay('BH-1', await pdf(t.app, other.headers)))[0]).toBe(400);
    const pays = await Promise.all(Array.from({ length: 5 }, (_, i) => pay(`BH-${i}`)));
    expect(pays.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of pays.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, PART_MSG.waiting]);
    expect(await status(id, s.headers)).toMatchObject({
      marginStatus: '3',
      marginStatusName: '待确认',
      marginAttachId: voucher,
      canBid: false,
    });
    const buyer = await demo.buyer(t.db);
    expect(
      refused(
        await send(t.app, tenderDesk.confirmMargin, { tenderId: id, companyId: s.companyId, accept: false }, buyer),
      ),
    ).toEqual([400, DESK_MSG.reason]);
    const confirms = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(t.app, tenderDesk.confirmMargin, { tenderId: id, companyId: s.companyId, accept: true }, buyer),
      ),
    );
    expect(confirms.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await status(id, s.headers)).toMatchObject({
      marginStatus: '1',
      marginStatusName: '已缴',
      marginFormName: '银行保函',
      canRefund: false,
      canBid: true,
      reason: MARGIN_MSG.beforeContract,
    });
    // The candidates' publicity (set directly here) ends; the tender is decided.
    const bid = Date.parse(form().bidDeadline);
    const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    await t.db
      .updateTable('tender')
      .set({ publicity_start: stamp(bid + 2 * DAY), publicity_end: stamp(bid + 5 * DAY + HOUR), winner_name: s.name })
      .where('id', '=', id)
      .execute();
    clock.set(bid + 6 * DAY);
    // Decided but no contract yet: the margin stays (实施条例 第五十七条); the contract (set directly) releases it.
    expect(refused(await send(t.app, tender.marginRefund, { tenderId: id }, s.headers))).toEqual([
      400,
      MARGIN_MSG.beforeContract,
    ]);
    await t.db
      .insertInto('tender_contract')
      .values({
        tender_id: id,
        company_id: s.companyId,
        signed_on: stamp(bid + 6 * DAY - HOUR),
        amount: 1,
        recorded_at: stamp(bid + 6 * DAY - HOUR),
      })
      .execute();
    const refunds = await Promise.all(
      Array.from({ length: 3 }, () => send(t.app, tender.marginRefund, { tenderId: id }, s.headers)),
    );
    expect(refunds.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of refunds.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, PART_MSG.refunded]);
    expect(await status(id, s.headers)).toMatchObject({
      marginStatus: '2',
      marginStatusName: '已退还',
      canPay: false,
      canRefund: false,
    });
  });

  it('returns a voucher with a reason; refuses margins after the bid deadline and where none is charged', async () => {
    const free = await publish({ marginAmount: 0 });
    const late = await publish();
    const s = await makeCompany(t.db, '2');
    for (const id of [free, late]) {
      body(await send(t.app, tender.register, { tenderId: id }, s.headers));
      await approve(id, s.companyId);
    }
    const voucher = await pdf(t.app, s.headers);
    expect(
      refused(
        await send(t.app, tender.marginPay, { tenderId: free, form: '1', proofNo: 'X', attachId: voucher }, s.headers),
      ),
    ).toEqual([400, PART_MSG.none]);
    expect(await status(free, s.headers)).toMatchObject({ canBid: true });
    body(
      await send(t.app, tender.marginPay, { tenderId: late, form: '1', proofNo: 'X', attachId: voucher }, s.headers),
    );
    body(
      await send(
        t.app,
        tenderDesk.confirmMargin,
        { tenderId: late, companyId: s.companyId, accept: false, reason: '凭证金额与保证金不符' },
        await demo.buyer(t.db),
      ),
    );
    expect(await status(late, s.headers)).toMatchObject({
      marginStatus: '0',
      marginNote: '凭证金额与保证金不符',
      canPay: true,
    });
    clock.advance(25 * DAY);
    expect(
      refused(
        await send(t.app, tender.marginPay, { tenderId: late, form: '1', proofNo: 'X', attachId: voucher }, s.headers),
      ),
    ).toEqual([400, PART_MSG.bidClosed]);
    // An unknown payment form is refused by the field's label, the form shows it at the field.
    const unknownForm = await send(
      t.app,
      tender.marginPay,
      { tenderId: late, form: '9', proofNo: 'X', attachId: voucher },
      s.headers,
    );
    expect(refused(unknownForm)).toEqual([400, '参数错误：请选择付款方式']);
    expect(unknownForm.json<{ data: unknown }>().data).toEqual({
      fields: [{ path: 'form', message: '请选择付款方式' }],
    });
  });
});

// After the evaluation (issue 46), on both dialects: the result sends the 中标通知书 and refunds
// nothing; the contract is recorded within 30 days at the winning amount (招标投标法 第四十六条);
// every margin, the winner's included, comes back only after it (before → refused), by the
// bidder's request to the platform or the purchaser's desk, due within 5 days (实施条例 第五十七条).
import { beforeEach, expect, it } from 'vitest';
import { tender, type ParticipationStatus } from '../../src/api/tender';
import { tenderDesk, type TenderDesk } from '../../src/api/tender-desk';
import { tenderEval } from '../../src/api/tender-eval';
import { msOf } from '../../src/server/floor/time';
import { CONTRACT_MSG } from '../../src/server/modules/tender/contract';
import { MARGIN_MSG } from '../../src/server/modules/tender/margins';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { thursday } from './tender-helpers';
import { drawnExperts, openedTender, requestCommittee, scoreAs } from './tender-eval-helpers';

eachDialect('tender contract and margin refunds', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock(thursday());
  beforeEach(() => clock.set(thursday()));
  const buyer = () => demo.buyer(t.db);
  const iso = (ms: number) => new Date(ms).toISOString();

  it('refunds every margin only after the contract, recorded within 30 days at the winning amount', async () => {
    const { id, bidders } = await openedTender(t.app, t.db, clock, [9_000_000, 8_800_000, 9_300_000]);
    body(await requestCommittee(t.app, t.db, id));
    for (const e of await drawnExperts(t.db, id)) {
      for (const [i, b] of bidders.entries())
        body(
          await scoreAs(t.app, e.headers, {
            tenderId: id,
            companyId: b.companyId,
            scores: [
              [80, 80, 80],
              [90, 85, 80],
              [70, 70, 70],
            ][i],
          }),
        );
      body(await send(t.app, tenderEval.submit, { tenderId: id }, e.headers));
    }
    const winner = bidders[1];
    // Before the result: no contract.
    const early = { tenderId: id, signedOn: iso(clock.now), amount: 8_800_000 };
    expect(refused(await send(t.app, tenderDesk.contract, early, await buyer()))).toEqual([400, CONTRACT_MSG.noResult]);
    clock.advance(3 * DAY + 60_000);
    body(await send(t.app, tenderDesk.result, { tenderId: id }, await buyer()));
    const resultAt = clock.now;
    const base = { ...early, signedOn: iso(resultAt) };
    // The result refunds nothing, and nobody may have it refunded before the contract.
    for (const b of bidders) {
      const s = body<ParticipationStatus>(await send(t.app, tender.marginStatus, { tenderId: id }, b.headers));
      expect([s.marginStatus, s.canRefund, s.reason]).toEqual(['1', false, MARGIN_MSG.beforeContract]);
      expect(refused(await send(t.app, tender.marginRefund, { tenderId: id }, b.headers))).toEqual([
        400,
        MARGIN_MSG.beforeContract,
      ]);
    }
    const h = await buyer();
    expect(refused(await send(t.app, tenderDesk.refund, { tenderId: id, companyId: winner.companyId }, h))).toEqual([
      400,
      MARGIN_MSG.beforeContract,
    ]);
    const notice = await t.db
      .selectFrom('notices')
      .select('title')
      .where('company_id', '=', winner.companyId)
      .where('title', 'like', '中标通知书%')
      .executeTakeFirst();
    expect(notice).toBeDefined();
    // The contract: at the winning amount, not before the notice, not later than 30 days after it.
    expect(refused(await send(t.app, tenderDesk.contract, { ...base, amount: 9_000_000 }, h))[1]).toContain(
      '8,800,000',
    );
    expect(refused(await send(t.app, tenderDesk.contract, { ...base, signedOn: iso(resultAt - DAY) }, h))).toEqual([
      400,
      CONTRACT_MSG.early,
    ]);
    clock.set(resultAt + 40 * DAY);
    const late = { ...base, signedOn: iso(resultAt + 31 * DAY) };
    expect(refused(await send(t.app, tenderDesk.contract, late, h))).toEqual([400, CONTRACT_MSG.late]);
    clock.set(resultAt + 2 * DAY);
    const signedOn = resultAt + DAY;
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => send(t.app, tenderDesk.contract, { ...base, signedOn: iso(signedOn) }, h)),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const desk = body<TenderDesk>(await send(t.app, tenderDesk.desk, { tenderId: id }, h));
    expect(msOf(desk.contract!.refundBy.replace('T', ' ').slice(0, 19))).toBe(
      Math.floor(signedOn / 1000) * 1000 + 5 * DAY,
    );
    expect(desk.registrants.every((r) => r.canRefund)).toBe(true);
    // The winner asks the platform; the purchaser returns the others' (parallel clicks: one refund each).
    const mine = body<ParticipationStatus>(await send(t.app, tender.marginRefund, { tenderId: id }, winner.headers));
    expect([mine.marginStatus, mine.refundedAt]).toEqual(['2', iso(clock.now).slice(0, 19) + 'Z']);
    for (const b of [bidders[0], bidders[2]]) {
      const clicks = await Promise.all(
        Array.from({ length: 3 }, () => send(t.app, tenderDesk.refund, { tenderId: id, companyId: b.companyId }, h)),
      );
      expect(clicks.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of clicks.filter((x) => x.statusCode !== 200)) expect(refused(r)).toEqual([400, MARGIN_MSG.notPaid]);
      const s = body<ParticipationStatus>(await send(t.app, tender.marginStatus, { tenderId: id }, b.headers));
      expect(s.marginStatus).toBe('2');
      expect(msOf(s.refundedAt!.replace('T', ' ').slice(0, 19))).toBeLessThanOrEqual(signedOn + 5 * DAY);
    }
    const told = await t.db
      .selectFrom('notices')
      .select('title')
      .where('company_id', '=', bidders[0].companyId)
      .execute();
    expect(told.map((r) => r.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^合同已签订/), expect.stringMatching(/^投标保证金已退还/)]),
    );
  });
});

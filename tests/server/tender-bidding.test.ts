// A tender run end to end on the server: sealed bids (no caller but the bidder's own company reads
// a price before the opening, the purchaser included), 20 parallel bids → one active bid, revise
// and withdraw until the deadline, the opening at its time with a record every bidder sees,
// the committee's candidates with a ≥ 3-day publicity, an objection the purchaser must answer, the
// result (中标 / 未中标 per bidder, margins kept until the contract, notices), and change notices under
// the 15-day clock.
import { beforeEach, expect, it } from 'vitest';
import { member } from '../../src/api/member';
import { tender } from '../../src/api/tender';
import { tenderDesk, type TenderDesk, type TenderProgress } from '../../src/api/tender-desk';
import { BID_MSG } from '../../src/server/modules/tender/bids';
import { CLOCK_RULES } from '../../src/server/modules/tender/clocks';
import { STEP_MSG } from '../../src/server/modules/tender/steps';
import { AWARD_MSG } from '../../src/server/modules/tender/award';
import { COMMITTEE_MSG } from '../../src/server/modules/tender/committee';
import { tenderEval } from '../../src/api/tender-eval';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { formAt, pdf, quote, statusOf, thursday } from './tender-helpers';
import { drawnExperts, requestCommittee, scoreAs, SHEET } from './tender-eval-helpers';

eachDialect('tender bids, opening, candidates and result', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock(thursday());
  beforeEach(() => clock.set(thursday()));
  const at = (days: number) => new Date(clock.now + days * DAY).toISOString();
  const buyer = () => demo.buyer(t.db);
  const publish = async (over = {}) =>
    body<{ id: number }>(await send(t.app, tender.publish, formAt(clock.now, over), await buyer())).id;
  const desk = async (id: number) =>
    body<TenderDesk>(await send(t.app, tenderDesk.desk, { tenderId: id }, await buyer()));
  const progress = async (id: number, headers: Record<string, string> = {}) =>
    body<TenderProgress>(await send(t.app, tenderDesk.progress, { tenderId: id }, headers));

  /** A supplier registered, approved, its margin uploaded and confirmed. */
  async function ready(id: number): Promise<TestCompany> {
    const s = await makeCompany(t.db, '2');
    body(await send(t.app, tender.register, { tenderId: id }, s.headers));
    body(await send(t.app, tenderDesk.review, { tenderId: id, companyId: s.companyId, approve: true }, await buyer()));
    body(
      await send(
        t.app,
        tender.marginPay,
        { tenderId: id, form: '4', proofNo: `DZBH-${s.companyId}`, attachId: await pdf(t.app, s.headers) },
        s.headers,
      ),
    );
    body(
      await send(
        t.app,
        tenderDesk.confirmMargin,
        { tenderId: id, companyId: s.companyId, accept: true },
        await buyer(),
      ),
    );
    return s;
  }
  // Each bid carries the 报价单 the tenders of formAt require (bid-docs.ts).
  const bid = async (id: number, s: TestCompany, price: number, durationDays = 365) =>
    send(
      t.app,
      tenderDesk.bid,
      { tenderId: id, price, durationDays, documents: await quote(t.app, s.headers) },
      s.headers,
    );

  it('bids only once approved and confirmed; the price is sealed from every other caller until the opening', async () => {
    const id = await publish();
    const s = await makeCompany(t.db, '2');
    expect(refused(await bid(id, s, 1))).toEqual([400, BID_MSG.first]);
    body(await send(t.app, tender.register, { tenderId: id }, s.headers));
    expect(refused(await bid(id, s, 1))).toEqual([400, BID_MSG.pending]);
    body(await send(t.app, tenderDesk.review, { tenderId: id, companyId: s.companyId, approve: true }, await buyer()));
    expect(refused(await bid(id, s, 1))).toEqual([400, BID_MSG.margin]);
    const a = await ready(id);
    const b = await ready(id);
    body(await bid(id, a, 101_000_000));
    body(await bid(id, b, 99_500_000, 540));
    expect((await statusOf(t.app, id, a.headers)).bid).toMatchObject({
      price: 101_000_000,
      status: '1',
      statusName: '已投标',
    });
    // The purchaser, another bidder and a visitor: no price anywhere.
    const d = await desk(id);
    expect(d.registrants.filter((r) => r.bidIn)).toHaveLength(2);
    for (const r of d.registrants) expect([r.bidPrice, r.bidDurationDays, r.bidDocuments]).toEqual([null, null, []]);
    for (const h of [await buyer(), b.headers, {}]) {
      const p = await progress(id, h);
      expect(p.opening).toBeNull();
      expect(JSON.stringify(p)).not.toContain('101000000');
    }
    expect(JSON.stringify(await statusOf(t.app, id, b.headers))).not.toContain('101000000');
    expect(refused(await send(t.app, tenderDesk.open, { tenderId: id }, await buyer()))[1]).toBe(
      STEP_MSG.notYet(new Date(Date.parse(formAt(clock.now).bidDeadline)).toISOString().slice(0, 19).replace('T', ' ')),
    );
    // At the opening time, still sealed until the purchaser opens.
    clock.set(Date.parse(formAt(thursday()).bidDeadline));
    expect((await desk(id)).registrants.every((r) => r.bidPrice === null)).toBe(true);
    const opens = await Promise.all(
      Array.from({ length: 3 }, async () => send(t.app, tenderDesk.open, { tenderId: id }, await buyer())),
    );
    expect(opens.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await desk(id)).registrants.filter((r) => r.bidIn).map((r) => r.bidPrice)).toEqual([
      101_000_000, 99_500_000,
    ]);
    const record = (await progress(id, b.headers)).opening!;
    expect(record.bids.map((x) => x.price)).toEqual([101_000_000, 99_500_000]);
    expect((await progress(id)).opening).toBeNull();
    expect((await progress(id)).notices.map((n) => n.kindName)).toEqual(['开标记录']);
  });

  it('keeps one active bid under 20 parallel submissions; revise and withdraw until the deadline', async () => {
    const id = await publish();
    const s = await ready(id);
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => bid(id, s, 90_000_000 + i)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db
      .selectFrom('tender_bid')
      .select(['status', 'revision'])
      .where('tender_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: '1', revision: 19 });
    body(await send(t.app, tenderDesk.withdrawBid, { tenderId: id }, s.headers));
    expect(refused(await send(t.app, tenderDesk.withdrawBid, { tenderId: id }, s.headers))).toEqual([
      400,
      BID_MSG.none,
    ]);
    expect((await desk(id)).registrants[0].bidIn).toBe(false);
    body(await bid(id, s, 88_000_000));
    clock.set(Date.parse(formAt(thursday()).bidDeadline));
    expect(refused(await bid(id, s, 1))[1]).toMatch(/^投标已截止/);
    expect(refused(await send(t.app, tenderDesk.withdrawBid, { tenderId: id }, s.headers))[1]).toMatch(/^投标已截止/);
  });

  it("takes the report's candidates, an objection the purchaser must answer, then the result", async () => {
    // 综合评估法 with the sheet, fixed at publishing (the form's default is 经评审的最低投标价法).
    const id = await publish({ evaluationMethod: 'composite', scoreItems: SHEET });
    const [a, b, c] = [await ready(id), await ready(id), await ready(id)];
    for (const [s, p] of [
      [a, 95_000_000],
      [b, 97_000_000],
      [c, 99_000_000],
    ] as const)
      body(await bid(id, s, p));
    const opening = Date.parse(formAt(thursday()).bidDeadline);
    clock.set(opening);
    const h = await buyer();
    expect(refused(await requestCommittee(t.app, t.db, id))).toEqual([400, COMMITTEE_MSG.notOpened]);
    body(await send(t.app, tenderDesk.open, { tenderId: id }, h));
    // The committee's report (tender-evaluation.test.ts) names the candidates: a first, b second, c third.
    body(await requestCommittee(t.app, t.db, id));
    expect((await desk(id)).waiting).toBe(STEP_MSG.evaluating);
    clock.advance(2 * DAY);
    for (const e of await drawnExperts(t.db, id)) {
      for (const [i, s] of [a, b, c].entries())
        body(await scoreAs(t.app, e.headers, { tenderId: id, companyId: s.companyId, scores: [90 - i * 5, 80, 80] }));
      body(await send(t.app, tenderEval.submit, { tenderId: id }, e.headers));
    }
    expect((await progress(id)).candidates.map((x) => [x.rank, x.price])).toEqual([
      [1, 95_000_000],
      [2, 97_000_000],
      [3, 99_000_000],
    ]);
    const outsider = await makeCompany(t.db, '2');
    body(await send(t.app, tenderDesk.object, { tenderId: id, content: '第一名候选人业绩证明与实际不符' }, c.headers));
    expect(refused(await send(t.app, tenderDesk.object, { tenderId: id, content: '异议' }, outsider.headers))).toEqual([
      400,
      AWARD_MSG.notParty,
    ]);
    expect(refused(await send(t.app, tenderDesk.result, { tenderId: id }, h))[1]).toMatch(/^中标候选人公示期至/);
    clock.advance(3 * DAY);
    expect(refused(await send(t.app, tenderDesk.object, { tenderId: id, content: '迟到的异议' }, c.headers))).toEqual([
      400,
      AWARD_MSG.objectionWindow,
    ]);
    expect(refused(await send(t.app, tenderDesk.result, { tenderId: id }, h))).toEqual([400, STEP_MSG.objections]);
    const objection = (await progress(id, h)).objections[0];
    expect((await progress(id, a.headers)).objections).toEqual([]);
    body(
      await send(
        t.app,
        tenderDesk.answer,
        { objectionId: objection.id, answer: '经核查，业绩证明真实有效，维持公示结果' },
        h,
      ),
    );
    const unread = async (s: TestCompany) =>
      body<{ system: number }>(await send(t.app, member.unreadCount, {}, s.headers)).system;
    const before = [await unread(a), await unread(b)];
    const results = await Promise.all(
      Array.from({ length: 3 }, () => send(t.app, tenderDesk.result, { tenderId: id }, h)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // Margins stay until the contract (实施条例 第五十七条: tender-contract.test.ts).
    expect(await statusOf(t.app, id, a.headers)).toMatchObject({ result: '中标', marginStatus: '1' });
    expect(await statusOf(t.app, id, b.headers)).toMatchObject({ result: '未中标', marginStatus: '1' });
    expect([await unread(a), await unread(b)]).toEqual([before[0] + 1, before[1] + 1]);
    expect((await progress(id)).notices.map((n) => n.kindName)).toEqual(['开标记录', '中标候选人公示', '中标结果公告']);
    expect((await desk(id)).registrants.map((r) => r.result)).toEqual(['中标', '未中标', '未中标']);
    expect((await desk(id)).canRecordContract).toBe(true);
  });

  it('amends under the 15-day clock: a late change moves the deadline, never earlier, and only by the purchaser', async () => {
    const id = await publish();
    const s = await ready(id);
    const h = await buyer();
    body(await send(t.app, tenderDesk.amend, { tenderId: id, content: '补充工程量清单第三章' }, h));
    clock.advance(12 * DAY);
    expect(refused(await send(t.app, tenderDesk.amend, { tenderId: id, content: '调整技术参数' }, h))).toEqual([
      400,
      CLOCK_RULES.amendment,
    ]);
    expect(
      refused(
        await send(t.app, tenderDesk.amend, { tenderId: id, content: '调整技术参数', bidDeadline: at(26) }, h),
      )[1],
    ).toBe(CLOCK_RULES.workday);
    body(await send(t.app, tenderDesk.amend, { tenderId: id, content: '调整技术参数', bidDeadline: at(27) }, h));
    expect(
      refused(await send(t.app, tenderDesk.amend, { tenderId: id, content: 'x', bidDeadline: at(20) }, h))[0],
    ).toBe(400);
    expect(refused(await send(t.app, tenderDesk.amend, { tenderId: id, content: 'x' }, s.headers))[0]).toBe(400);
    expect(refused(await send(t.app, tenderDesk.desk, { tenderId: id }, s.headers))[0]).toBe(400);
    expect((await progress(id)).notices.map((n) => n.kindName)).toEqual(['变更公告', '变更公告']);
  });
});

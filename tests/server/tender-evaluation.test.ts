// The evaluation after the opening (issue 46), on both dialects: the committee of five drawn by
// speciality with no expert tied to a bidder and at least two thirds experts (招标投标法 第三十七条),
// reproducible from its random source and drawn once under parallel requests; scores independent
// (no expert reads another's before all have submitted); the report's ranking equal to the
// weighted totals computed by hand (实施条例 第五十三条), starting a 3-day publicity.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tenderDesk, type TenderDesk } from '../../src/api/tender-desk';
import { tenderEval, type EvalRoomDetail, type Expert } from '../../src/api/tender-eval';
import { COMMITTEE_MSG, DRAW, eligibleExperts, pick } from '../../src/server/modules/tender/committee';
import { EVAL_MSG } from '../../src/server/modules/tender/evaluation';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { thursday } from './tender-helpers';
import { drawnExperts, openedTender, requestCommittee, scoreAs } from './tender-eval-helpers';

/** A small deterministic source (mulberry32). */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

eachDialect('tender evaluation: committee, independent scores, report', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock(thursday());
  const random = DRAW.random;
  beforeEach(() => clock.set(thursday()));
  afterEach(() => (DRAW.random = random));

  it('draws a committee of five: ≥ 2/3 experts of the speciality, none tied to a bidder, reproducibly, once', async () => {
    const { id, bidders } = await openedTender(t.app, t.db, clock, [9_000_000, 9_500_000, 9_800_000]);
    const admin = await opsSessionOf(t.db, 'admin');
    const pool = body<Expert[]>(await send(t.app, tenderEval.experts, {}, admin)).filter((e) =>
      e.specialities.includes('1'),
    );
    expect(pool.length).toBeGreaterThanOrEqual(8);
    // 管理员 ties five of them to the bidders: three are left, short of the four a committee of five needs.
    const tied = pool.slice(0, 5);
    for (const [i, e] of tied.entries())
      body(
        await send(
          t.app,
          tenderEval.setExpert,
          {
            operatorId: e.operatorId,
            specialities: e.specialities,
            ties: [{ companyName: bidders[i % 3].name, relation: '1' }],
            reason: '专家申报任职单位',
          },
          admin,
        ),
      );
    const left = pool.length - 5;
    expect(refused(await requestCommittee(t.app, t.db, id))).toEqual([400, COMMITTEE_MSG.short(4, left)]);
    // Two representatives of five: fewer than two thirds experts.
    expect(refused(await requestCommittee(t.app, t.db, id, 5, ['甲', '乙']))).toEqual([400, COMMITTEE_MSG.twoThirds]);
    expect((await requestCommittee(t.app, t.db, id, 4, [])).statusCode).toBe(400);
    // One tie lifted: four eligible. The draw on a known source picks what pick() picks on it.
    body(
      await send(
        t.app,
        tenderEval.setExpert,
        { operatorId: tied[4].operatorId, specialities: tied[4].specialities, ties: [], reason: '已离职三年以上' },
        admin,
      ),
    );
    const eligible = await eligibleExperts(t.db, '1', [...bidders.map((b) => b.companyId), 1]);
    // Parallel requests each draw on the shared source: a constant one keeps the winner's draw known.
    const expected = pick(eligible, 4, () => 0.5).map((e) => e.id);
    DRAW.random = () => 0.5;
    const burst = await Promise.all(Array.from({ length: 6 }, () => requestCommittee(t.app, t.db, id)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of burst.filter((x) => x.statusCode !== 200)) expect(refused(r)).toEqual([400, COMMITTEE_MSG.twice]);
    const members = await t.db
      .selectFrom('tender_committee_member')
      .selectAll()
      .where('tender_id', '=', id)
      .orderBy('id')
      .execute();
    expect(members).toHaveLength(5);
    const experts = members.filter((m) => m.kind === '1');
    expect(experts.length * 3).toBeGreaterThanOrEqual(members.length * 2);
    expect(experts.map((m) => m.operator_id)).toEqual(expected);
    const tiedIds = new Set(tied.slice(0, 4).map((e) => e.operatorId));
    for (const m of experts) expect(tiedIds.has(m.operator_id!)).toBe(false);
    const ties = await t.db
      .selectFrom('tender_expert_tie')
      .select('company_id')
      .where(
        'operator_id',
        'in',
        experts.map((m) => m.operator_id!),
      )
      .execute();
    for (const x of ties) expect(bidders.map((b) => b.companyId)).not.toContain(x.company_id);
    expect(members.filter((m) => m.kind === '2').map((m) => m.name)).toEqual(['招标人代表李工']);
    // The purchaser's desk: sizes and progress, no expert's name.
    const desk = body<TenderDesk>(await send(t.app, tenderDesk.desk, { tenderId: id }, await demo.buyer(t.db)));
    expect(desk.committee).toMatchObject({ size: 5, experts: 4, submitted: 0, representatives: ['招标人代表李工'] });
    expect(JSON.stringify(desk)).not.toContain('评标专家');
    // The audit log holds 管理员's changes.
    const audits = await t.db.selectFrom('ops_audit').selectAll().where('object_kind', '=', 'expert').execute();
    expect(audits).toHaveLength(6);
  });

  it('keeps scores independent until all submitted; the report ranks by the weighted totals computed by hand', async () => {
    const { id, bidders } = await openedTender(t.app, t.db, clock, [9_000_000, 8_600_000, 9_200_000]);
    // The same source gives the same committee.
    const eligible = await eligibleExperts(t.db, '1', [...bidders.map((b) => b.companyId), 1]);
    DRAW.random = seeded(7);
    body(await requestCommittee(t.app, t.db, id));
    const experts = await drawnExperts(t.db, id);
    expect(experts.map((e) => e.id)).toEqual(pick(eligible, 4, seeded(7)).map((e) => e.id));
    // Each expert's scores per bidder [price, technical, commercial] (weights 50 / 35 / 15).
    const S = [
      [
        [80, 90, 70],
        [95, 70, 80],
        [70, 85, 90],
      ],
      [
        [82, 88, 75],
        [93, 72, 78],
        [72, 80, 85],
      ],
      [
        [78, 92, 72],
        [96, 68, 82],
        [68, 86, 88],
      ],
      [
        [84, 86, 74],
        [94, 74, 76],
        [70, 84, 92],
      ],
    ];
    const room = async (h: Record<string, string>) =>
      body<EvalRoomDetail>(await send(t.app, tenderEval.room, { tenderId: id }, h));
    const outsider = await opsSessionOf(t.db, 'zhuanjia01');
    const notDrawn = (
      await t.db.selectFrom('tender_committee_member').select('operator_id').where('tender_id', '=', id).execute()
    ).map((m) => m.operator_id);
    if (
      !notDrawn.includes(
        (
          await t.db
            .selectFrom('ops_operator')
            .select('id')
            .where('account', '=', 'zhuanjia01')
            .executeTakeFirstOrThrow()
        ).id,
      )
    )
      expect(refused(await send(t.app, tenderEval.room, { tenderId: id }, outsider))).toEqual([
        400,
        EVAL_MSG.notMember,
      ]);
    // A member's token is no console session.
    expect((await send(t.app, tenderEval.room, { tenderId: id }, await demo.buyer(t.db))).statusCode).toBe(401);
    expect(refused(await send(t.app, tenderEval.submit, { tenderId: id }, experts[0].headers))[1]).toContain(
      '尚未评审',
    );
    expect(
      refused(await scoreAs(t.app, experts[0].headers, { tenderId: id, companyId: bidders[0].companyId, scores: [1] })),
    ).toEqual([400, EVAL_MSG.scores(3)]);
    for (const [k, e] of experts.entries()) {
      for (const [i, b] of bidders.entries())
        body(await scoreAs(t.app, e.headers, { tenderId: id, companyId: b.companyId, scores: S[k][i] }));
      // Before every expert has submitted: one's own sheets only.
      const r = await room(e.headers);
      expect(r.mine).toHaveLength(3);
      expect(r.others).toEqual([]);
      expect(r.report).toEqual([]);
      const desk = body<TenderDesk>(await send(t.app, tenderDesk.desk, { tenderId: id }, await demo.buyer(t.db)));
      expect(desk.committee?.submitted).toBe(k);
      body(await send(t.app, tenderEval.submit, { tenderId: id }, e.headers));
      if (k < 3) expect((await room(experts[k + 1].headers)).others).toEqual([]);
    }
    expect(
      refused(
        await scoreAs(t.app, experts[0].headers, { tenderId: id, companyId: bidders[0].companyId, scores: [1, 2, 3] }),
      ),
    ).toEqual([400, EVAL_MSG.submitted]);
    // By hand: item means over the four experts, weighted.
    // bidder A: price (80+82+78+84)/4 = 81, tech (90+88+92+86)/4 = 89, comm (70+75+72+74)/4 = 72.75
    //   → 81×0.5 + 89×0.35 + 72.75×0.15 = 40.5 + 31.15 + 10.9125 = 82.5625 → 82.56
    // bidder B: 94.5, 71, 79 → 47.25 + 24.85 + 11.85 = 83.95
    // bidder C: 70, 83.75, 88.75 → 35 + 29.3125 + 13.3125 = 77.625 → 77.63
    const after = await room(experts[0].headers);
    expect(after.others).toHaveLength(4);
    expect(after.report.map((r) => [r.companyId, r.total, r.rank])).toEqual([
      [bidders[1].companyId, 83.95, 1],
      [bidders[0].companyId, 82.56, 2],
      [bidders[2].companyId, 77.63, 3],
    ]);
    const candidates = await t.db
      .selectFrom('tender_candidate')
      .selectAll()
      .where('tender_id', '=', id)
      .orderBy('rank')
      .execute();
    expect(candidates.map((c) => c.company_id)).toEqual([
      bidders[1].companyId,
      bidders[0].companyId,
      bidders[2].companyId,
    ]);
    const tr = await t.db.selectFrom('tender').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(
      Date.parse(`${tr.publicity_end!.replace(' ', 'T')}Z`) - Date.parse(`${tr.publicity_start!.replace(' ', 'T')}Z`),
    ).toBe(3 * DAY);
  });

  it('rejects a bid more than half of the experts declared invalid; lowest price wins under 经评审的最低投标价法', async () => {
    const { id, bidders } = await openedTender(t.app, t.db, clock, [9_000_000, 7_000_000, 9_200_000], 'lowest');
    DRAW.random = seeded(3);
    body(await requestCommittee(t.app, t.db, id));
    const experts = await drawnExperts(t.db, id);
    expect(
      refused(
        await scoreAs(t.app, experts[0].headers, { tenderId: id, companyId: bidders[1].companyId, invalid: true }),
      ),
    ).toEqual([400, EVAL_MSG.reason]);
    for (const [k, e] of experts.entries()) {
      for (const [i, b] of bidders.entries()) {
        const invalid = i === 1 && k < 3;
        body(
          await scoreAs(t.app, e.headers, {
            tenderId: id,
            companyId: b.companyId,
            evaluatedPrice: [9_000_000, 7_000_000, 9_100_000][i],
            invalid,
            invalidReason: invalid ? '投标报价低于成本' : '',
          }),
        );
      }
      body(await send(t.app, tenderEval.submit, { tenderId: id }, e.headers));
    }
    const report = body<EvalRoomDetail>(
      await send(t.app, tenderEval.room, { tenderId: id }, experts[0].headers),
    ).report;
    expect(report.map((r) => [r.companyId, r.evaluatedPrice, r.rank])).toEqual([
      [bidders[0].companyId, 9_000_000, 1],
      [bidders[2].companyId, 9_100_000, 2],
      [bidders[1].companyId, 7_000_000, 0],
    ]);
    expect(report[2].invalidReasons).toEqual(['投标报价低于成本', '投标报价低于成本', '投标报价低于成本']);
    clock.advance(DAY);
  });
});

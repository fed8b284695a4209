// The seeded tenders after the opening (issue 46), on both dialects: the expert pool (≥ 15 experts
// over every speciality), and in every seeded committee, sheet, report, contract and refund the
// rules the server enforces: odd committees of at least five with ≥ 2/3 experts of the speciality,
// none tied to a bidder or the purchaser (第三十七条); sheets only by members, submitted in full;
// each report equal to the server's totals and the candidates its first three (第五十三条); every
// contract within 30 days of the result at the winning amount (第四十六条); every refund after a
// contract and within 5 days of it (实施条例 第五十七条); and each stage present.
import { expect, it } from 'vitest';
import type { ReportRow } from '../../src/api/tender-eval';
import { msOf } from '../../src/server/floor/time';
import { CONTRACT_DAYS } from '../../src/server/modules/tender/award';
import { REFUND_DAYS } from '../../src/server/modules/tender/margins';
import { bidsOf, rankBids, sheetOf, sheetsOf } from '../../src/server/modules/tender/scores';
import { eachDialect, useApp } from './helpers';

const DAY = 86_400_000;

eachDialect('seeded evaluations', (dialect) => {
  const t = useApp(dialect);

  it('holds every rule in every seeded row', async () => {
    const db = t.db;
    const experts = await db
      .selectFrom('ops_operator_role as r')
      .innerJoin('tender_expert_speciality as s', 's.operator_id', 'r.operator_id')
      .select(['r.operator_id', 's.type_code'])
      .where('r.role', '=', 'expert')
      .execute();
    expect(new Set(experts.map((e) => e.operator_id)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(experts.map((e) => e.type_code))).toEqual(new Set(['1', '2', '3', '4', '5', '6']));
    const committees = await db.selectFrom('tender_committee').selectAll().execute();
    expect(committees.length).toBeGreaterThanOrEqual(4);
    const stages = { partly: 0, objection: 0, refunded: 0 };
    for (const c of committees) {
      const tender = await db.selectFrom('tender').selectAll().where('id', '=', c.tender_id).executeTakeFirstOrThrow();
      expect(tender.opened_at).not.toBeNull();
      expect(c.requested_at >= tender.opened_at!).toBe(true);
      const members = await db
        .selectFrom('tender_committee_member')
        .selectAll()
        .where('tender_id', '=', c.tender_id)
        .execute();
      const drawn = members.filter((m) => m.kind === '1');
      expect(members.length).toBe(Number(c.size));
      expect(members.length % 2 === 1 && members.length >= 5).toBe(true);
      expect(drawn.length * 3).toBeGreaterThanOrEqual(members.length * 2);
      const bids = await bidsOf(db, c.tender_id);
      const bidders = bids.map((b) => b.company_id);
      for (const m of drawn) {
        expect(experts.some((e) => e.operator_id === m.operator_id && e.type_code === tender.type_code)).toBe(true);
        const ties = await db
          .selectFrom('tender_expert_tie')
          .select('company_id')
          .where('operator_id', '=', m.operator_id!)
          .execute();
        for (const x of ties) expect([...bidders, tender.company_id]).not.toContain(x.company_id);
      }
      const sheets = await sheetsOf(db, c.tender_id);
      for (const s of sheets) {
        expect(drawn.map((m) => m.operator_id)).toContain(s.operatorId);
        expect(bidders).toContain(s.companyId);
      }
      for (const m of drawn.filter((m) => m.submitted_at))
        expect(sheets.filter((s) => s.operatorId === m.operator_id)).toHaveLength(bids.length);
      const done = drawn.filter((m) => m.submitted_at).length;
      if (!c.report_at) {
        expect(done).toBeLessThan(drawn.length);
        expect(tender.publicity_start).toBeNull();
        if (done > 0) stages.partly++;
        continue;
      }
      expect(done).toBe(drawn.length);
      const report = JSON.parse(c.report) as ReportRow[];
      const again = rankBids(
        await sheetOf(db, c.tender_id),
        bids.map((b) => ({
          companyId: b.company_id,
          companyName: b.name,
          price: Number(b.price),
          submittedAt: b.submitted_at,
        })),
        sheets,
        drawn.length,
      );
      expect(report).toEqual(again);
      const candidates = await db
        .selectFrom('tender_candidate')
        .selectAll()
        .where('tender_id', '=', c.tender_id)
        .orderBy('rank')
        .execute();
      expect(candidates.map((k) => k.company_id)).toEqual(
        report
          .filter((r) => r.rank > 0)
          .slice(0, 3)
          .map((r) => r.companyId),
      );
      expect(c.report_at).toBe(tender.publicity_start);
      const objections = await db
        .selectFrom('tender_objection')
        .selectAll()
        .where('tender_id', '=', c.tender_id)
        .execute();
      for (const o of objections) {
        expect(o.created_at >= tender.publicity_start! && o.created_at < tender.publicity_end!).toBe(true);
        if (!o.answered_at) stages.objection++;
      }
    }
    const parts = await db.selectFrom('tender_participation').selectAll().where('margin_status', '=', '2').execute();
    for (const p of parts) {
      const tender = await db.selectFrom('tender').selectAll().where('id', '=', p.tender_id).executeTakeFirstOrThrow();
      if (tender.terminated === 1) continue;
      const contract = await db
        .selectFrom('tender_contract')
        .selectAll()
        .where('tender_id', '=', p.tender_id)
        .executeTakeFirst();
      expect(contract, `tender ${p.tender_id}: refund without a contract`).toBeDefined();
      expect(p.refunded_at! >= contract!.signed_on).toBe(true);
      expect(msOf(p.refunded_at!) - msOf(contract!.signed_on)).toBeLessThanOrEqual(REFUND_DAYS * DAY);
      stages.refunded++;
    }
    for (const k of await db.selectFrom('tender_contract').selectAll().execute()) {
      const tender = await db.selectFrom('tender').selectAll().where('id', '=', k.tender_id).executeTakeFirstOrThrow();
      expect(tender.result_at).not.toBeNull();
      expect(k.signed_on >= tender.result_at!).toBe(true);
      expect(msOf(k.signed_on) - msOf(tender.result_at!)).toBeLessThanOrEqual(CONTRACT_DAYS * DAY);
      expect(Number(k.amount)).toBe(Number(tender.winning_amount));
      const winner = await db
        .selectFrom('tender_participation')
        .select('company_id')
        .where('tender_id', '=', k.tender_id)
        .where('result', '=', '1')
        .execute();
      expect(winner.map((w) => w.company_id)).toEqual([k.company_id]);
    }
    expect(stages.partly).toBeGreaterThan(0);
    expect(stages.objection).toBeGreaterThan(0);
    expect(stages.refunded).toBeGreaterThan(0);
    // The demo supplier 上海恒信 has a refunded margin.
    expect(parts.some((p) => p.company_id === 2)).toBe(true);
  });
});

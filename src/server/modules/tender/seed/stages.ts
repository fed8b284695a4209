// Seeded tenders after the opening, each as the server would have left it: two in evaluation (a
// composite one with two experts done, one halfway and one not started; a lowest-price one just
// drawn), one in publicity with an unanswered objection, one decided with its contract signed and
// every margin refunded within 5 days (实施条例 第五十七条) — the demo supplier 上海恒信 among its
// bidders. Committees of five: four experts of the tender's speciality with no tie to a bidder or
// the purchaser (招标投标法 第三十七条) and one purchaser's representative. Reports and candidates
// come from the same totals the server uses (scores.ts).
import type { Insertable } from 'kysely';
import type { Market } from '../../../db/seed/market';
import type { Tx } from '../../../db/seed/util';
import { DAY, HOUR, msOf, stampOf } from '../../../floor/time';
import { rankBids, MAX_CANDIDATES, type ExpertSheet } from '../scores';
import type { TenderTable } from '../schema';
import type { SeededExpert } from './experts';

type Row = Insertable<TenderTable> & { id: number };
const SHEET = [
  { name: '投标报价', category: 'price' as const, weight: 50 },
  { name: '技术方案', category: 'technical' as const, weight: 35 },
  { name: '商务条款与业绩', category: 'commercial' as const, weight: 15 },
];
const REPRESENTATIVE = '招标人代表张工';

interface Stage {
  t: Row;
  method: 'composite' | 'lowest';
  /** Sheets filled per expert: 'all' submitted, a number of bids filled but not submitted. */
  progress: ('all' | number)[];
  kind: 'evaluating' | 'publicity' | 'decided';
}

const open = (t: Row) => t.terminated === 0 && Number(t.margin_amount) > 0 && t.method_code === '1';

export async function seedStages(tx: Tx, rows: Row[], now: number, market: Market, experts: SeededExpert[]) {
  const nowS = stampOf(now);
  const byName = new Map([...market.buyers, ...market.suppliers].map((c) => [c.name, c.id]));
  const evaluating = rows.filter((t) => open(t) && !t.publicity_start && t.bid_deadline < stampOf(now - 2 * DAY));
  const publicity = rows.filter(
    (t) => open(t) && t.publicity_start && t.publicity_start < stampOf(now - DAY) && nowS < t.publicity_end!,
  );
  const decided = rows.filter((t) => open(t) && t.publicity_end && t.publicity_end < stampOf(now - 15 * DAY));
  const stages: Stage[] = [
    { t: evaluating[0], method: 'composite', progress: ['all', 'all', 2, 0], kind: 'evaluating' },
    { t: evaluating[1], method: 'lowest', progress: [1, 0, 0, 0], kind: 'evaluating' },
    { t: publicity[0], method: 'composite', progress: ['all', 'all', 'all', 'all'], kind: 'publicity' },
    { t: decided[2], method: 'composite', progress: ['all', 'all', 'all', 'all'], kind: 'decided' },
  ].filter((s): s is Stage => s.t !== undefined);
  for (const [n, s] of stages.entries()) await seedStage(tx, s, n, now, byName, rows, experts);
}

async function seedStage(
  tx: Tx,
  { t, method, progress, kind }: Stage,
  n: number,
  now: number,
  byName: Map<string, number>,
  rows: Row[],
  experts: SeededExpert[],
) {
  const opening = msOf(t.bid_deadline);
  // Bidders: the seeded winner first when there is one, then companies that win this type of tender.
  const winner = t.winner_name ? byName.get(t.winner_name) : undefined;
  const peers = [
    ...new Set(rows.filter((r) => r.type_code === t.type_code && r.winner_name).map((r) => byName.get(r.winner_name!))),
  ].filter((id): id is number => id !== undefined && id !== winner && id !== t.company_id);
  const bidders = [...(winner ? [winner] : []), ...peers.slice(n * 3, n * 3 + (winner ? 3 : 4))];
  if (kind === 'decided' && !bidders.includes(2) && t.company_id !== 2) bidders.push(2);
  const pool = experts.filter(
    (e) => e.specialities.includes(t.type_code) && !bidders.includes(e.tie) && e.tie !== t.company_id,
  );
  const drawn = [...pool.slice(n % pool.length), ...pool.slice(0, n % pool.length)].slice(0, 4);
  const winning = Number(t.winning_amount ?? Math.round(Number(t.budget) * 0.92));
  const prices = bidders.map((_, i) => (i === 0 ? winning : Math.round(winning * (1.03 + i * 0.025))));
  const items = method === 'composite' ? SHEET : [];
  await tx
    .updateTable('tender')
    .set({
      evaluation_method: method,
      score_items: method === 'composite' ? JSON.stringify(SHEET) : null,
      opened_at: t.bid_deadline,
    })
    .where('id', '=', t.id)
    .execute();
  for (const [i, companyId] of bidders.entries()) {
    const part = {
      registration_status: '1' as const,
      reviewed_at: stampOf(msOf(t.publish_time) + DAY),
      margin_status: '1' as const,
      margin_form: '2',
      margin_proof: `BH${t.id}-${i + 1}`,
      paid_at: stampOf(msOf(t.publish_time) + 2 * DAY),
      confirmed_at: stampOf(msOf(t.publish_time) + 2 * DAY),
      refunded_at: null,
    };
    await tx
      .insertInto('tender_participation')
      .values({
        tender_id: t.id,
        company_id: companyId,
        user_id: null,
        registered_at: stampOf(msOf(t.publish_time) + HOUR),
        ...part,
      })
      .onConflict((oc) => oc.columns(['tender_id', 'company_id']).doUpdateSet(part))
      .execute();
    const at = stampOf(opening - (i + 2) * DAY);
    await tx
      .insertInto('tender_bid')
      .values({
        tender_id: t.id,
        company_id: companyId,
        user_id: null,
        price: prices[i],
        duration_days: 180 + i * 15,
        submitted_at: at,
        updated_at: at,
      })
      .execute();
  }
  const requested = stampOf(opening + HOUR);
  const done = kind === 'evaluating' ? null : stampOf(msOf(t.publicity_start!) - HOUR);
  await tx
    .insertInto('tender_committee')
    .values({ tender_id: t.id, size: 5, requested_at: requested, report_at: null })
    .execute();
  await tx
    .insertInto('tender_committee_member')
    .values([
      ...drawn.map((e, k) => ({
        tender_id: t.id,
        operator_id: e.id,
        kind: '1' as const,
        name: e.name,
        submitted_at: progress[k] === 'all' ? (done ?? stampOf(opening + (k + 2) * HOUR)) : null,
      })),
      { tender_id: t.id, operator_id: null, kind: '2' as const, name: REPRESENTATIVE, submitted_at: null },
    ])
    .execute();
  // Sheets: the winner scores highest (and is the lowest price); one expert finds the last bid below cost.
  const sheets: ExpertSheet[] = [];
  for (const [k, e] of drawn.entries()) {
    const filled = progress[k] === 'all' ? bidders.length : (progress[k] as number);
    for (const [i, companyId] of bidders.slice(0, filled).entries()) {
      const invalid = kind === 'decided' && k === 3 && i === bidders.length - 1;
      const scores = items.map((_, j) => (i === 0 ? 92 + ((k + j) % 6) : 70 + ((k * 5 + i * 7 + j * 3) % 18)));
      const s: ExpertSheet = {
        operatorId: e.id,
        companyId,
        scores: invalid || method === 'lowest' ? [] : scores,
        evaluatedPrice: method === 'lowest' && !invalid ? prices[i] : null,
        invalid,
        invalidReason: invalid ? '投标报价明显低于其他投标报价，投标人未能合理说明' : '',
      };
      sheets.push(s);
      await tx
        .insertInto('tender_evaluation')
        .values({
          tender_id: t.id,
          operator_id: e.id,
          company_id: companyId,
          scores: JSON.stringify(s.scores),
          evaluated_price: s.evaluatedPrice,
          invalid: invalid ? 1 : 0,
          invalid_reason: s.invalidReason,
          updated_at: stampOf(opening + (k + 1) * HOUR),
        })
        .execute();
    }
  }
  if (kind === 'evaluating') return;
  const names = await tx.selectFrom('companies').select(['id', 'name']).where('id', 'in', bidders).execute();
  const report = rankBids(
    { method, items },
    bidders.map((id, i) => ({
      companyId: id,
      companyName: names.find((c) => c.id === id)!.name,
      price: prices[i],
      submittedAt: stampOf(opening - (i + 2) * DAY),
    })),
    sheets,
    drawn.length,
  );
  await tx
    .updateTable('tender_committee')
    .set({ report_at: t.publicity_start!, report: JSON.stringify(report) })
    .where('tender_id', '=', t.id)
    .execute();
  const candidates = report.filter((r) => r.rank > 0 && r.rank <= MAX_CANDIDATES);
  await tx
    .insertInto('tender_candidate')
    .values(candidates.map((c) => ({ tender_id: t.id, company_id: c.companyId, rank: c.rank, price: c.price })))
    .execute();
  await tx
    .insertInto('tender_notice')
    .values({
      tender_id: t.id,
      kind: '3',
      content: candidates.map((c) => `第${c.rank}名：${c.companyName}`).join('\n'),
      created_at: t.publicity_start!,
    })
    .execute();
  if (kind === 'publicity') {
    await tx
      .insertInto('tender_objection')
      .values({
        tender_id: t.id,
        company_id: candidates[1]?.companyId ?? bidders[1],
        content: '第一中标候选人的项目经理业绩证明与公示信息不一致，请核实。',
        created_at: stampOf(Math.min(msOf(t.publicity_start!) + DAY, now - HOUR)),
        answered_at: null,
      })
      .execute();
    return;
  }
  // Decided: the result an hour after the publicity, the contract 12 days later, every margin back 2 days after it.
  const result = msOf(t.publicity_end!) + HOUR;
  const signed = result + 12 * DAY;
  await tx
    .updateTable('tender')
    .set({ result_at: stampOf(result), winner_name: candidates[0].companyName, winning_amount: candidates[0].price })
    .where('id', '=', t.id)
    .execute();
  for (const id of bidders)
    await tx
      .updateTable('tender_participation')
      .set({
        result: id === candidates[0].companyId ? '1' : '2',
        margin_status: '2',
        refunded_at: stampOf(signed + 2 * DAY),
      })
      .where('tender_id', '=', t.id)
      .where('company_id', '=', id)
      .execute();
  await tx
    .insertInto('tender_notice')
    .values({
      tender_id: t.id,
      kind: '4',
      content: `中标人：${candidates[0].companyName}`,
      created_at: stampOf(result),
    })
    .execute();
  await tx
    .insertInto('tender_contract')
    .values({
      tender_id: t.id,
      company_id: candidates[0].companyId,
      signed_on: stampOf(signed),
      amount: candidates[0].price,
      attach_id: '',
      recorded_at: stampOf(signed + HOUR),
    })
    .execute();
}

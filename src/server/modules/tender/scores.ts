// The totals of an evaluation, pure: the tender's method and scoring sheet (fixed at publishing,
// columns evaluation_method / score_items), each expert's sheets, and the ranking the report
// writes. 综合评估法: per item the mean of the experts' scores (0–100), weighted by the item's
// weight (the weights sum to 100), highest total first (实施条例 第五十三条: the candidates ranked);
// 经评审的最低投标价法: the mean of the experts' evaluated prices, lowest first (招标投标法 第四十一条).
// A bid is rejected (否决投标, 实施条例 第五十一条) when more than half of the experts declared it
// invalid; ties go to the lower price, then the earlier bid.
import type { EvalMethod, ReportRow, ScoreItem } from '../../../api/tender-eval';
import type { Db } from '../../db';

export interface Sheet {
  method: EvalMethod;
  items: ScoreItem[];
}

/** The tender's evaluation method and scoring sheet as published. */
export async function sheetOf(db: Db, tenderId: number): Promise<Sheet> {
  const r = await db
    .selectFrom('tender')
    .select(['evaluation_method as method', 'score_items as items'])
    .where('id', '=', tenderId)
    .executeTakeFirstOrThrow();
  const method: EvalMethod = r.method === 'lowest' ? 'lowest' : 'composite';
  let items: ScoreItem[] = [];
  try {
    const v: unknown = JSON.parse(r.items ?? '[]');
    if (Array.isArray(v)) items = v as ScoreItem[];
  } catch {
    items = [];
  }
  return { method, items: method === 'composite' ? items : [] };
}

export interface BidIn {
  companyId: number;
  companyName: string;
  price: number;
  submittedAt: string;
}
export interface ExpertSheet {
  operatorId: number;
  companyId: number;
  scores: number[];
  evaluatedPrice: number | null;
  invalid: boolean;
  invalidReason: string;
}

/** The valid (active) bids of a tender, earliest first. */
export const bidsOf = (db: Db, tenderId: number) =>
  db
    .selectFrom('tender_bid as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.company_id', 'c.name', 'b.price', 'b.duration_days', 'b.documents', 'b.submitted_at'])
    .where('b.tender_id', '=', tenderId)
    .where('b.status', '=', '1')
    .orderBy('b.submitted_at')
    .orderBy('b.id')
    .execute();

export async function sheetsOf(db: Db, tenderId: number, operatorId?: number): Promise<ExpertSheet[]> {
  let q = db.selectFrom('tender_evaluation').selectAll().where('tender_id', '=', tenderId);
  if (operatorId !== undefined) q = q.where('operator_id', '=', operatorId);
  const rows = await q.orderBy('operator_id').orderBy('company_id').execute();
  return rows.map((r) => ({
    operatorId: r.operator_id,
    companyId: r.company_id,
    scores: (JSON.parse(r.scores) as number[]).map(Number),
    evaluatedPrice: r.evaluated_price === null ? null : Number(r.evaluated_price),
    invalid: r.invalid === 1,
    invalidReason: r.invalid_reason,
  }));
}
const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Every bid with its total (or evaluated price), rank 1.. among the valid ones, or why it was rejected. */
export function rankBids(sheet: Sheet, bids: BidIn[], sheets: ExpertSheet[], experts: number): ReportRow[] {
  const rows = bids.map((b) => {
    const mine = sheets.filter((s) => s.companyId === b.companyId);
    const against = mine.filter((s) => s.invalid);
    const valid = mine.filter((s) => !s.invalid);
    const rejected = against.length * 2 > experts;
    const itemMeans = sheet.items.map((_, i) => mean(valid.map((s) => Number(s.scores[i] ?? 0))));
    const total =
      sheet.method === 'composite'
        ? round2(sheet.items.reduce((sum, item, i) => sum + (itemMeans[i] * item.weight) / 100, 0))
        : null;
    const evaluatedPrice =
      sheet.method === 'lowest' ? round2(mean(valid.map((s) => Number(s.evaluatedPrice ?? b.price)))) : null;
    return {
      companyId: b.companyId,
      companyName: b.companyName,
      price: b.price,
      total,
      evaluatedPrice,
      rank: 0,
      invalidReasons: rejected ? against.map((s) => s.invalidReason) : [],
      submittedAt: b.submittedAt,
    };
  });
  const ranked = rows
    .filter((r) => r.invalidReasons.length === 0)
    .sort(
      (a, b) =>
        (sheet.method === 'composite' ? b.total! - a.total! : a.evaluatedPrice! - b.evaluatedPrice!) ||
        a.price - b.price ||
        a.submittedAt.localeCompare(b.submittedAt),
    );
  ranked.forEach((r, i) => (r.rank = i + 1));
  return [...ranked, ...rows.filter((r) => r.invalidReasons.length > 0)].map(({ submittedAt: _, ...r }) => r);
}

/** At most three ranked candidates (实施条例 第五十三条). */
export const MAX_CANDIDATES = 3;

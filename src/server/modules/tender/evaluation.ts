// The evaluation room (评标): a drawn expert sees the valid bids of its committees' tenders with
// their documents, keeps one sheet per bid (scores per item of the sheet for 综合评估法, the
// evaluated price for 经评审的最低投标价法, or the bid declared invalid with a reason, 实施条例
// 第五十一条) until it submits them all. Independent scoring (招标投标法 第三十八条, 第四十四条):
// no expert reads another's sheets before every expert has submitted; the server answers them
// only once the report is written. The last submission writes the report (report.ts).
import {
  EVAL_METHODS,
  type EvalRoom,
  type EvalRoomDetail,
  type ReportRow,
  type SheetRow,
} from '../../../api/tender-eval';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Operator } from '../../http/ops-session';
import { isoOf, stampOf } from '../../floor/time';
import { filesOf } from './files';
import { typeName } from './committee';
import { writeReport } from './report';
import { bidsOf, sheetOf, sheetsOf, type ExpertSheet } from './scores';

export const EVAL_MSG = {
  notMember: '您不是该项目评标委员会的专家',
  submitted: '您已提交评标结果，不能再修改',
  noBid: '该投标人没有有效投标',
  reason: '否决投标须填写原因（至少 2 个字）',
  scores: (n: number) => `请为评分表的 ${n} 个评分项逐项打分（0-100 分）`,
  price: '请填写评审价格',
  incomplete: (names: string[]) => `以下投标尚未评审：${names.join('、')}`,
} as const;

const methodName = (m: string) => EVAL_METHODS.find((x) => x.code === m)?.name ?? '';

async function seat(db: Db, op: Operator, tenderId: number) {
  const m = await db
    .selectFrom('tender_committee_member')
    .select(['id', 'submitted_at'])
    .where('tender_id', '=', tenderId)
    .where('operator_id', '=', op.operatorId)
    .executeTakeFirst();
  if (!m) throw badRequest(EVAL_MSG.notMember);
  return m;
}

const rowOf = ({ operatorId: _, ...s }: ExpertSheet): SheetRow => s;

export async function evalRooms(db: Db, op: Operator): Promise<EvalRoom[]> {
  const rows = await db
    .selectFrom('tender_committee_member as m')
    .innerJoin('tender as t', 't.id', 'm.tender_id')
    .innerJoin('tender_committee as c', 'c.tender_id', 'm.tender_id')
    .select(['t.id', 't.title', 't.type_code', 't.evaluation_method', 'm.submitted_at', 'c.report_at'])
    .select((eb) =>
      eb
        .selectFrom('tender_bid as b')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('b.tender_id', '=', 't.id')
        .where('b.status', '=', '1')
        .as('bids'),
    )
    .where('m.operator_id', '=', op.operatorId)
    .orderBy('c.requested_at', 'desc')
    .execute();
  return rows.map((r) => ({
    tenderId: r.id,
    title: r.title,
    typeName: typeName(r.type_code),
    method: r.evaluation_method === 'lowest' ? 'lowest' : 'composite',
    methodName: methodName(r.evaluation_method),
    bidCount: Number(r.bids ?? 0),
    submitted: r.submitted_at !== null,
    reportAt: r.report_at && isoOf(r.report_at),
  }));
}

export async function evalRoom(db: Db, op: Operator, tenderId: number): Promise<EvalRoomDetail> {
  const me = await seat(db, op, tenderId);
  const [rooms, sheet, bids, c] = [
    await evalRooms(db, op),
    await sheetOf(db, tenderId),
    await bidsOf(db, tenderId),
    await db.selectFrom('tender_committee').selectAll().where('tender_id', '=', tenderId).executeTakeFirstOrThrow(),
  ];
  const room = rooms.find((r) => r.tenderId === tenderId)!;
  // Independent scoring: the other experts' sheets only once every expert has submitted.
  const all = c.report_at ? await sheetsOf(db, tenderId) : [];
  const experts = [...new Set(all.map((s) => s.operatorId))];
  return {
    ...room,
    submitted: me.submitted_at !== null,
    items: sheet.items,
    bids: bids.map((b) => ({
      companyId: b.company_id,
      companyName: b.name,
      price: Number(b.price),
      durationDays: Number(b.duration_days),
      documents: filesOf(b.documents),
    })),
    mine: (await sheetsOf(db, tenderId, op.operatorId)).map(rowOf),
    others: experts.map((id, i) => ({
      expert: id === op.operatorId ? '本人' : `专家${i + 1}`,
      sheets: all.filter((s) => s.operatorId === id).map(rowOf),
    })),
    report: c.report_at ? (JSON.parse(c.report) as ReportRow[]) : [],
  };
}

export interface ScoreInput {
  tenderId: number;
  companyId: number;
  scores: number[];
  evaluatedPrice?: number;
  invalid: boolean;
  invalidReason: string;
}

export async function saveScore(db: Db, op: Operator, f: ScoreInput, nowMs: number): Promise<{ ok: boolean }> {
  const me = await seat(db, op, f.tenderId);
  if (me.submitted_at) throw badRequest(EVAL_MSG.submitted);
  const bid = (await bidsOf(db, f.tenderId)).find((b) => b.company_id === f.companyId);
  if (!bid) throw badRequest(EVAL_MSG.noBid);
  const sheet = await sheetOf(db, f.tenderId);
  if (f.invalid && f.invalidReason.length < 2) throw badRequest(EVAL_MSG.reason);
  if (!f.invalid && sheet.method === 'composite' && f.scores.length !== sheet.items.length)
    throw badRequest(EVAL_MSG.scores(sheet.items.length));
  if (!f.invalid && sheet.method === 'lowest' && f.evaluatedPrice === undefined) throw badRequest(EVAL_MSG.price);
  const values = {
    scores: JSON.stringify(f.invalid || sheet.method === 'lowest' ? [] : f.scores),
    evaluated_price: f.invalid || sheet.method === 'composite' ? null : f.evaluatedPrice!,
    invalid: f.invalid ? 1 : 0,
    invalid_reason: f.invalid ? f.invalidReason : '',
    updated_at: stampOf(nowMs),
  };
  await db
    .insertInto('tender_evaluation')
    .values({ tender_id: f.tenderId, operator_id: op.operatorId, company_id: f.companyId, ...values })
    .onConflict((oc) => oc.columns(['tender_id', 'operator_id', 'company_id']).doUpdateSet(values))
    .execute();
  return { ok: true };
}

export async function submitSheets(db: Db, op: Operator, tenderId: number, nowMs: number): Promise<{ ok: boolean }> {
  const me = await seat(db, op, tenderId);
  if (me.submitted_at) throw badRequest(EVAL_MSG.submitted);
  const done = new Set((await sheetsOf(db, tenderId, op.operatorId)).map((s) => s.companyId));
  const missing = (await bidsOf(db, tenderId)).filter((b) => !done.has(b.company_id));
  if (missing.length) throw badRequest(EVAL_MSG.incomplete(missing.map((b) => b.name)));
  const res = await db
    .updateTable('tender_committee_member')
    .set({ submitted_at: stampOf(nowMs) })
    .where('id', '=', me.id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(EVAL_MSG.submitted);
  // After this submission is committed: the last one sees every expert done and writes the report.
  await writeReport(db, tenderId, nowMs);
  return { ok: true };
}

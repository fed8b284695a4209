// What the purchaser may do next on a tender and why the next step waits: amend (before the bid
// deadline), open (from the opening time), request the evaluation committee (after the opening,
// 招标投标法 第三十七条; the experts' report then starts the publicity), publish the result (after
// the publicity, every objection answered), record the contract (within 30 days of the result,
// 第四十六条). One rule for the desk and the calls.
import type { Db } from '../../db';
import { shownTime, stampOf } from '../../floor/time';
import type { TenderRow } from './access';

export const STEP_MSG = {
  terminated: '该项目已终止',
  notYet: (at: string) => `开标时间（${shownTime(at)}）未到，投标文件保持密封`,
  opened: '已开标',
  notOpened: '尚未开标',
  noBids: '没有有效投标，不能组建评标委员会',
  committee: '已组建评标委员会',
  evaluating: '评标委员会正在评标，评标报告提交后公示中标候选人',
  noCandidates: '尚未公示中标候选人',
  publicity: (end: string) => `中标候选人公示期至 ${shownTime(end)}，公示结束后方可公告中标结果`,
  objections: '尚有异议未答复，答复后方可公告中标结果',
  decided: '中标结果已公告',
  amendClosed: '投标已截止，不能再发布变更公告',
} as const;

type T = Pick<
  TenderRow,
  'id' | 'terminated' | 'bid_deadline' | 'opened_at' | 'publicity_start' | 'publicity_end' | 'result_at'
>;

export async function openBlock(t: T, now: string): Promise<string> {
  if (t.terminated === 1) return STEP_MSG.terminated;
  if (t.opened_at) return STEP_MSG.opened;
  return now < t.bid_deadline ? STEP_MSG.notYet(t.bid_deadline) : '';
}

export async function committeeBlock(db: Db, t: T, now: string): Promise<string> {
  if (t.terminated === 1) return STEP_MSG.terminated;
  if (!t.opened_at || now < t.bid_deadline) return STEP_MSG.notOpened;
  const c = await db.selectFrom('tender_committee').select('id').where('tender_id', '=', t.id).executeTakeFirst();
  if (c) return t.publicity_start ? STEP_MSG.committee : STEP_MSG.evaluating;
  const bids = await db
    .selectFrom('tender_bid')
    .select('id')
    .where('tender_id', '=', t.id)
    .where('status', '=', '1')
    .executeTakeFirst();
  return bids ? '' : STEP_MSG.noBids;
}

export async function resultBlock(db: Db, t: T, now: string): Promise<string> {
  if (t.terminated === 1) return STEP_MSG.terminated;
  if (t.result_at) return STEP_MSG.decided;
  if (!t.publicity_start || !t.publicity_end) return STEP_MSG.noCandidates;
  if (now < t.publicity_end) return STEP_MSG.publicity(t.publicity_end);
  const open = await db
    .selectFrom('tender_objection')
    .select('id')
    .where('tender_id', '=', t.id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return open ? STEP_MSG.objections : '';
}

export const amendBlock = (t: T, now: string): string =>
  t.terminated === 1 ? STEP_MSG.terminated : now >= t.bid_deadline ? STEP_MSG.amendClosed : '';

export async function nextStep(db: Db, t: T, nowMs: number) {
  const now = stampOf(nowMs);
  const [open, committee, result] = [
    await openBlock(t, now),
    await committeeBlock(db, t, now),
    await resultBlock(db, t, now),
  ];
  const amend = amendBlock(t, now);
  const contract = await db.selectFrom('tender_contract').select('id').where('tender_id', '=', t.id).executeTakeFirst();
  const waiting = !amend
    ? ''
    : !open
      ? ''
      : open !== STEP_MSG.opened
        ? open
        : !committee
          ? ''
          : committee !== STEP_MSG.committee
            ? committee
            : result;
  return {
    canOpen: !open,
    canRequestCommittee: !committee,
    canPublishResult: !result,
    canRecordContract: t.result_at !== null && t.terminated !== 1 && !contract,
    canAmend: !amend,
    waiting: waiting === STEP_MSG.decided ? '' : waiting,
  };
}

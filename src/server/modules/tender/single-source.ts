// 单一来源 follows procurement practice (it is not a tendering method under 招标投标法; the
// publicity mirrors 政府采购非招标采购方式管理办法 第三十八条): the notice names the intended supplier
// (a certified supplier) and the reason and is published for at least 5 working days (the
// tender's registration deadline is the publicity's end, tender-clocks.ts). During it anyone
// may object (the tender_objection rows the purchaser answers through tenderDesk.answer); after it,
// with every objection answered, only that supplier registers and bids.
import { RULE_MSG } from '../../../api/tender-rules';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { certifiedAmong } from '../../floor/certified-suppliers';
import { companyName } from '../../floor/members';
import { sameSide } from '../../floor/policy';
import { about, notify } from '../../floor/notices';
import { shownTime, stampOf } from '../../floor/time';
import { isPurchaserSide, loadTender, type TenderRow } from './access';
import { SINGLE_SOURCE } from './clocks';

export const SINGLE_MSG = {
  notIntended: '本项目为单一来源采购，仅限公示的拟定供应商参加',
  publicity: (end: string) => `单一来源公示期至 ${shownTime(end)}，公示期满后方可报名`,
  objections: '公示期内提出的异议尚待采购人答复，答复后方可报名',
  closed: '投标已截止',
  window: '只能在单一来源公示期内提出异议',
  own: '不能对本企业发布的项目提出异议',
  notSingle: '该项目不是单一来源采购',
} as const;

/** The single-source fields the form sends are valid; answers the intended supplier (null for other methods). */
export async function checkSingleSource(
  db: Db,
  me: Member,
  f: { methodCode: string; singleSourceCompanyId?: number | null; singleSourceReason: string },
  nowMs: number,
): Promise<number | null> {
  const id = f.singleSourceCompanyId ?? null;
  if (f.methodCode !== SINGLE_SOURCE) {
    if (id !== null) throw badRequest(RULE_MSG.singleOnly);
    return null;
  }
  if (id === null || !(await certifiedAmong(db, [id], nowMs)).has(id)) throw badRequest(RULE_MSG.singleSupplier);
  if (await sameSide(db, me, { companyId: id, userId: null })) throw badRequest(RULE_MSG.self);
  if (!f.singleSourceReason) throw badRequest(RULE_MSG.singleReason);
  return id;
}

const openObjections = async (db: Db, tenderId: number) =>
  (
    await db
      .selectFrom('tender_objection')
      .select('id')
      .where('tender_id', '=', tenderId)
      .where('answered_at', 'is', null)
      .limit(1)
      .execute()
  ).length;

/** '' when the company may register on the single-source tender now, else why not. */
export async function singleSourceBlock(db: Db, t: TenderRow, companyId: number, now: string): Promise<string> {
  if (t.single_source_company_id !== companyId) return SINGLE_MSG.notIntended;
  if (now < t.registration_deadline) return SINGLE_MSG.publicity(t.registration_deadline);
  if (now >= t.bid_deadline) return SINGLE_MSG.closed;
  return (await openObjections(db, t.id)) ? SINGLE_MSG.objections : '';
}

/** An objection to the single-source publicity, from any member company but the purchaser's side. */
export async function objectSingleSource(db: Db, me: Member, tenderId: number, content: string, nowMs: number) {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  if (t.method_code !== SINGLE_SOURCE) throw badRequest(SINGLE_MSG.notSingle);
  if (await isPurchaserSide(db, me, t)) throw badRequest(SINGLE_MSG.own);
  if (t.terminated === 1 || now < t.publish_time || now >= t.registration_deadline) throw badRequest(SINGLE_MSG.window);
  await db
    .insertInto('tender_objection')
    .values({ tender_id: tenderId, company_id: me.companyId, content, created_at: now, answered_at: null })
    .execute();
  const name = await companyName(db, me.companyId);
  await notify(
    db,
    [{ companyId: t.company_id }],
    `收到单一来源公示异议：${t.title}`,
    `${name}对「${t.title}」的单一来源公示提出异议：${content}。请及时答复，答复前拟定供应商不能报名。`,
    about('tender', tenderId),
  );
  return { ok: true };
}

/** The intended supplier hears of the publicity when the tender is published. */
export async function notifyIntended(
  db: Db,
  t: { id: number; title: string; registrationDeadline: string },
  purchaserName: string,
  companyId: number,
): Promise<void> {
  await notify(
    db,
    [{ companyId }],
    `单一来源采购公示：${t.title}`,
    `${purchaserName}拟向贵公司单一来源采购「${t.title}」，公示期至 ${shownTime(t.registrationDeadline)}；公示期满且无未答复异议后，贵公司可在项目详情页报名投标。`,
    about('tender', t.id),
  );
}

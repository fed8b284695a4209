// 报名: who may register on a tender now, the registration itself (once per company: unique
// index), and the corrected resubmission of a declined one before the registration deadline
// (issue 46). 邀请招标 admits only invitees that accepted (招标投标法 第十七条, invitations.ts);
// 单一来源 only its intended supplier after the publicity (procurement practice, single-source.ts).
// Never a tender of one's own company or a sister company (cf. 实施条例 第三十四条).
import type { Db } from '../../db';
import { badRequest, forbidden } from '../../http/errors';
import type { Member } from '../../http/session';
import { companyName } from '../../floor/members';
import { actingBlock } from '../../floor/policy';
import { about, notify } from '../../floor/notices';
import { stampOf } from '../../floor/time';
import { statusOf } from '../../floor/tender-status';
import { isPurchaserSide, loadTender, type TenderRow } from './access';
import { INVITED_TENDER, SINGLE_SOURCE } from './clocks';
import { INVITE_MSG, invitationBlock, invitationOf } from './invitations';
import { SINGLE_MSG, singleSourceBlock } from './single-source';

export const REG_MSG = {
  own: '不能报名本企业（或您所属其他企业）发布的招标项目',
  closed: '报名已截止',
  terminated: '该项目已终止',
  twice: '贵公司已报名该项目',
} as const;

/** '' when the member's company may register (or resubmit) now, else why not. */
export async function registerBlock(db: Db, me: Member, t: TenderRow, now: string): Promise<string> {
  if (await isPurchaserSide(db, me, t)) return REG_MSG.own;
  if (t.terminated === 1) return REG_MSG.terminated;
  if (t.method_code === SINGLE_SOURCE) {
    const why = await singleSourceBlock(db, t, me.companyId, now);
    if (why) return why;
  } else {
    if (statusOf(t, now) !== '1') return REG_MSG.closed;
    if (t.method_code === INVITED_TENDER) {
      const why = invitationBlock(await invitationOf(db, t.id, me.companyId));
      if (why) return why;
    }
  }
  return actingBlock(db, me, 'supplier');
}

/** Not invited / not the intended supplier is a 403; every other refusal a 400. */
const refusal = (why: string) =>
  why === INVITE_MSG.notInvited || why === SINGLE_MSG.notIntended ? forbidden(why) : badRequest(why);

/** Registers, or resubmits a declined registration with what was corrected (待审核 again). */
export async function register(db: Db, me: Member, tenderId: number, note: string, nowMs: number): Promise<void> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  const why = await registerBlock(db, me, t, now);
  if (why) throw refusal(why);
  const row = await db
    .insertInto('tender_participation')
    .values({
      tender_id: tenderId,
      company_id: me.companyId,
      user_id: me.userId,
      registered_at: now,
      paid_at: null,
      refunded_at: null,
      registration_note: note,
    })
    .onConflict((oc) => oc.columns(['tender_id', 'company_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const resubmitted = !row && (await resubmit(db, me, tenderId, note));
  if (!row && !resubmitted) throw badRequest(REG_MSG.twice);
  const name = await companyName(db, me.companyId);
  await notify(
    db,
    [{ companyId: t.company_id }],
    `${resubmitted ? '修改后重新提交的报名' : '新的投标报名'}待审核：${t.title}`,
    `${name}${resubmitted ? '修改并重新提交了' : '报名了'}招标项目「${t.title}」${note ? `（${note}）` : ''}，请在招标人工作台审核。`,
    about('tender', tenderId),
  );
}

/** 已驳回 → 待审核 in one conditional write (parallel resubmissions make one). */
async function resubmit(db: Db, me: Member, tenderId: number, note: string): Promise<boolean> {
  const res = await db
    .updateTable('tender_participation')
    .set({ registration_status: '0', registration_note: note, review_note: '', user_id: me.userId, reviewed_at: null })
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', me.companyId)
    .where('registration_status', '=', '2')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

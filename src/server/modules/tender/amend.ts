// A change notice (变更公告) before the bid deadline: issued at least 15 days before the (new)
// bid deadline, or the deadline must move (实施条例 第21条); new dates only move later and keep
// every legal clock of the tender. Registrants are told.
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify } from '../../floor/notices';
import { msOf, shownTime, stampOf } from '../../floor/time';
import { purchaserTender } from './access';
import { amendmentProblem, clockProblems } from './clocks';
import { amendBlock } from './steps';

export const AMEND_MSG = { earlier: '变更后的截止时间不得早于原截止时间' } as const;

export async function amendTender(
  db: Db,
  me: Member,
  f: { tenderId: number; content: string; registrationDeadline?: number; bidDeadline?: number },
  nowMs: number,
) {
  const now = stampOf(nowMs);
  const t = await purchaserTender(db, me, f.tenderId);
  const reason = amendBlock(t, now);
  if (reason) throw badRequest(reason);
  const reg = f.registrationDeadline ?? msOf(t.registration_deadline);
  const bid = f.bidDeadline ?? msOf(t.bid_deadline);
  if (reg < msOf(t.registration_deadline) || bid < msOf(t.bid_deadline)) throw badRequest(AMEND_MSG.earlier);
  const late = amendmentProblem(nowMs, bid);
  if (late) throw badRequest(late);
  const problems = clockProblems({
    methodCode: t.method_code,
    typeCode: t.type_code,
    publish: msOf(t.publish_time),
    registrationDeadline: reg,
    bidDeadline: bid,
    publicityStart: null,
    publicityEnd: null,
    budget: Number(t.budget),
    marginAmount: Number(t.margin_amount),
  });
  if (problems.length) throw badRequest(problems[0]);
  const moved = bid !== msOf(t.bid_deadline) || reg !== msOf(t.registration_deadline);
  const dates = moved ? `\n报名截止：${shownTime(stampOf(reg))}；投标截止（开标）：${shownTime(stampOf(bid))}` : '';
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('tender')
      .set({ registration_deadline: stampOf(reg), bid_deadline: stampOf(bid) })
      .where('id', '=', t.id)
      .execute();
    await tx
      .insertInto('tender_notice')
      .values({ tender_id: t.id, kind: '1', content: `${f.content}${dates}`, created_at: now })
      .execute();
  });
  const to = (
    await db
      .selectFrom('tender_participation')
      .select('company_id')
      .where('tender_id', '=', t.id)
      .where('registration_status', '!=', '2')
      .execute()
  ).map((r) => ({ companyId: r.company_id }));
  await notify(
    db,
    to,
    `变更公告：${t.title}`,
    `「${t.title}」发布变更公告：${f.content}${dates}`,
    about('tender', t.id),
  );
  return { ok: true };
}

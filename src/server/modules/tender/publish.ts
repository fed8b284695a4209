// A buyer company publishes a tender notice: the place must be real, the dates must keep the
// legal clocks (clocks.ts, the same rule the seed keeps; a breach is refused with the rule's
// text), the tender documents must be its own uploads; saved tender searches that match
// get a system notice. Fixed at publishing too (issue 46, tender-rules.ts): the evaluation method
// and its scoring sheet (招标投标法 第四十一条), the required bid documents, the invitees of a
// 邀请招标 (≥ 3 certified suppliers, 第十七条; each gets an invitation) and the intended supplier and
// reason of a 单一来源 (procurement practice; its publicity of 5 working days is a clock).
import type { z } from '../../../api/define';
import type { tenderForm } from '../../../api/tender';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { companyName, normalizePhone } from '../../floor/members';
import { checkPlace } from '../../floor/places';
import { about } from '../../floor/notices';
import { newListingNotice, notifySavedSearches } from '../../floor/saved-searches';
import { stampOf } from '../../floor/time';
import { clockProblems } from './clocks';
import { attachFiles } from './files';
import { checkInvitees, sendInvitations } from './invitations';
import { checkSingleSource, notifyIntended } from './single-source';
import { scoreSheetProblem } from '../../../api/tender-rules';
import { matchesTender, type TenderFacts } from './matching';
import { closingSoon } from '../../floor/tender-status';

export async function publishTender(
  db: Db,
  me: Member,
  f: z.output<typeof tenderForm>,
  nowMs: number,
): Promise<{ id: number }> {
  await checkPlace(db, f.provinceCode, f.cityCode);
  const budget = Math.round(f.budgetWan * 1_000_000) / 100;
  const problems = clockProblems({
    methodCode: f.methodCode,
    typeCode: f.typeCode,
    publish: nowMs,
    registrationDeadline: f.registrationDeadline,
    bidDeadline: f.bidDeadline,
    publicityStart: null,
    publicityEnd: null,
    budget,
    marginAmount: f.marginAmount,
  });
  if (problems.length) throw badRequest(problems[0]);
  const sheet = scoreSheetProblem(f.evaluationMethod, f.scoreItems);
  if (sheet) throw badRequest(sheet);
  const invitees = await checkInvitees(db, me, f.methodCode, f.invitees, nowMs);
  const intended = await checkSingleSource(db, me, f, nowMs);
  const t = stampOf(nowMs);
  const values = {
    company_id: me.companyId,
    user_id: me.userId,
    title: f.title,
    project_name: f.projectName,
    type_code: f.typeCode,
    method_code: f.methodCode,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    budget,
    margin_amount: f.marginAmount,
    qualification: f.qualification,
    open_place: f.openPlace,
    contact_name: f.contactName,
    contact_phone: normalizePhone(f.contactPhone),
    publish_time: t,
    registration_deadline: stampOf(f.registrationDeadline),
    bid_deadline: stampOf(f.bidDeadline),
    publicity_start: null,
    publicity_end: null,
    winning_amount: null,
    created_at: t,
    evaluation_method: f.evaluationMethod,
    score_items: f.evaluationMethod === 'composite' ? JSON.stringify(f.scoreItems) : null,
    required_docs: JSON.stringify([...new Set(f.requiredDocs)]),
    single_source_company_id: intended,
    single_source_reason: intended === null ? '' : f.singleSourceReason,
  };
  return db.transaction().execute(async (tx) => {
    const documents = JSON.stringify(await attachFiles(tx, f.documents, me.companyId, nowMs));
    const { id } = await tx
      .insertInto('tender')
      .values({ ...values, documents })
      .returning('id')
      .executeTakeFirstOrThrow();
    const purchaserName = await companyName(tx, me.companyId);
    const notice = { id, title: f.title, registrationDeadline: values.registration_deadline };
    await sendInvitations(tx, notice, purchaserName, invitees, t);
    if (intended !== null) await notifyIntended(tx, notice, purchaserName, intended);
    const facts: TenderFacts = {
      title: f.title,
      purchaserName,
      typeCode: f.typeCode,
      methodCode: f.methodCode,
      provinceCode: f.provinceCode,
      cityCode: f.cityCode,
      budget,
      publishTime: t,
      bidDeadline: values.bid_deadline,
      closingSoon: closingSoon({ ...values, terminated: 0 }, nowMs),
    };
    await notifySavedSearches(
      tx,
      'tender',
      me.companyId,
      (saved) => matchesTender(saved, facts),
      newListingNotice('招标', f.title, about('tender', id)),
    );
    return { id };
  });
}

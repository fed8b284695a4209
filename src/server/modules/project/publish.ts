// A general contractor (a buyer company) publishes a package: the place must be real, and the
// rules of src/api/project-publish.ts hold (trade and subcontract type agree, the main structure
// is never subcontracted — 建筑法 第29条 —, the grade exists for the category, the dates make
// sense: a 400 with the reason otherwise). Contact or fee wording in its texts (the shared listing
// rule, src/api/listing-rules.ts) holds it pending_review (待审核, not public) for a 审核员 (the
// console's `flagged-project` queue, queue.ts); a clean package is published at once, and saved
// project searches that match get a system notice (notify.ts).
import type { z } from '../../../api/define';
import { QUALIFICATIONS, type packageForm } from '../../../api/project';
import { isFlagged, listingFlags } from '../../../api/listing-rules';
import { packageProblems, packageTexts } from '../../../api/project-publish';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { companyName, normalizePhone } from '../../floor/members';
import { checkPlace } from '../../floor/places';
import { about } from '../../floor/notices';
import { newListingNotice } from '../../floor/saved-searches';
import { stampOf } from '../../floor/time';
import { deadlineDayOf } from './match';
import { notifyProjectSearches } from './notify';

export async function publishPackage(
  db: Db,
  me: Member,
  f: z.output<typeof packageForm>,
  nowMs: number,
): Promise<{ id: number; statusCode: string }> {
  await checkPlace(db, f.provinceCode, f.cityCode);
  const [problem] = packageProblems(f, nowMs);
  if (problem) throw badRequest(problem.message);
  const held = isFlagged(listingFlags(packageTexts(f)));
  const t = stampOf(nowMs);
  const budget = Math.round(f.budgetWan * 1_000_000) / 100;
  return db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('project_package')
      .values({
        company_id: me.companyId,
        user_id: me.userId,
        project_name: f.projectName,
        owner_name: f.ownerName,
        category_code: f.categoryCode,
        subcontract_type: f.subcontractType,
        sale_type: f.saleType,
        transaction_mode: f.transactionMode,
        province_code: f.provinceCode,
        city_code: f.cityCode,
        address: f.address,
        scope: f.scope,
        quantities: f.quantities,
        budget,
        qual_category: QUALIFICATIONS[f.categoryCode] ? f.categoryCode : '',
        qual_grade: f.qualificationGrade,
        experience_required: f.experienceRequired,
        start_date: f.startDate,
        duration_days: f.durationDays,
        payment_terms: f.paymentTerms,
        apply_deadline: stampOf(f.applyDeadline),
        contact_name: f.contactName,
        contact_phone: normalizePhone(f.contactPhone),
        status: held ? 'pending_review' : 'published',
        awarded_company_id: null,
        awarded_at: null,
        publish_time: t,
        created_at: t,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (held) return { id, statusCode: '1' };
    const facts = {
      ...f,
      contractorName: await companyName(tx, me.companyId),
      budget,
      applyDeadline: stampOf(f.applyDeadline),
    };
    const req = {
      qualCategory: QUALIFICATIONS[f.categoryCode] ? f.categoryCode : '',
      qualGrade: f.qualificationGrade,
      deadlineDay: deadlineDayOf(facts.applyDeadline),
    };
    await notifyProjectSearches(
      tx,
      me.companyId,
      facts,
      req,
      newListingNotice('分包项目', f.projectName, about('project', id)),
    );
    return { id, statusCode: '2' };
  });
}

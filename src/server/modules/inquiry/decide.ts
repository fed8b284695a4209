// A 审核员's decision on an inquiry waiting in 待审核, what the console's queue (queue.ts) applies
// in its transaction: approve → published now (suppliers' saved searches that match it and the
// invited suppliers are told), refuse → rejected with the reason the buyer reads and may edit and
// submit again. One conditional UPDATE decides (only from pending_review), so of two parallel
// decisions one wins (undefined for the other). The console writes the audit row and the notice.
import type { Decision } from '../../../api/ops-dicts';
import { pageLinks, pagePaths } from '../../../api/paths';
import type { Db } from '../../db';
import { about, notify } from '../../floor/notices';
import type { Decided } from '../../floor/review-queue';
import { now, stampOf } from '../../floor/time';
import { notifyInquirySearches } from './matching';

/** What publishing tells: the saved searches it matches and the invited suppliers. */
async function announce(db: Db, id: number, t: string): Promise<void> {
  const inq = await db
    .selectFrom('inquiry as i')
    .innerJoin('companies as b', 'b.id', 'i.buyer_company_id')
    .select(['i.title', 'i.deadline', 'i.buyer_company_id', 'i.category_code', 'i.province_code', 'i.city_code'])
    .select('b.name')
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow();
  const lines = await db.selectFrom('inquiry_line').select('name').where('inquiry_id', '=', id).execute();
  await notifyInquirySearches(db, id, inq.buyer_company_id, {
    title: inq.title,
    buyerName: inq.name,
    lineNames: lines.map((l) => l.name),
    categoryCode: inq.category_code,
    provinceCode: inq.province_code,
    cityCode: inq.city_code,
    publishTime: t,
    deadline: inq.deadline,
  });
  const invited = await db.selectFrom('inquiry_invite').select('company_id').where('inquiry_id', '=', id).execute();
  await notify(
    db,
    invited.map((v) => ({ companyId: v.company_id })),
    `询价邀请：${inq.title}`,
    `${inq.name}邀请贵司参与询价「${inq.title}」（定向邀请，仅受邀供应商可报价）。`,
    { link: pageLinks.inquiryDetail(id), objectKind: 'inquiry', objectId: id },
  );
}

export async function decideInquiry(
  db: Db,
  id: number,
  decision: Decision,
  reason: string,
  nowMs: number = now(),
): Promise<Decided | undefined> {
  const t = stampOf(nowMs);
  const why = reason.trim();
  const approve = decision === 'approve';
  const row = await db
    .updateTable('inquiry')
    .set(
      approve
        ? { status: 'published', publish_time: t, review_note: '', updated_at: t }
        : { status: 'rejected', review_note: why, updated_at: t },
    )
    .where('id', '=', id)
    .where('status', '=', 'pending_review')
    .returning(['id', 'title', 'buyer_company_id', 'user_id', 'status', 'review_note', 'publish_time'])
    .executeTakeFirst();
  if (!row) return undefined;
  if (approve) await announce(db, id, t);
  return {
    before: { status: 'pending_review' },
    after: { status: row.status, reviewNote: row.review_note, publishTime: row.publish_time },
    notice: {
      to: [{ companyId: row.buyer_company_id, userId: row.user_id }],
      title: approve ? `询价已通过审核：${row.title}` : `询价未通过审核：${row.title}`,
      content: approve
        ? `您的询价「${row.title}」已通过平台审核并发布，供应商现在可以报价。`
        : `您的询价「${row.title}」未通过平台审核，原因：${why}。请在「我的询价」修改后重新提交。`,
      about: approve ? about('inquiry', id) : about('inquiry', id, { link: pagePaths.inquiryDesk }),
    },
  };
}

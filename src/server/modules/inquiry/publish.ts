// A buyer's inquiry from draft to publication: save a draft (new, or edit of a draft or
// rejected one), submit it (checked, stored as pending_review: it waits for a 审核员 in the
// console's 询价审核 queue, queue.ts and decide.ts), and withdrawal.
import type { z } from '../../../api/define';
import { type inquiryForm, type SavedInquiry } from '../../../api/inquiry';
import { INQUIRY_LIMITS } from '../../../api/inquiry-rules';
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import type { StoredInquiryStatus } from './schema';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { DAY, HOUR, stampOf } from '../../floor/time';
import { normalizePhone } from '../../floor/members';
import { checkFilters } from './lists';
import { withOwnerLock } from '../../db/owner-lock';
import { notify } from '../../floor/notices';
import { mustOwn } from '../../floor/policy';
import { checkPlace } from '../../floor/places';
import { checkRfq, rfqColumns, writeRfqRows } from './rfq-write';
import { stateName, stateOf } from './status';

type Form = z.output<typeof inquiryForm>;

export const PUBLISH_MSG = {
  editable: '只有草稿或审核未通过的询价可以修改',
  deadlineSoon: `参数错误：deadline 报价截止时间至少在 ${INQUIRY_LIMITS.minDeadlineHours} 小时之后`,
  deadlineFar: `参数错误：deadline 报价截止时间不能超过 ${INQUIRY_LIMITS.maxDeadlineDays} 天`,
  withdraw: '只有已发布且未成交的询价可以撤回',
} as const;

const saved = (
  id: number,
  status: StoredInquiryStatus,
  note: string,
  deadline: string,
  nowStamp: string,
): SavedInquiry => {
  const state = stateOf(status, deadline, nowStamp);
  return { id, state, stateName: stateName(state), reviewNote: note };
};

/** Writes the form as the company's inquiry in `status` (a new row, or the draft/rejected one it edits). */
async function write(db: Db, me: Member, f: Form, status: StoredInquiryStatus, nowMs: number): Promise<number> {
  const t = stampOf(nowMs);
  const values = {
    title: f.title,
    category_code: f.categoryCode,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    delivery_address: f.deliveryAddress,
    tax_included: f.taxIncluded ? 1 : 0,
    tax_rate: f.taxRate,
    contact_name: f.contactName,
    contact_phone: normalizePhone(f.contactPhone),
    remark: f.remark,
    status,
    review_note: '',
    deadline: stampOf(f.deadline),
    updated_at: t,
    user_id: me.userId,
    ...rfqColumns(f),
  };
  const lines = (id: number) =>
    f.lines.map((l, i) => ({
      inquiry_id: id,
      seq: i + 1,
      name: l.name,
      spec: l.spec,
      unit: l.unit,
      quantity: l.quantity,
      remark: l.remark,
    }));
  if (f.id === undefined) {
    return db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('inquiry')
        .values({ ...values, buyer_company_id: me.companyId, created_at: t, publish_time: null, closed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('inquiry_line').values(lines(row.id)).execute();
      await writeRfqRows(tx, row.id, me.companyId, f, nowMs);
      return row.id;
    });
  }
  const id = f.id;
  return withOwnerLock(db, 'inquiry', id, async (tx) => {
    const row = await tx
      .selectFrom('inquiry')
      .select(['buyer_company_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    mustOwn(row, (r) => r.buyer_company_id, me, notFound('询价不存在'));
    if (row.status !== 'draft' && row.status !== 'rejected') throw badRequest(PUBLISH_MSG.editable);
    await tx.updateTable('inquiry').set(values).where('id', '=', id).execute();
    await tx.deleteFrom('inquiry_line').where('inquiry_id', '=', id).execute();
    await tx.insertInto('inquiry_line').values(lines(id)).execute();
    await writeRfqRows(tx, id, me.companyId, f, nowMs);
    return id;
  });
}

async function checkForm(db: Db, me: Member, f: Form): Promise<void> {
  await checkFilters(db, { categoryCode: f.categoryCode });
  await checkPlace(db, f.provinceCode, f.cityCode);
  await checkRfq(db, me.companyId, f);
}

export async function saveDraft(db: Db, me: Member, f: Form, nowMs: number): Promise<SavedInquiry> {
  await checkForm(db, me, f);
  const id = await write(db, me, f, 'draft', nowMs);
  return saved(id, 'draft', '', stampOf(f.deadline), stampOf(nowMs));
}

export async function submit(db: Db, me: Member, f: Form, nowMs: number): Promise<SavedInquiry> {
  await checkForm(db, me, f);
  if (f.deadline < nowMs + INQUIRY_LIMITS.minDeadlineHours * HOUR) throw badRequest(PUBLISH_MSG.deadlineSoon);
  if (f.deadline > nowMs + INQUIRY_LIMITS.maxDeadlineDays * DAY) throw badRequest(PUBLISH_MSG.deadlineFar);
  const id = await write(db, me, f, 'pending_review', nowMs);
  return saved(id, 'pending_review', '', stampOf(f.deadline), stampOf(nowMs));
}

/** The buyer takes a published inquiry back (before any award); suppliers who quoted are told. */
export async function withdraw(db: Db, me: Member, id: number, nowMs: number): Promise<SavedInquiry> {
  const t = stampOf(nowMs);
  return withOwnerLock(db, 'inquiry', id, async (tx) => {
    const inq = await tx
      .selectFrom('inquiry')
      .select(['buyer_company_id', 'status', 'title', 'deadline'])
      .where('id', '=', id)
      .executeTakeFirst();
    mustOwn(inq, (r) => r.buyer_company_id, me, notFound('询价不存在'));
    if (inq.status !== 'published') throw badRequest(PUBLISH_MSG.withdraw);
    await tx
      .updateTable('inquiry')
      .set({ status: 'withdrawn', closed_at: t, updated_at: t })
      .where('id', '=', id)
      .execute();
    const quoted = await tx
      .selectFrom('inquiry_quote')
      .select('supplier_company_id')
      .where('inquiry_id', '=', id)
      .execute();
    await notify(
      tx,
      quoted.map((q) => ({ companyId: q.supplier_company_id })),
      `询价已撤回：${inq.title}`,
      `采购方已撤回询价「${inq.title}」，您的报价不再有效。`,
      { link: pageLinks.inquiryDetail(id), objectKind: 'inquiry', objectId: id },
    );
    return saved(id, 'withdrawn', '', inq.deadline, t);
  });
}

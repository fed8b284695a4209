// A supplier company's one quote on an inquiry: submitted or revised in place (unique per
// company, upsert) under the inquiry's row lock, so the deadline, the award and the quote count
// are checked and kept against every concurrent quote. The buyer is told of each.
import type { z } from '../../../api/define';
import type { MyQuote, quoteForm } from '../../../api/inquiry';
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { DAY, isoOf, stampOf } from '../../floor/time';
import { withOwnerLock } from '../../db/owner-lock';
import { notify } from '../../floor/notices';
import { priceLine, sum } from './pricing';
import { quoteBlock } from './rules';
import { inquiryNo, PUBLIC, quoteNo } from './status';

type Form = z.output<typeof quoteForm>;

export const LINE_MSG = {
  foreign: '参数错误：lines.lineId 不是该询价的物料',
  twice: '参数错误：同一物料只能报一个价格',
  whole: '该询价为整单定标，须对全部物料报价',
} as const;

export async function submitQuote(db: Db, me: Member, f: Form, nowMs: number): Promise<MyQuote> {
  const t = stampOf(nowMs);
  await withOwnerLock(db, 'inquiry', f.inquiryId, async (tx) => {
    const inq = await tx
      .selectFrom('inquiry')
      .select([
        'id',
        'buyer_company_id',
        'status',
        'deadline',
        'title',
        'publish_time',
        'created_at',
        'invited_only',
        'tax_rate',
        'award_mode',
      ])
      .where('id', '=', f.inquiryId)
      .executeTakeFirst();
    if (!inq || (!PUBLIC.includes(inq.status) && inq.buyer_company_id !== me.companyId)) throw notFound('询价不存在');
    const reason = await quoteBlock(tx, me, inq, t);
    if (reason) throw badRequest(reason);
    const lineIds = (
      await tx.selectFrom('inquiry_line').select('id').where('inquiry_id', '=', f.inquiryId).execute()
    ).map((l) => l.id);
    if (f.lines.some((l) => !lineIds.includes(l.lineId))) throw badRequest(LINE_MSG.foreign);
    if (new Set(f.lines.map((l) => l.lineId)).size !== f.lines.length) throw badRequest(LINE_MSG.twice);
    if (inq.award_mode === 'whole' && f.lines.length !== lineIds.length) throw badRequest(LINE_MSG.whole);
    const validUntil = stampOf(nowMs + f.validDays * DAY);
    const quote = await tx
      .insertInto('inquiry_quote')
      .values({
        inquiry_id: f.inquiryId,
        supplier_company_id: me.companyId,
        user_id: me.userId,
        valid_until: validUntil,
        remark: f.remark,
        revision: 1,
        created_at: t,
        updated_at: t,
      })
      .onConflict((oc) =>
        oc.columns(['inquiry_id', 'supplier_company_id']).doUpdateSet((eb) => ({
          user_id: me.userId,
          valid_until: validUntil,
          remark: f.remark,
          revision: eb(eb.ref('inquiry_quote.revision'), '+', 1),
          updated_at: t,
        })),
      )
      .returning(['id', 'revision'])
      .executeTakeFirstOrThrow();
    // The lines' prices, kept as the quote's and as its revision's.
    const priced = f.lines.map((l) => ({
      quote_id: quote.id,
      line_id: l.lineId,
      unit_price: l.unitPrice,
      tax_included: l.taxIncluded ? 1 : 0,
      delivery_days: l.deliveryDays,
    }));
    await tx.deleteFrom('inquiry_quote_line').where('quote_id', '=', quote.id).execute();
    await tx
      .insertInto('inquiry_quote_line')
      .values(priced.map((p, i) => ({ ...p, remark: f.lines[i].remark })))
      .execute();
    // The revision as submitted, kept for 我的报价 (the inquiry's lock orders parallel revisions).
    await tx
      .insertInto('inquiry_quote_revision')
      .values({
        quote_id: quote.id,
        revision: quote.revision,
        valid_until: validUntil,
        remark: f.remark,
        created_at: t,
      })
      .execute();
    await tx
      .insertInto('inquiry_quote_revision_line')
      .values(priced.map((p) => ({ ...p, revision: quote.revision })))
      .execute();
    const n = await tx
      .selectFrom('inquiry_quote')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('inquiry_id', '=', f.inquiryId)
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('inquiry')
      .set({ quote_count: Number(n.n) })
      .where('id', '=', f.inquiryId)
      .execute();
    const supplier = await tx
      .selectFrom('companies')
      .select('name')
      .where('id', '=', me.companyId)
      .executeTakeFirstOrThrow();
    const no = inquiryNo(f.inquiryId, inq.publish_time, inq.created_at);
    const what = quote.revision === 1 ? '提交了报价' : '修改了报价';
    await notify(
      tx,
      [{ companyId: inq.buyer_company_id }],
      `${supplier.name}${what}：${inq.title}`,
      `${supplier.name}对询价单 ${no}「${inq.title}」${what}，请查看比价。`,
      { link: pageLinks.inquiryComparison(f.inquiryId), objectKind: 'quote', objectId: quote.id },
    );
  });
  return (await myQuote(db, me.companyId, f.inquiryId))!;
}

/** The company's quote on the inquiry with its prices normalised to 含税, or null. */
export async function myQuote(db: Db, companyId: number, inquiryId: number): Promise<MyQuote | null> {
  const q = await db
    .selectFrom('inquiry_quote as q')
    .innerJoin('inquiry as i', 'i.id', 'q.inquiry_id')
    .select([
      'q.id',
      'q.revision',
      'q.created_at',
      'q.updated_at',
      'q.valid_until',
      'q.remark',
      'i.tax_rate',
      'i.status',
    ])
    .where('q.inquiry_id', '=', inquiryId)
    .where('q.supplier_company_id', '=', companyId)
    .executeTakeFirst();
  if (!q) return null;
  const rows = await db
    .selectFrom('inquiry_quote_line as ql')
    .innerJoin('inquiry_line as l', 'l.id', 'ql.line_id')
    .select(['ql.line_id', 'ql.unit_price', 'ql.tax_included', 'ql.delivery_days', 'ql.remark', 'l.quantity'])
    .where('ql.quote_id', '=', q.id)
    .orderBy('l.seq')
    .execute();
  const lines = rows.map((r) =>
    priceLine(
      {
        lineId: r.line_id,
        unitPrice: Number(r.unit_price),
        taxIncluded: r.tax_included === 1,
        deliveryDays: r.delivery_days,
        remark: r.remark,
      },
      Number(r.quantity),
      q.tax_rate,
    ),
  );
  const won = await db.selectFrom('inquiry_deal').select('id').where('quote_id', '=', q.id).limit(1).executeTakeFirst();
  return {
    quoteId: q.id,
    quoteNo: quoteNo(q.id, q.created_at),
    revision: q.revision,
    quotedAt: isoOf(q.created_at),
    updatedAt: isoOf(q.updated_at),
    validUntil: isoOf(q.valid_until),
    remark: q.remark,
    lines,
    totalWithTax: sum(lines.map((l) => l.amountWithTax)),
    result: q.status !== 'closed' ? 'pending' : won ? 'won' : 'lost',
  };
}

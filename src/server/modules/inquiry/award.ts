// The buyer's side of the quotes: the comparison matrix, and the award of lines to quotes
// (one or several suppliers) under the inquiry's row lock, once: deals are written (orderMore,
// rankings), the inquiry closes, winners and the other bidders are told.
import type { z } from '../../../api/define';
import type { awardForm, Comparison, SavedInquiry } from '../../../api/inquiry';
import { SEALED_MSG } from '../../../api/inquiry-rfq';
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { isoOf, shownTime, stampOf } from '../../floor/time';
import { withOwnerLock } from '../../db/owner-lock';
import { notify } from '../../floor/notices';
import { isSealed } from '../../floor/policy';
import { compare, priceLine, type CompareInput } from './pricing';
import { stateName, stateOf } from './status';

export const AWARD_MSG = {
  done: '该询价已定标，不能重复定标',
  notOpen: '只有已发布的询价可以定标',
  line: '参数错误：lines.lineId 不是该询价的物料',
  twice: '同一物料只能选择一家中标供应商',
  whole: '该询价为整单定标，须将全部物料授予同一家供应商',
  quote: '参数错误：lines.quoteId 不是该询价的报价',
  unpriced: '所选供应商未对该物料报价',
  lapsed: (until: string) => `所选报价已于 ${shownTime(until)} 过期，不能定标`,
} as const;

/** 密封报价 whose deadline has not come: its prices stay unread (not even loaded). */
export const sealedNow = (inq: { quote_mode: string; deadline: string }, nowStamp: string) =>
  inq.quote_mode === 'sealed' && isSealed(inq.deadline, nowStamp);

async function load(
  db: Db,
  inquiryId: number,
  companyId: number,
  nowStamp: string,
): Promise<CompareInput & { title: string; buyerCompanyId: number }> {
  const inq = await db
    .selectFrom('inquiry')
    .select(['buyer_company_id', 'status', 'deadline', 'tax_rate', 'title', 'quote_mode', 'award_mode', 'quote_count'])
    .where('id', '=', inquiryId)
    .executeTakeFirst();
  if (!inq || inq.buyer_company_id !== companyId) throw notFound('询价不存在');
  const lines = await db
    .selectFrom('inquiry_line')
    .select(['id', 'name', 'spec', 'unit', 'quantity', 'remark'])
    .where('inquiry_id', '=', inquiryId)
    .orderBy('seq')
    .execute();
  const sealed = sealedNow(inq, nowStamp);
  const quotes = sealed
    ? []
    : await db
        .selectFrom('inquiry_quote as q')
        .innerJoin('companies as c', 'c.id', 'q.supplier_company_id')
        .select([
          'q.id',
          'q.supplier_company_id',
          'c.name',
          'c.org_code',
          'q.created_at',
          'q.revision',
          'q.valid_until',
          'q.remark',
        ])
        .where('q.inquiry_id', '=', inquiryId)
        .orderBy('q.created_at')
        .orderBy('q.id')
        .execute();
  const priced = quotes.length
    ? await db
        .selectFrom('inquiry_quote_line')
        .selectAll()
        .where(
          'quote_id',
          'in',
          quotes.map((q) => q.id),
        )
        .execute()
    : [];
  const deals = await db
    .selectFrom('inquiry_deal')
    .select(['line_id', 'quote_id'])
    .where('inquiry_id', '=', inquiryId)
    .execute();
  return {
    inquiryId,
    title: inq.title,
    buyerCompanyId: inq.buyer_company_id,
    taxRate: inq.tax_rate,
    state: stateOf(inq.status, inq.deadline, nowStamp),
    sealed,
    quoteCount: inq.quote_count,
    opensAt: isoOf(inq.deadline),
    awardMode: inq.award_mode,
    lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
    quotes: quotes.map((q) => ({
      quoteId: q.id,
      companyId: q.supplier_company_id,
      name: q.name,
      verified: q.org_code !== '',
      quotedAt: isoOf(q.created_at),
      revision: q.revision,
      validUntil: isoOf(q.valid_until),
      lapsed: q.valid_until <= nowStamp,
      remark: q.remark,
      lines: priced
        .filter((p) => p.quote_id === q.id)
        .map((p) => ({
          lineId: p.line_id,
          unitPrice: Number(p.unit_price),
          taxIncluded: p.tax_included === 1,
          deliveryDays: p.delivery_days,
          remark: p.remark,
        })),
    })),
    awarded: new Map(deals.map((d) => [d.line_id, d.quote_id])),
  };
}

export async function comparison(db: Db, me: Member, inquiryId: number, nowMs: number): Promise<Comparison> {
  return compare(await load(db, inquiryId, me.companyId, stampOf(nowMs)));
}

export async function award(db: Db, me: Member, f: z.output<typeof awardForm>, nowMs: number): Promise<SavedInquiry> {
  const t = stampOf(nowMs);
  return withOwnerLock(db, 'inquiry', f.inquiryId, async (tx) => {
    const x = await load(tx, f.inquiryId, me.companyId, t);
    if (x.state === 'closed') throw badRequest(AWARD_MSG.done);
    if (x.state !== 'published' && x.state !== 'expired') throw badRequest(AWARD_MSG.notOpen);
    if (x.sealed) throw badRequest(SEALED_MSG.award);
    if (new Set(f.lines.map((l) => l.lineId)).size !== f.lines.length) throw badRequest(AWARD_MSG.twice);
    if (
      x.awardMode === 'whole' &&
      (f.lines.length !== x.lines.length || new Set(f.lines.map((l) => l.quoteId)).size !== 1)
    )
      throw badRequest(AWARD_MSG.whole);
    const inq = await tx
      .selectFrom('inquiry')
      .select(['category_code', 'province_code', 'city_code'])
      .where('id', '=', f.inquiryId)
      .executeTakeFirstOrThrow();
    const deals = f.lines.map(({ lineId, quoteId }) => {
      const line = x.lines.find((l) => l.id === lineId);
      if (!line) throw badRequest(AWARD_MSG.line);
      const quote = x.quotes.find((q) => q.quoteId === quoteId);
      if (!quote) throw badRequest(AWARD_MSG.quote);
      const priced = quote.lines.find((l) => l.lineId === lineId);
      if (!priced) throw badRequest(AWARD_MSG.unpriced);
      if (quote.lapsed) throw badRequest(AWARD_MSG.lapsed(stampOf(Date.parse(quote.validUntil))));
      const p = priceLine(priced, line.quantity, x.taxRate);
      return {
        inquiry_id: f.inquiryId,
        line_id: lineId,
        quote_id: quoteId,
        buyer_company_id: x.buyerCompanyId,
        supplier_company_id: quote.companyId,
        material_name: line.name,
        spec: line.spec,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: p.unitPriceWithTax,
        amount: p.amountWithTax,
        ...inq,
        deal_time: t,
      };
    });
    await tx.insertInto('inquiry_deal').values(deals).execute();
    await tx
      .updateTable('inquiry')
      .set({ status: 'closed', closed_at: t, updated_at: t })
      .where('id', '=', f.inquiryId)
      .execute();
    const winners = new Set(deals.map((d) => d.supplier_company_id));
    const link = pageLinks.inquiryDetail(f.inquiryId);
    await notify(
      tx,
      [...winners].map((companyId) => ({ companyId })),
      `恭喜中标：${x.title}`,
      `您对询价「${x.title}」的报价已中标，请与采购方联系签订合同。`,
      { link, objectKind: 'inquiry', objectId: f.inquiryId },
    );
    const others = x.quotes.filter((q) => !winners.has(q.companyId)).map((q) => ({ companyId: q.companyId }));
    await notify(tx, others, `询价已定标：${x.title}`, `询价「${x.title}」已定标，您的报价未中标，感谢参与。`, {
      link,
      objectKind: 'inquiry',
      objectId: f.inquiryId,
    });
    return { id: f.inquiryId, state: 'closed', stateName: stateName('closed'), reviewNote: '' };
  });
}

// A quote's revision history (每次报价的价格与时间), newest first: its supplier company reads it
// always; the buyer once it may read the prices at all (a 密封报价's after the deadline, as the
// comparison); anybody else is told the quote does not exist.
import { QUOTE_REVISIONS_MSG } from '../../../api/inquiry-desk';
import { SEALED_MSG } from '../../../api/inquiry-rfq';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { isoOf, stampOf } from '../../floor/time';
import { sealedNow } from './award';
import { priceLine, sum } from './pricing';

export async function quoteRevisions(db: Db, me: Member, quoteId: number, nowMs: number) {
  const q = await db
    .selectFrom('inquiry_quote as q')
    .innerJoin('inquiry as i', 'i.id', 'q.inquiry_id')
    .innerJoin('companies as c', 'c.id', 'q.supplier_company_id')
    .select(['q.supplier_company_id', 'i.buyer_company_id', 'i.quote_mode', 'i.deadline', 'i.tax_rate', 'c.name'])
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
  const own = q?.supplier_company_id === me.companyId;
  if (!q || (!own && q.buyer_company_id !== me.companyId)) throw notFound(QUOTE_REVISIONS_MSG.missing);
  if (!own && sealedNow(q, stampOf(nowMs))) throw badRequest(SEALED_MSG.comparison);
  const heads = await db
    .selectFrom('inquiry_quote_revision')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('revision', 'desc')
    .execute();
  const rows = await db
    .selectFrom('inquiry_quote_revision_line as r')
    .innerJoin('inquiry_line as l', 'l.id', 'r.line_id')
    .select([
      'r.revision',
      'r.line_id',
      'r.unit_price',
      'r.tax_included',
      'r.delivery_days',
      'l.name',
      'l.unit',
      'l.quantity',
    ])
    .where('r.quote_id', '=', quoteId)
    .orderBy('l.seq')
    .execute();
  const revisions = heads.map((h) => {
    const lines = rows
      .filter((r) => r.revision === h.revision)
      .map((r) => {
        const p = priceLine(
          {
            lineId: r.line_id,
            unitPrice: Number(r.unit_price),
            taxIncluded: r.tax_included === 1,
            deliveryDays: r.delivery_days,
            remark: '',
          },
          Number(r.quantity),
          q.tax_rate,
        );
        return {
          lineId: r.line_id,
          name: r.name,
          unit: r.unit,
          quantity: Number(r.quantity),
          unitPriceWithTax: p.unitPriceWithTax,
          amountWithTax: p.amountWithTax,
          deliveryDays: r.delivery_days,
        };
      });
    return {
      revision: h.revision,
      submittedAt: isoOf(h.created_at),
      validUntil: isoOf(h.valid_until),
      remark: h.remark,
      totalWithTax: sum(lines.map((l) => l.amountWithTax)),
      lines,
    };
  });
  return { quoteId, companyName: q.name, revisions };
}

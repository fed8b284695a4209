// The member lists: the buyer's own inquiries in every state, and the supplier's requirements
// (open inquiries of other companies it may quote on, with its own quote if any).
import type { Page, z } from '../../../api/define';
import type { inquiry, InquiryCard } from '../../../api/inquiry';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import type { Member } from '../../http/session';
import { stampOf } from '../../floor/time';
import { baseQuery, toCards, withCardColumns } from './cards';
import { countOf } from './page';
import { myQuote } from './quotes';

type MineQuery = z.output<(typeof inquiry)['mine']['input']>;
type RequirementQuery = z.output<(typeof inquiry)['supplierRequirements']['input']>;

export async function mine(db: Db, me: Member, q: MineQuery, nowMs: number): Promise<Page<InquiryCard & { reviewNote: string }>> {
  const t = stampOf(nowMs);
  let base = baseQuery(db).where('i.buyer_company_id', '=', me.companyId);
  if (q.state === 'published') base = base.where('i.status', '=', 'published').where('i.deadline', '>', t);
  else if (q.state === 'expired') base = base.where('i.status', '=', 'published').where('i.deadline', '<=', t);
  else if (q.state) base = base.where('i.status', '=', q.state);
  const total = await countOf(base);
  const rows = await withCardColumns(base).orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc').limit(q.size).offset(offsetOf(q.current, q.size)).execute();
  const cards = await toCards(db, rows, t);
  return pageOf(
    cards.map((c, i) => ({ ...c, reviewNote: rows[i].review_note })),
    total,
    q.current,
    q.size,
  );
}

export async function supplierRequirements(db: Db, me: Member, q: RequirementQuery, nowMs: number) {
  const t = stampOf(nowMs);
  let base = baseQuery(db).where('i.status', '=', 'published').where('i.deadline', '>', t).where('i.buyer_company_id', '<>', me.companyId);
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) => eb.or([contains(eb.ref('i.title'), k), contains(eb.ref('b.name'), k)]));
  }
  if (q.quoted !== 'all') {
    base = base.where((eb) => {
      const mineQuote = eb.exists(eb.selectFrom('inquiry_quote as q').select('q.id').whereRef('q.inquiry_id', '=', 'i.id').where('q.supplier_company_id', '=', me.companyId));
      return q.quoted === 'quoted' ? mineQuote : eb.not(mineQuote);
    });
  }
  const total = await countOf(base);
  const rows = await withCardColumns(base).orderBy('i.deadline', 'asc').orderBy('i.id', 'desc').limit(q.size).offset(offsetOf(q.current, q.size)).execute();
  const cards = await toCards(db, rows, t);
  const records = [];
  for (const c of cards) {
    const quote = await myQuote(db, me.companyId, c.id);
    records.push({ ...c, myQuote: quote && { quoteId: quote.quoteId, totalWithTax: quote.totalWithTax, updatedAt: quote.updatedAt, revision: quote.revision } });
  }
  return pageOf(records, total, q.current, q.size);
}

// The member lists: the buyer's own inquiries in every state, and the supplier's requirements
// (open inquiries of other companies it may quote on, with its own quote if any).
import type { Page, z } from '../../../api/define';
import type { inquiry, InquiryCard } from '../../../api/inquiry';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db';
import { contains, countOf, offsetOf, pageOf } from '../../db/query';
import type { Member } from '../../http/session';
import { stampOf } from '../../floor/time';
import { baseQuery, toCards, withCardColumns } from './cards';
import { myQuote } from './quotes';

type MineQuery = z.output<(typeof inquiry)['mine']['input']>;
type RequirementQuery = z.output<(typeof inquiry)['supplierRequirements']['input']>;

export async function mine(
  db: Db,
  me: Member,
  q: MineQuery,
  nowMs: number,
): Promise<Page<InquiryCard & { reviewNote: string }>> {
  const t = stampOf(nowMs);
  let base = baseQuery(db).where('i.buyer_company_id', '=', me.companyId);
  if (q.state === 'published') base = base.where('i.status', '=', 'published').where('i.deadline', '>', t);
  else if (q.state === 'expired') base = base.where('i.status', '=', 'published').where('i.deadline', '<=', t);
  else if (q.state) base = base.where('i.status', '=', q.state);
  const total = await countOf(base);
  const rows = await withCardColumns(base)
    .orderBy('i.updated_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
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
  const profile = await db
    .selectFrom('inquiry_supplier_profile')
    .select(['categories', 'regions'])
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  const cats = profile?.categories.split(',').filter(Boolean) ?? [];
  const regions = profile?.regions.split(',').filter(Boolean) ?? [];
  const invitedHere = sql<SqlBool>`exists (select 1 from inquiry_invite v where v.inquiry_id = i.id and v.company_id = ${me.companyId})`;
  const hit = (cond: ReturnType<typeof sql>) => sql<number>`case when ${cond} then 1 else 0 end`;
  const inList = (col: string, codes: string[]) =>
    codes.length ? hit(sql`${sql.ref(col)} in (${sql.join(codes)})`) : sql<number>`0`;
  const catHit = inList('i.category_code', cats);
  const regionHit = inList('i.province_code', regions);
  const inviteHit = hit(invitedHere);
  let base = baseQuery(db)
    .where('i.status', '=', 'published')
    .where('i.deadline', '>', t)
    .where('i.buyer_company_id', '<>', me.companyId)
    // 定向邀请: only the invited see it here (and may quote).
    .where((eb) => eb.or([eb('i.invited_only', '=', 0), invitedHere]));
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) => eb.or([contains(eb.ref('i.title'), k), contains(eb.ref('b.name'), k)]));
  }
  if (q.quoted !== 'all') {
    base = base.where((eb) => {
      const mineQuote = eb.exists(
        eb
          .selectFrom('inquiry_quote as q')
          .select('q.id')
          .whereRef('q.inquiry_id', '=', 'i.id')
          .where('q.supplier_company_id', '=', me.companyId),
      );
      return q.quoted === 'quoted' ? mineQuote : eb.not(mineQuote);
    });
  }
  const total = await countOf(base);
  const rows = await withCardColumns(base)
    .select([
      catHit.as('cat_hit'),
      regionHit.as('region_hit'),
      inviteHit.as('invite_hit'),
      sql<number>`${inviteHit} + ${catHit} + ${regionHit}`.as('match_score'),
    ])
    .orderBy('match_score', 'desc')
    .orderBy('i.deadline', 'asc')
    .orderBy('i.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  const cards = await toCards(db, rows, t);
  const records = [];
  for (const [i, c] of cards.entries()) {
    const quote = await myQuote(db, me.companyId, c.id);
    const r = rows[i];
    const matchReasons = [
      ...(Number(r.invite_hit) ? ['受邀报价'] : []),
      ...(Number(r.cat_hit) ? [`主营品类：${c.categoryName}`] : []),
      ...(Number(r.region_hit) ? [`服务地区：${c.provinceName}`] : []),
    ];
    records.push({
      ...c,
      matchReasons,
      myQuote: quote && {
        quoteId: quote.quoteId,
        totalWithTax: quote.totalWithTax,
        updatedAt: quote.updatedAt,
        revision: quote.revision,
      },
    });
  }
  return pageOf(records, total, q.current, q.size);
}

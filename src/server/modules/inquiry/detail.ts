// One inquiry: public ones for everybody (contact masked for visitors), drafts, reviews,
// rejected and withdrawn ones only for the buyer's company; unknown → 404.
import type { InquiryDetail } from '../../../api/inquiry';
import type { Db } from '../../db';
import type { Member } from '../../http/session';
import { isoOf, stampOf } from '../../floor/time';
import { baseQuery, toCards, withCardColumns } from './cards';
import { maskCompany, maskPerson, maskPhone } from '../../floor/mask';
import { isInvited, quoteBlock } from './rules';
import { rfqFacts } from './rfq-facts';
import { PUBLIC } from './status';

export async function inquiryDetail(
  db: Db,
  id: number,
  me: Member | null,
  nowMs: number,
): Promise<InquiryDetail | undefined> {
  const t = stampOf(nowMs);
  const row = await withCardColumns(baseQuery(db).where('i.id', '=', id))
    .select([
      'i.delivery_address',
      'i.remark',
      'i.contact_name',
      'i.contact_phone',
      'i.award_mode',
      'i.supply_kind',
      'i.budget',
      'i.delivery_date',
      'i.district_code',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const isOwner = me !== null && me.companyId === row.buyer_company_id;
  if (!PUBLIC.includes(row.status) && !isOwner) return undefined;
  const [card] = await toCards(db, [row], t);
  const lines = await db
    .selectFrom('inquiry_line')
    .select(['id', 'name', 'spec', 'unit', 'quantity', 'remark'])
    .where('inquiry_id', '=', id)
    .orderBy('seq')
    .execute();
  const deals = await db
    .selectFrom('inquiry_deal as d')
    .innerJoin('companies as s', 's.id', 'd.supplier_company_id')
    .select(['d.line_id', 's.name', 'd.unit_price', 'd.amount'])
    .where('d.inquiry_id', '=', id)
    .orderBy('d.line_id')
    .execute();
  const quoted = me
    ? await db
        .selectFrom('inquiry_quote')
        .select('id')
        .where('inquiry_id', '=', id)
        .where('supplier_company_id', '=', me.companyId)
        .executeTakeFirst()
    : undefined;
  const reason = await quoteBlock(db, me, row, t);
  const invited = me !== null && row.invited_only === 1 && (await isInvited(db, id, me.companyId));
  const counterpart = me && !isOwner && (reason === '' || quoted !== undefined || invited) ? me.companyId : null;
  const facts = await rfqFacts(db, row, { isOwner, counterpart, nowMs });
  return {
    ...card,
    deliveryAddress: row.delivery_address,
    remark: row.remark,
    ...facts,
    lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity) })),
    contact: me
      ? { name: row.contact_name, phone: row.contact_phone, masked: false }
      : { name: maskPerson(row.contact_name), phone: maskPhone(row.contact_phone), masked: true },
    reviewNote: isOwner ? row.review_note : '',
    deals: deals.map((d) => ({
      lineId: d.line_id,
      supplierName: maskCompany(d.name),
      unitPrice: Number(d.unit_price),
      amount: Number(d.amount),
    })),
    viewer: {
      isOwner,
      canQuote: reason === '',
      quoteBlockedReason: reason,
      hasQuoted: quoted !== undefined,
      invited,
    },
    serverTime: isoOf(t),
  };
}

// The inquiry card every list shows (page, home, mine, supplier requirements): one base query
// (inquiry + buyer) that callers filter, the card columns, and the mapping with the first line.
import type { InquiryCard } from '../../../api/inquiry';
import type { Db } from '../../db';
import { isoOf } from '../../floor/time';
import { inquiryNo, stateName, stateOf, statusCodeOf } from './status';

export const baseQuery = (db: Db) =>
  db.selectFrom('inquiry as i').innerJoin('companies as b', 'b.id', 'i.buyer_company_id');
export type Base = ReturnType<typeof baseQuery>;

export const withCardColumns = (q: Base) =>
  q
    .leftJoin('region as p', 'p.code', 'i.province_code')
    .leftJoin('region as c', 'c.code', 'i.city_code')
    .leftJoin('dict_entry as d', (j) =>
      j.onRef('d.dict_key', '=', 'i.category_code').on('d.code', '=', 'category_code'),
    )
    .select([
      'i.id',
      'i.title',
      'i.buyer_company_id',
      'b.name as buyer_name',
      'b.org_code',
      'i.category_code',
      'd.dict_value as category_name',
      'i.province_code',
      'p.name as province_name',
      'i.city_code',
      'c.name as city_name',
      'i.tax_included',
      'i.tax_rate',
      'i.status',
      'i.review_note',
      'i.quote_count',
      'i.publish_time',
      'i.deadline',
      'i.created_at',
      'i.quote_mode',
      'i.invited_only',
    ]);
export type CardRow = Awaited<ReturnType<ReturnType<typeof withCardColumns>['executeTakeFirstOrThrow']>>;

export async function toCards(db: Db, rows: CardRow[], nowStamp: string): Promise<InquiryCard[]> {
  const ids = rows.map((r) => r.id);
  const [firsts, counts] = ids.length
    ? await Promise.all([
        db
          .selectFrom('inquiry_line')
          .select(['inquiry_id', 'name', 'quantity', 'unit'])
          .where('inquiry_id', 'in', ids)
          .where('seq', '=', 1)
          .execute(),
        db
          .selectFrom('inquiry_line')
          .select((eb) => ['inquiry_id', eb.fn.countAll<number>().as('n')])
          .where('inquiry_id', 'in', ids)
          .groupBy('inquiry_id')
          .execute(),
      ])
    : [[], []];
  return rows.map((r) => {
    const first = firsts.find((l) => l.inquiry_id === r.id);
    const lineCount = Number(counts.find((c) => c.inquiry_id === r.id)?.n ?? 0);
    const state = stateOf(r.status, r.deadline, nowStamp);
    return {
      id: r.id,
      inquiryNo: inquiryNo(r.id, r.publish_time, r.created_at),
      title: r.title,
      buyer: { companyId: r.buyer_company_id, name: r.buyer_name, verified: r.org_code !== '' },
      categoryCode: r.category_code,
      categoryName: r.category_name ?? '',
      provinceCode: r.province_code,
      provinceName: r.province_name ?? '',
      cityCode: r.city_code,
      cityName: r.city_name ?? '',
      mainItem: first ? `${first.name}${lineCount > 1 ? ` 等 ${lineCount} 项` : ''}` : '',
      quantity: Number(first?.quantity ?? 0),
      unit: first?.unit ?? '',
      lineCount,
      taxIncluded: r.tax_included === 1,
      taxRate: r.tax_rate,
      state,
      stateName: stateName(state),
      statusCode: statusCodeOf(state),
      quoteCount: r.quote_count,
      quoteMode: r.quote_mode,
      invitedOnly: r.invited_only === 1,
      publishTime: r.publish_time ? isoOf(r.publish_time) : null,
      deadline: isoOf(r.deadline),
    };
  });
}

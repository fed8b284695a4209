// 我的报价: every quote of the supplier company with how it ended up — 已中标 (a line awarded to
// it), 未中标 (awarded to others), 已失效 (the inquiry withdrawn, or the quote's validity passed
// before an award), else 已修改 / 已报价 — its own 含税 total and what it won, with totals over
// all its quotes. Computed from the quotes (a desk holds hundreds at most), paged here.
import type { z } from '../../../api/define';
import {
  QUOTE_OUTCOME_NAMES,
  type inquiryDesk,
  type QuoteHistoryRow,
  type QuoteOutcome,
  type QuoteTotals,
} from '../../../api/inquiry-desk';
import type { Db } from '../../db';
import { pageOf } from '../../db/query';
import type { Member } from '../../http/session';
import { isoOf, stampOf } from '../../floor/time';
import { amountOf, sum, withTax } from './pricing';
import { inquiryNo, quoteNo } from './status';

type Query = z.output<(typeof inquiryDesk)['myQuotes']['input']>;

export async function quoteHistory(db: Db, me: Member, q: Query, nowMs: number) {
  const t = stampOf(nowMs);
  const quotes = await db
    .selectFrom('inquiry_quote as q')
    .innerJoin('inquiry as i', 'i.id', 'q.inquiry_id')
    .innerJoin('companies as b', 'b.id', 'i.buyer_company_id')
    .select([
      'q.id',
      'q.revision',
      'q.created_at',
      'q.updated_at',
      'q.valid_until',
      'i.id as inquiry_id',
      'i.title',
      'i.status',
      'i.deadline',
      'i.tax_rate',
      'i.publish_time',
      'i.created_at as inquiry_created',
      'b.name as buyer_name',
    ])
    .where('q.supplier_company_id', '=', me.companyId)
    .orderBy('q.updated_at', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
  const ids = quotes.map((x) => x.id);
  const priced = ids.length
    ? await db
        .selectFrom('inquiry_quote_line as ql')
        .innerJoin('inquiry_line as l', 'l.id', 'ql.line_id')
        .select(['ql.quote_id', 'ql.unit_price', 'ql.tax_included', 'l.quantity'])
        .where('ql.quote_id', 'in', ids)
        .execute()
    : [];
  const won = ids.length
    ? await db.selectFrom('inquiry_deal').select(['quote_id', 'amount']).where('quote_id', 'in', ids).execute()
    : [];
  const inquiryIds = [...new Set(quotes.map((x) => x.inquiry_id))];
  const lineCounts = inquiryIds.length
    ? await db
        .selectFrom('inquiry_line')
        .select((eb) => ['inquiry_id', eb.fn.countAll<number>().as('n')])
        .where('inquiry_id', 'in', inquiryIds)
        .groupBy('inquiry_id')
        .execute()
    : [];
  const rows: QuoteHistoryRow[] = quotes.map((x) => {
    const mine = priced.filter((p) => p.quote_id === x.id);
    const wins = won.filter((w) => w.quote_id === x.id);
    const outcome: QuoteOutcome =
      wins.length > 0
        ? 'won'
        : x.status === 'closed'
          ? 'lost'
          : x.status === 'withdrawn' || x.valid_until <= t
            ? 'expired'
            : x.revision > 1
              ? 'revised'
              : 'quoted';
    return {
      quoteId: x.id,
      quoteNo: quoteNo(x.id, x.created_at),
      inquiryId: x.inquiry_id,
      inquiryNo: inquiryNo(x.inquiry_id, x.publish_time, x.inquiry_created),
      title: x.title,
      buyerName: x.buyer_name,
      revision: x.revision,
      quotedAt: isoOf(x.created_at),
      updatedAt: isoOf(x.updated_at),
      deadline: isoOf(x.deadline),
      outcome,
      outcomeName: QUOTE_OUTCOME_NAMES[outcome],
      totalWithTax: sum(
        mine.map((p) => amountOf(withTax(Number(p.unit_price), p.tax_included === 1, x.tax_rate), Number(p.quantity))),
      ),
      wonAmount: sum(wins.map((w) => Number(w.amount))),
      lineCount: Number(lineCounts.find((c) => c.inquiry_id === x.inquiry_id)?.n ?? 0),
      quotedLines: mine.length,
    };
  });
  const count = (o: QuoteOutcome[]) => rows.filter((r) => o.includes(r.outcome)).length;
  const totals: QuoteTotals = {
    quotes: rows.length,
    won: count(['won']),
    lost: count(['lost']),
    open: count(['quoted', 'revised']),
    expired: count(['expired']),
    quotedAmount: sum(rows.map((r) => r.totalWithTax)),
    wonAmount: sum(rows.map((r) => r.wonAmount)),
  };
  const shown = q.outcome ? rows.filter((r) => r.outcome === q.outcome) : rows;
  const start = (q.current - 1) * q.size;
  return { page: pageOf(shown.slice(start, start + q.size), shown.length, q.current, q.size), totals };
}

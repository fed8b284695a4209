// The seeded quotes' revision history: a quote revised n times was submitted n times between its
// creation and its last update, each earlier submission 1.5 % dearer per later revision (a
// supplier sharpens its price), the last one the quote's prices as they stand.
import type { Insertable } from 'kysely';
import { msOf, stampOf } from '../../../floor/time';
import type {
  InquiryQuoteLineTable,
  InquiryQuoteRevisionLineTable,
  InquiryQuoteRevisionTable,
  InquiryQuoteTable,
} from '../schema';

type Quote = Insertable<InquiryQuoteTable> & { id: number; revision: number; created_at: string; updated_at: string };
type Line = Insertable<InquiryQuoteLineTable> & { line_id: number; unit_price: number; tax_included: number };

export function quoteRevisions(quotes: Quote[], quoteLines: Line[]) {
  const heads: Insertable<InquiryQuoteRevisionTable>[] = [];
  const lines: Insertable<InquiryQuoteRevisionLineTable>[] = [];
  const byQuote = new Map<number, Line[]>();
  for (const l of quoteLines) byQuote.set(l.quote_id, [...(byQuote.get(l.quote_id) ?? []), l]);
  for (const q of quotes) {
    const first = msOf(q.created_at);
    const span = msOf(q.updated_at) - first;
    for (let revision = 1; revision <= q.revision; revision++) {
      const at = q.revision === 1 ? first : first + Math.round((span * (revision - 1)) / (q.revision - 1));
      heads.push({
        quote_id: q.id,
        revision,
        valid_until: q.valid_until,
        remark: revision === q.revision ? (q.remark ?? '') : '',
        created_at: stampOf(at),
      });
      const dearer = 1 + 0.015 * (q.revision - revision);
      for (const l of byQuote.get(q.id) ?? []) {
        lines.push({
          quote_id: q.id,
          revision,
          line_id: l.line_id,
          unit_price: Math.round(l.unit_price * dearer * 100) / 100,
          tax_included: l.tax_included,
          delivery_days: l.delivery_days ?? 0,
        });
      }
    }
  }
  return { heads, lines };
}

// Quote arithmetic in whole cents: prices normalised to 含税 at the inquiry's VAT rate, line
// amounts, and the comparison matrix (suppliers as columns, lines as rows, lowest marked).
import type { Comparison } from '../../../api/inquiry';
import type { InquiryState } from '../../../api/inquiry-rules';

const cents = (yuan: number) => Math.round(yuan * 100);

/** The 含税 unit price: as quoted when it includes tax, else grossed up by the rate (%). */
export function withTax(unitPrice: number, taxIncluded: boolean, ratePercent: number): number {
  return taxIncluded ? unitPrice : Math.round((cents(unitPrice) * (100 + ratePercent)) / 100) / 100;
}

export const amountOf = (unitPrice: number, quantity: number): number => Math.round(cents(unitPrice) * quantity) / 100;

export interface PricedLine {
  lineId: number;
  unitPrice: number;
  taxIncluded: boolean;
  deliveryDays: number;
  remark: string;
}

export function priceLine(l: PricedLine, quantity: number, rate: number) {
  const unitPriceWithTax = withTax(l.unitPrice, l.taxIncluded, rate);
  return { ...l, unitPriceWithTax, amountWithTax: amountOf(unitPriceWithTax, quantity) };
}

export const sum = (values: number[]): number => values.reduce((s, v) => s + cents(v), 0) / 100;

export interface CompareInput {
  inquiryId: number;
  taxRate: number;
  state: InquiryState;
  sealed: boolean;
  quoteCount: number;
  opensAt: string;
  awardMode: 'line' | 'whole';
  lines: { id: number; name: string; spec: string; unit: string; quantity: number; remark: string }[];
  quotes: {
    quoteId: number;
    companyId: number;
    name: string;
    verified: boolean;
    quotedAt: string;
    revision: number;
    validUntil: string;
    lapsed: boolean;
    remark: string;
    lines: PricedLine[];
  }[];
  /** lineId → quoteId of awarded lines. */
  awarded: Map<number, number>;
}

export function compare(input: CompareInput): Comparison {
  const { lines, quotes, taxRate } = input;
  const rows = lines.map((line) => {
    const cells = quotes.map((q) => {
      const l = q.lines.find((x) => x.lineId === line.id);
      return l ? priceLine(l, line.quantity, taxRate) : null;
    });
    const prices = cells.filter((c) => c !== null).map((c) => c.unitPriceWithTax);
    const low = prices.length ? Math.min(...prices) : null;
    return {
      ...line,
      cells: cells.map((c) => (c ? { ...c, lowest: c.unitPriceWithTax === low } : null)),
      lowestQuoteIds: quotes.filter((_, i) => cells[i]?.unitPriceWithTax === low && low !== null).map((q) => q.quoteId),
    };
  });
  const totals = quotes.map((_, i) => sum(rows.map((r) => r.cells[i]?.amountWithTax ?? 0)));
  const complete = quotes.map((_, i) => rows.every((r) => r.cells[i] !== null));
  const completeTotals = totals.filter((_, i) => complete[i]);
  const best = completeTotals.length ? Math.min(...completeTotals) : null;
  return {
    inquiryId: input.inquiryId,
    taxRate,
    state: input.state,
    sealed: input.sealed,
    quoteCount: input.sealed ? input.quoteCount : quotes.length,
    opensAt: input.opensAt,
    awardMode: input.awardMode,
    suppliers: quotes.map((q, i) => ({
      companyId: q.companyId,
      name: q.name,
      verified: q.verified,
      quoteId: q.quoteId,
      quotedAt: q.quotedAt,
      revision: q.revision,
      validUntil: q.validUntil,
      lapsed: q.lapsed,
      remark: q.remark,
      totalWithTax: totals[i],
      complete: complete[i],
      lowestTotal: complete[i] && totals[i] === best,
      awardedLineIds: lines.filter((l) => input.awarded.get(l.id) === q.quoteId).map((l) => l.id),
    })),
    rows,
    splitTotal: sum(rows.map((r) => r.cells.find((c) => c?.lowest)?.amountWithTax ?? 0)),
  };
}

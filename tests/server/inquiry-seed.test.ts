// The seeded inquiries as built (no database): over 500 across every province, open, closing
// soon and closed ones relative to `now`, quote counts that match, deals at the lowest 含税 price
// of each line, the same rows for the same clock, shifted in time for a later one.
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/server/db/seed/catalog';
import { marketRng } from '../../src/server/db/seed/market';
import { regionRows } from '../../src/server/db/seed/regions';
import { INQUIRY_COUNT, INQUIRY_SEED } from '../../src/server/modules/inquiry/seed';
import { buildInquiries } from '../../src/server/modules/inquiry/seed/build';
import { itemPools } from '../../src/server/modules/inquiry/seed/items';
import { withTax } from '../../src/server/modules/inquiry/pricing';

const DAY = 86_400_000;
const ms = (s: string | null | undefined) => Date.parse(`${s!.replace(' ', 'T')}Z`);

describe('seeded inquiries', () => {
  const regions = regionRows();
  const dict = ['水泥', '钢材', '防水材料', '管材管件', '瓷砖', '电线电缆', '砂石骨料', '混凝土', '木材模板', '涂料'].map((v, i) => ({ dict_key: String(i + 1), dict_value: v }));
  const pools = itemPools(buildCatalog().catalog, dict);
  const company = (id: number) => ({ id, name: `企业${id}`, provinceCode: '320000', cityCode: '320100' });
  const companies = { buyers: [1, 3, ...Array.from({ length: 30 }, (_, i) => 200 + i)].map(company), suppliers: [2, ...Array.from({ length: 30 }, (_, i) => 300 + i)].map(company) };
  const now = Date.UTC(2027, 5, 1, 3, 0, 0);
  const build = (at: number) => buildInquiries(marketRng(INQUIRY_SEED, at), { now: at, regions, pools, companies, count: INQUIRY_COUNT });
  const b = build(now);

  it('spreads over every province with open, closing-soon, expired, closed and withdrawn ones', () => {
    const published = b.inquiries.filter((i) => i.publish_time);
    expect(published.length).toBeGreaterThanOrEqual(500);
    expect(new Set(b.inquiries.map((i) => i.province_code))).toEqual(new Set(regions.filter((r) => r.level === 1).map((r) => r.code)));
    const open = b.inquiries.filter((i) => i.status === 'published' && ms(i.deadline) > now);
    expect(open.length).toBeGreaterThan(150);
    expect(open.filter((i) => ms(i.deadline) <= now + 2 * DAY).length).toBeGreaterThan(10);
    expect(b.inquiries.filter((i) => i.status === 'published' && ms(i.deadline) <= now).length).toBeGreaterThan(50);
    expect(b.inquiries.filter((i) => i.status === 'closed').length).toBeGreaterThan(150);
    expect(b.inquiries.filter((i) => i.status === 'withdrawn').length).toBeGreaterThan(5);
    for (const i of published) {
      expect(ms(i.publish_time)).toBeLessThan(now);
      expect(ms(i.deadline) - ms(i.publish_time)).toBeGreaterThanOrEqual(DAY);
    }
  });

  it('counts the quotes of each inquiry and quotes only before the deadline and now', () => {
    const byInquiry = new Map<number, number>();
    for (const q of b.quotes) byInquiry.set(q.inquiry_id, (byInquiry.get(q.inquiry_id) ?? 0) + 1);
    for (const i of b.inquiries) expect(i.quote_count, String(i.id)).toBe(byInquiry.get(i.id) ?? 0);
    const deadline = new Map(b.inquiries.map((i) => [i.id, ms(i.deadline)]));
    for (const q of b.quotes) expect(ms(q.updated_at)).toBeLessThan(Math.min(deadline.get(q.inquiry_id)!, now));
    expect(new Set(b.quotes.map((q) => `${q.inquiry_id}:${q.supplier_company_id}`)).size).toBe(b.quotes.length);
  });

  it('awards each line of a closed inquiry to its lowest 含税 price', () => {
    const inquiry = new Map(b.inquiries.map((i) => [i.id, i]));
    const quoteOf = new Map(b.quotes.map((q) => [q.id, q]));
    expect(b.deals.length).toBeGreaterThan(200);
    for (const d of b.deals) {
      const i = inquiry.get(d.inquiry_id)!;
      expect(i.status).toBe('closed');
      const offers = b.quoteLines.filter((l) => l.line_id === d.line_id).map((l) => withTax(Number(l.unit_price), l.tax_included === 1, i.tax_rate));
      expect(d.unit_price).toBe(Math.min(...offers));
      expect(quoteOf.get(d.quote_id)!.inquiry_id).toBe(d.inquiry_id);
      expect(ms(d.deal_time)).toBeLessThan(now);
    }
  });

  it('is the same for the same clock and shifts with a later one', () => {
    expect(build(now)).toEqual(b);
    const later = build(now + 30 * DAY);
    expect(later.inquiries.map((i) => i.title)).toEqual(b.inquiries.map((i) => i.title));
    expect(later.inquiries.map((i) => ms(i.deadline) - ms(b.inquiries[i.id - 1].deadline))).toEqual(b.inquiries.map(() => 30 * DAY));
  });
});

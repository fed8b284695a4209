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
  const dict = [
    '水泥',
    '钢材',
    '防水材料',
    '管材管件',
    '瓷砖',
    '电线电缆',
    '砂石骨料',
    '混凝土',
    '木材模板',
    '涂料',
  ].map((v, i) => ({ dict_key: String(i + 1), dict_value: v }));
  const pools = itemPools(buildCatalog().catalog, dict);
  const provinces = regions.filter((r) => r.level === 1);
  const LINES = [
    '建材贸易',
    '钢铁贸易',
    '建筑材料',
    '物资',
    '供应链管理',
    '新型建材',
    '管业',
    '电缆',
    '防水科技',
    '商贸',
  ];
  const company = (id: number, i: number) => {
    const p = provinces[i % provinces.length];
    const city = regions.find((r) => r.parent_code === p.code && r.level === 2)!;
    return { id, name: `${p.name}恒达${LINES[i % LINES.length]}有限公司`, provinceCode: p.code, cityCode: city.code };
  };
  const companies = {
    buyers: [1, 3, ...Array.from({ length: 60 }, (_, i) => 200 + i)].map(company),
    suppliers: [2, ...Array.from({ length: 140 }, (_, i) => 300 + i)].map(company),
  };
  const now = Date.UTC(2027, 5, 1, 3, 0, 0);
  const build = (at: number) =>
    buildInquiries(marketRng(INQUIRY_SEED, at), { now: at, regions, pools, companies, count: INQUIRY_COUNT });
  const b = build(now);

  it('spreads over every province with open, closing-soon, expired, closed and withdrawn ones', () => {
    const published = b.inquiries.filter((i) => i.publish_time);
    expect(published.length).toBeGreaterThanOrEqual(500);
    expect(new Set(b.inquiries.map((i) => i.province_code))).toEqual(
      new Set(regions.filter((r) => r.level === 1).map((r) => r.code)),
    );
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
      // 整单定标: every line to the one supplier of the lowest whole quote (checked below).
      if (i.award_mode === 'whole') continue;
      const offers = b.quoteLines
        .filter((l) => l.line_id === d.line_id)
        .map((l) => withTax(Number(l.unit_price), l.tax_included === 1, i.tax_rate));
      expect(d.unit_price).toBe(Math.min(...offers));
      expect(quoteOf.get(d.quote_id)!.inquiry_id).toBe(d.inquiry_id);
      expect(ms(d.deal_time)).toBeLessThan(now);
    }
  });

  it('keeps inquiries waiting for a reviewer, unpublished, submitted hours to days ago', () => {
    const pending = b.inquiries.filter((i) => i.status === 'pending_review');
    expect(pending.length).toBeGreaterThanOrEqual(5);
    for (const i of pending) {
      expect(i.publish_time).toBeNull();
      expect(i.quote_count).toBe(0);
      expect(ms(i.deadline)).toBeGreaterThan(now + DAY);
    }
    const ages = pending.map((i) => now - ms(i.updated_at));
    expect(ages.some((a) => a < 12 * 3_600_000)).toBe(true);
    expect(ages.some((a) => a > 3 * DAY)).toBe(true);
  });

  it('is the same for the same clock and shifts with a later one', () => {
    expect(build(now)).toEqual(b);
    const later = build(now + 30 * DAY);
    expect(later.inquiries.map((i) => i.title)).toEqual(b.inquiries.map((i) => i.title));
    expect(later.inquiries.map((i) => ms(i.deadline) - ms(b.inquiries[i.id - 1].deadline))).toEqual(
      b.inquiries.map(() => 30 * DAY),
    );
  });
});

describe('seeded inquiries a builder believes (issue 23)', () => {
  const regions = regionRows();
  const dict = [
    '水泥',
    '钢材',
    '防水材料',
    '管材管件',
    '瓷砖',
    '电线电缆',
    '砂石骨料',
    '混凝土',
    '木材模板',
    '涂料',
  ].map((v, i) => ({ dict_key: String(i + 1), dict_value: v }));
  const pools = itemPools(buildCatalog().catalog, dict);
  const provinces = regions.filter((r) => r.level === 1);
  const LINES = [
    '建材贸易',
    '钢铁贸易',
    '建筑材料',
    '物资',
    '供应链管理',
    '新型建材',
    '管业',
    '电缆',
    '防水科技',
    '商贸',
  ];
  const company = (id: number, i: number) => {
    const p = provinces[i % provinces.length];
    return {
      id,
      name: `${p.name}恒达${LINES[i % LINES.length]}有限公司`,
      provinceCode: p.code,
      cityCode: regions.find((r) => r.parent_code === p.code && r.level === 2)!.code,
    };
  };
  const companies = {
    buyers: [1, 3, ...Array.from({ length: 60 }, (_, i) => 200 + i)].map(company),
    suppliers: [2, ...Array.from({ length: 140 }, (_, i) => 300 + i)].map(company),
  };
  const now = Date.UTC(2027, 5, 1, 3, 0, 0);
  const b = buildInquiries(marketRng(INQUIRY_SEED, now), { now, regions, pools, companies, count: INQUIRY_COUNT });
  const inquiry = new Map(b.inquiries.map((i) => [i.id, i]));
  const profile = new Map(
    b.profiles.map((p) => [
      p.company_id,
      { categories: p.categories.split(','), regions: p.regions.split(','), simple: p.simple_tax === 1 },
    ]),
  );

  it('charges VAT by kind: goods 13 %, installation 9 %, 3 % only for 砂石/商砼 from suppliers who elected it', () => {
    for (const i of b.inquiries) {
      if (i.supply_kind === 'install') expect(i.tax_rate, String(i.id)).toBe(9);
      else if (['7', '8'].includes(i.category_code)) expect([13, 3]).toContain(i.tax_rate);
      else expect(i.tax_rate, String(i.id)).toBe(13);
    }
    expect(b.inquiries.filter((i) => i.tax_rate === 9).length).toBeGreaterThan(5);
    expect(b.inquiries.filter((i) => i.tax_rate === 3).length).toBeGreaterThan(5);
    for (const q of b.quotes)
      if (inquiry.get(q.inquiry_id)!.tax_rate === 3) expect(profile.get(q.supplier_company_id)!.simple).toBe(true);
    for (const p of b.profiles)
      if (p.simple_tax === 1) expect(p.categories.split(',').some((c) => ['7', '8'].includes(c))).toBe(true);
  });

  it('has suppliers quote within their trade and region, and sell what their name says', () => {
    for (const q of b.quotes) {
      const i = inquiry.get(q.inquiry_id)!;
      const p = profile.get(q.supplier_company_id)!;
      expect(p.categories, `quote ${q.id}`).toContain(i.category_code);
      expect(p.regions, `quote ${q.id}`).toContain(i.province_code);
    }
    const trade: Record<string, string[]> = { 电缆: ['6'], 管业: ['4'], 防水科技: ['3'], 钢铁贸易: ['2'] };
    for (const s of companies.suppliers) {
      const line = Object.keys(trade).find((k) => s.name.includes(k));
      if (line) expect(profile.get(s.id)!.categories).toEqual(trade[line]);
    }
    expect(b.quotes.length).toBeGreaterThan(600);
  });

  it('keeps the sealed, invited and whole-order rules on every seeded inquiry', () => {
    const invited = new Set(b.invites.map((v) => `${v.inquiry_id}:${v.company_id}`));
    const quoteOf = new Map(b.quotes.map((q) => [q.id, q]));
    for (const i of b.inquiries) {
      const quotes = b.quotes.filter((q) => q.inquiry_id === i.id);
      const deals = b.deals.filter((d) => d.inquiry_id === i.id);
      // No award before a sealed inquiry's deadline (nobody could read the prices).
      if (i.quote_mode === 'sealed') for (const d of deals) expect(ms(d.deal_time)).toBeGreaterThan(ms(i.deadline));
      if (i.invited_only === 1)
        for (const q of quotes) expect(invited.has(`${i.id}:${q.supplier_company_id}`)).toBe(true);
      if (i.award_mode === 'whole') {
        const lineCount = b.lines.filter((l) => l.inquiry_id === i.id).length;
        for (const q of quotes) expect(b.quoteLines.filter((l) => l.quote_id === q.id).length).toBe(lineCount);
        expect(new Set(deals.map((d) => d.quote_id)).size).toBeLessThanOrEqual(1);
      }
      if (i.status === 'closed') expect(deals.length, String(i.id)).toBeGreaterThan(0);
      for (const d of deals) expect(quoteOf.get(d.quote_id)!.inquiry_id).toBe(i.id);
    }
    for (const kind of ['sealed', 'open'] as const)
      expect(b.inquiries.filter((i) => i.quote_mode === kind).length).toBeGreaterThan(100);
    expect(b.inquiries.filter((i) => i.invited_only === 1).length).toBeGreaterThan(20);
    expect(b.inquiries.filter((i) => i.award_mode === 'whole').length).toBeGreaterThan(50);
  });

  it('names a district of the city, a budget above the market price and a delivery day after the deadline', () => {
    for (const i of b.inquiries) {
      const districts = regions.filter((r) => r.level === 3 && r.parent_code === i.city_code);
      if (districts.length) expect(districts.map((d) => d.code)).toContain(i.district_code);
      if (i.delivery_date) expect(`${i.delivery_date} 23:59:59` > i.deadline!).toBe(true);
      if (i.budget != null) expect(Number(i.budget)).toBeGreaterThan(0);
    }
  });
});

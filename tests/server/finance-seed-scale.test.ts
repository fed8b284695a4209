// The finance seed at ten times the default volume (bench:sections --scale 20000): every partner
// gets offices in nine other provinces, each with its products, so the product list grows about
// tenfold; names stay unique and believable, and every product keeps the section's rules.
import { expect, it } from 'vitest';
import { atScale, DEFAULT_SCALE } from '../../src/server/db/seed/part';
import { marketRng } from '../../src/server/db/seed/market';
import { regionRows } from '../../src/server/db/seed/regions';
import { buildProducts, FINANCE_SEED } from '../../src/server/modules/finance/seed';
import { INSTITUTIONS, institutionsAt } from '../../src/server/modules/finance/seed/institutions';

const provinces = regionRows()
  .filter((r) => r.level === 1)
  .map((r) => ({ code: r.code, name: r.name }));

it('keeps the default seed’s partners and adds offices in other provinces above it', () => {
  expect(institutionsAt(atScale(1, DEFAULT_SCALE), provinces)).toEqual(INSTITUTIONS);
  const ten = institutionsAt(atScale(1, 10 * DEFAULT_SCALE), provinces);
  expect(ten).toHaveLength(10 * INSTITUTIONS.length);
  expect(new Set(ten.map(([name]) => name)).size).toBe(ten.length);
  for (const [name, short, kind, province] of ten.slice(INSTITUTIONS.length)) {
    const home = INSTITUTIONS.find(([, s]) => s === short)!;
    const provinceName = provinces.find((p) => p.code === province)!.name;
    expect(province).not.toBe(home[3]);
    expect(kind).toBe(home[2]);
    expect(name).toMatch(
      kind === '1' ? new RegExp(`^.+有限公司${provinceName}分行$`) : new RegExp(`^.+公司${provinceName}分公司$`),
    );
  }
  expect(ten.map(([name]) => name)).toContain('中国建设银行股份有限公司浙江省分行');
});

it('grows the product list about tenfold, every product keeping its ranges ordered', () => {
  const now = Date.UTC(2027, 0, 4);
  const base = buildProducts(marketRng(FINANCE_SEED, now), now).length;
  const products = buildProducts(marketRng(FINANCE_SEED, now), now, institutionsAt(10, provinces));
  expect(products.length).toBeGreaterThan(8 * base);
  expect(products.length).toBeLessThan(12 * base);
  for (const p of products) {
    expect(p.amount_min_wan).toBeLessThan(p.amount_max_wan as number);
    expect(p.term_min_months).toBeLessThan(p.term_max_months as number);
    expect(p.rate_from).toBeLessThanOrEqual(p.rate_to as number);
  }
});

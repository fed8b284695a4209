// Finance reads and the seed: every seeded product keeps the section's rules (ordered ranges,
// fee rates only for guarantees, 15+ institutions, 60+ products), the list's filters and sorts,
// the four dictionaries as the dictionary call serves them, notices and rules, 404 and bad input.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { finance, type FinanceHome, type ProductCard, type PrecheckResult } from '../../src/api/finance';
import { isUscc, MONEY_BANDS, MONEY_TYPES, SCENE_TYPES, SERVICE_TYPES, TIME_TYPES } from '../../src/api/finance-fields';
import { system } from '../../src/api/system';
import { call, data, refusal } from './auth-helpers';
import { eachDialect, useApp } from './helpers';

eachDialect('finance reads and seed', (dialect) => {
  const t = useApp(dialect);
  const page = async (q: Record<string, unknown>) =>
    data<Page<ProductCard>>(await call(t.app, finance.page, { size: 100, ...q }));

  it('seeds believable products, notices, rules and applications that keep every rule', async () => {
    const institutions = await t.db.selectFrom('finance_institution').selectAll().execute();
    const products = await t.db.selectFrom('finance_product').selectAll().execute();
    expect(institutions.length).toBeGreaterThanOrEqual(15);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.institution_id)).size).toBeGreaterThanOrEqual(15);
    for (const p of products) {
      expect(Number(p.amount_min_wan)).toBeLessThan(Number(p.amount_max_wan));
      expect(p.term_min_months).toBeLessThan(p.term_max_months);
      expect(Number(p.rate_from)).toBeLessThanOrEqual(Number(p.rate_to));
      expect(p.rate_kind === 'fee').toBe(p.service_type === '4');
      if (p.rate_kind === 'fee') expect(Number(p.rate_to)).toBeLessThan(3);
      else expect(Number(p.rate_from)).toBeGreaterThan(3);
      expect(p.funding_days).toBeGreaterThan(0);
      expect(p.online_at < new Date().toISOString().replace('T', ' ')).toBe(true);
    }
    expect(new Set(products.map((p) => p.service_type))).toEqual(new Set(SERVICE_TYPES.map((o) => o.code)));
    const apps = await t.db.selectFrom('finance_application').selectAll().execute();
    for (const a of apps) {
      expect(isUscc(a.credit_code)).toBe(true);
      expect(a.updated_at >= a.created_at).toBe(true);
      expect(a.apply_no).toMatch(/^JR\d{14}$/);
    }
    const home = data<FinanceHome>(await call(t.app, finance.home));
    expect(home.featured).toHaveLength(6);
    expect(home.notices.length).toBeGreaterThan(3);
    expect(home.rules[0].kind).toBe('rule');
  });

  it('serves the four finance dictionaries with the catalogue codes', async () => {
    const tables = {
      finance_service_type: SERVICE_TYPES,
      finance_scene_type: SCENE_TYPES,
      finance_money_type: MONEY_TYPES,
      finance_time_type: TIME_TYPES,
    };
    for (const [code, list] of Object.entries(tables)) {
      const rows = data<{ dictKey: string; dictValue: string }[]>(await call(t.app, system.dictionary, { code }));
      expect(rows.map((r) => [r.dictKey, r.dictValue])).toEqual(list.map((o) => [o.code, o.name]));
    }
  });

  it('filters by dictionary bands and kinds, sorts by rate, amount and time to funds', async () => {
    const all = await page({});
    const guarantees = await page({ serviceType: '4' });
    expect(guarantees.total).toBeGreaterThan(0);
    expect(guarantees.records.every((p) => p.serviceType === '4' && p.rateKind === 'fee')).toBe(true);
    const big = await page({ moneyType: '5' });
    expect(big.records.every((p) => p.amountMaxWan >= MONEY_BANDS['5'][0])).toBe(true);
    expect(big.total).toBeLessThan(all.total);
    const wages = await page({ sceneType: '4', institutionKind: '1' });
    expect(wages.records.every((p) => p.sceneNames.includes('农民工工资') && p.institution.kind === '1')).toBe(true);
    const byRate = (await page({ sort: 'rate' })).records.map((p) => p.rateFrom);
    expect(byRate).toEqual([...byRate].sort((a, b) => a - b));
    const byFunding = (await page({ sort: 'funding' })).records.map((p) => p.fundingDays);
    expect(byFunding).toEqual([...byFunding].sort((a, b) => a - b));
    const named = await page({ keyword: '保函' });
    expect(named.records.every((p) => p.name.includes('保函') || p.institution.name.includes('保函'))).toBe(true);
    const fit = data<PrecheckResult>(
      await call(t.app, finance.precheck, { role: '1', receivable: 'yes', amountWan: 300, termMonths: 6 }),
    );
    for (const m of fit.matches) {
      expect(m.product.amountMinWan <= 300 && m.product.amountMaxWan >= 300).toBe(true);
      expect(m.costFromWan).toBeLessThanOrEqual(m.costToWan);
    }
    expect(fit.moneyType).toBe('3');
  });

  it('answers 404 for unknown ids and a Chinese 400 for bad input', async () => {
    expect(refusal(await call(t.app, finance.detail, { id: 999_999 }))[0]).toBe(404);
    expect(refusal(await call(t.app, finance.notice, { id: 999_999 }))[0]).toBe(404);
    const detail = data<{ steps: unknown[]; conditions: string[] }>(await call(t.app, finance.detail, { id: 1 }));
    expect(detail.steps.length).toBeGreaterThan(2);
    for (const q of [{ serviceType: '9' }, { sort: 'cheapest' }, { size: 1000 }, { current: -1 }]) {
      const [status, msg] = refusal(await call(t.app, finance.page, q));
      expect(status).toBe(400);
      expect(msg).toMatch(/^参数错误/);
    }
    expect(refusal(await call(t.app, finance.notices, { kind: 'rule', category: '7' }))).toEqual([
      400,
      '参数错误：category 取值不正确',
    ]);
    expect(refusal(await call(t.app, finance.precheck, { role: '1', amountWan: 0, termMonths: 6 }))[0]).toBe(400);
  });
});

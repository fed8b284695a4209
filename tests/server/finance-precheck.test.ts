// The pre-check by need (issue 45): the example — a supplier owed money by a large
// contractor, needing 200 万 for 6 months of working capital — gets loans and factoring ranked by
// the annual rate and no guarantee; a guarantee only for a guarantee need; a wage-payment guarantee
// only for a general contractor; each result says why and what it costs. Unit-tested on the
// ranking itself, then through the call on the seeded products (both dialects).
import { describe, expect, it } from 'vitest';
import { finance, precheckQuery, type PrecheckResult, type ProductCard } from '../../src/api/finance';
import { PRECHECK_NOTES, rankByNeed, type Candidate } from '../../src/server/modules/finance/precheck';
import { eachDialect, useApp } from './helpers';
import { body } from './inquiry-helpers';
import { send } from './mall-helpers';

let seq = 0;
function product(name: string, serviceType: string, rateFrom: number, rateTo: number, over: Partial<ProductCard> = {}) {
  const card: ProductCard = {
    id: ++seq,
    name,
    institution: { id: 1, name: '机构', shortName: '机构', kind: '1', kindName: '银行', logoText: '机构' },
    serviceType,
    serviceTypeName: { '1': '供应链金融', '2': '保理融资', '3': '融资租赁', '4': '保函服务', '5': '信用贷款' }[
      serviceType
    ]!,
    sceneNames: [],
    amountMinWan: 1,
    amountMaxWan: 5000,
    termMinMonths: 1,
    termMaxMonths: 36,
    rateFrom,
    rateTo,
    rateKind: serviceType === '4' ? 'fee' : 'rate',
    guaranteeKind: '1',
    guaranteeName: '信用',
    audienceNames: [],
    fundingDays: 3,
    applyCount: 0,
    summary: '',
    ...over,
  };
  return { card, audiences: ['1', '2'] } satisfies Candidate;
}

const market: Candidate[] = [
  product('某行·投标保函', '4', 0.3, 0.5),
  product('某担保·履约保函', '4', 0.4, 0.6),
  product('某行·农民工工资支付保函', '4', 0.35, 0.5),
  product('某担保·农民工工资支付保函', '4', 0.5, 0.7),
  product('某险·农民工工资支付保函', '4', 0.6, 0.8),
  product('某行·预付款保函', '4', 0.5, 0.9),
  product('筑信保理·应收账款保理', '2', 6.2, 8.5),
  product('某行·反向保理（核心企业确权）', '2', 4.1, 5.6),
  product('某行·供应链e贷', '1', 4.35, 6.1, { guaranteeKind: '2' }),
  product('某行·建筑业经营快贷', '5', 3.95, 6.5),
  product('某租赁·施工设备直租', '3', 5.5, 8),
];
const ask = (over: object) =>
  precheckQuery.parse({ role: '1', receivable: 'yes', amountWan: '200', termMonths: '6', ...over });

describe('pre-check ranking by need', () => {
  it('the issue’s supplier: loans and factoring by annual rate, no guarantee, why and cost', () => {
    const { matches, note } = rankByNeed(market, ask({}));
    expect(matches.map((m) => m.product.name)).toEqual([
      '某行·建筑业经营快贷',
      '某行·反向保理（核心企业确权）',
      '某行·供应链e贷',
      '筑信保理·应收账款保理',
    ]);
    expect(matches.every((m) => m.product.serviceType !== '4')).toBe(true);
    expect(matches.some((m) => m.product.name.includes('农民工工资'))).toBe(false);
    // 200 万 × 6 个月 × 4.1% = 4.1 万.
    const factoring = matches[1];
    expect(factoring.costFromWan).toBe(4.1);
    expect(factoring.cost).toBe('200 万 × 6 个月 × 年化 4.1–5.6% → 利息约 4.1–5.6 万元');
    expect(factoring.why).toContain('应收账款');
    expect(note).toBe(PRECHECK_NOTES.money);
  });

  it('without a receivable, receivable-backed products drop out', () => {
    const names = rankByNeed(market, ask({ receivable: 'no' })).matches.map((m) => m.product.name);
    expect(names).toEqual(['某行·建筑业经营快贷']);
  });

  it('a guarantee only for its need, priced by its fee', () => {
    const bid = rankByNeed(market, ask({ need: '2', amountWan: '20', termMonths: '3' }));
    expect(bid.matches.map((m) => m.product.name)).toEqual(['某行·投标保函']);
    expect(bid.matches[0].cost).toBe('保额 20 万 × 3 个月 × 年费率 0.3–0.5% → 保费约 0.02–0.03 万元');
    expect(rankByNeed(market, ask({ need: '3' })).matches.map((m) => m.product.name)).toEqual(['某担保·履约保函']);
  });

  it('wage-payment guarantees only for a general contractor', () => {
    const sub = rankByNeed(market, ask({ need: '5', role: '2' }));
    expect(sub.matches).toEqual([]);
    expect(sub.note).toBe(PRECHECK_NOTES.wage);
    const general = rankByNeed(market, ask({ need: '5', role: '2', contractor: 'yes' }));
    expect(general.matches.map((m) => m.product.rateFrom)).toEqual([0.35, 0.5, 0.6]);
  });
});

eachDialect('pre-check on the seeded products', (dialect) => {
  const t = useApp(dialect);

  it('lists loans or factoring first for the issue’s supplier, never a guarantee', async () => {
    const r = body<PrecheckResult>(
      await send(t.app, finance.precheck, { role: '1', receivable: 'yes', amountWan: 200, termMonths: 6 }),
    );
    expect(r.matches.length).toBeGreaterThan(2);
    // Supply-chain loans, factoring and credit loans only: no guarantee, no leasing.
    for (const m of r.matches) expect(['1', '2', '5']).toContain(m.product.serviceType);
    const rates = r.matches.map((m) => m.product.rateFrom);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    for (const m of r.matches) expect(m.cost).toMatch(/^200 万 × 6 个月 × 年化 .+ → 利息约 .+ 万元$/);
    const wage = body<PrecheckResult>(
      await send(t.app, finance.precheck, { role: '2', amountWan: 50, termMonths: 12, need: '5', contractor: 'yes' }),
    );
    expect(wage.matches.length).toBeGreaterThan(0);
    expect(wage.matches.every((m) => m.product.name.includes('农民工工资'))).toBe(true);
  });
});

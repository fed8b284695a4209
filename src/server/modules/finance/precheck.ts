// The pre-check by need (融资测算, issue 45): a company needing working capital gets loans and
// factoring ranked by the cost of the money (annual rate, lowest first); a guarantee only where the
// need is a guarantee (bid, performance, advance payment, wage payment), ranked by its fee; a
// wage-payment guarantee only for a general contractor. Guarantee fees (< 1 %) are never ranked
// against loan interest. Each result says why it fits and what it would cost (仅供参考).
import type { z } from '../../../api/define';
import type { PrecheckResult, ProductCard, precheckQuery } from '../../../api/finance';
import { GUARANTEE_SERVICE, MONEY_BANDS, TIME_BANDS, WAGE_GUARANTEE_NEED } from '../../../api/finance-fields';
import type { Db } from '../../db';
import { base, codesOf, toCard, withCard } from './cards';

export type Ask = z.output<typeof precheckQuery>;
export interface Candidate {
  card: ProductCard;
  audiences: string[];
}
type Match = PrecheckResult['matches'][number];

/** Working capital: 供应链金融, 保理融资, 信用贷款 (融资租赁 finances equipment, guarantees lend nothing). */
const MONEY_SERVICES = ['1', '2', '5'];
const FACTORING = '2';
const RECEIVABLE_PLEDGE = '2';
/** need → the words a guarantee product's name carries. */
const GUARANTEE_WORDS: Record<string, string> = {
  '2': '投标保函',
  '3': '履约保函',
  '4': '预付款保函',
  '5': '农民工工资',
};
export const MAX_MATCHES = 8;
export const PRECHECK_NOTES = {
  money:
    '按年化利率从低到高排列；测算按参考利率 × 金额 × 期限估算，未含担保费、服务费等，仅供参考，以机构审批结果为准。',
  guarantee: '保函按年费率从低到高排列；保费按费率 × 保额 × 期限估算，仅供参考，以机构出函结果为准。',
  wage: '农民工工资支付保函由施工总承包单位办理，分包、供应企业无需办理。',
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
const range = (a: number, b: number, unit = '') => (a === b ? `${a}${unit}` : `${a}–${b}${unit}`);

function moneyWhy(c: Candidate, ask: Ask): string {
  const p = c.card;
  if (p.serviceType === FACTORING) return '您持有大型建筑企业的应收账款：转让给保理机构提前回款，不新增负债';
  if (p.guaranteeKind === RECEIVABLE_PLEDGE) return '以对大型建筑企业的应收账款质押，额度随应收账款核定';
  if (p.serviceType === '5') return '纯信用贷款，无需抵押，随借随还';
  return `${p.serviceTypeName}：依托采购订单或核心企业信用，金额 ${ask.amountWan} 万元、期限 ${ask.termMonths} 个月在产品范围内`;
}

function fits(c: Candidate, ask: Ask): boolean {
  const p = c.card;
  if (!c.audiences.includes(ask.role)) return false;
  if (ask.need === '1') {
    if (!MONEY_SERVICES.includes(p.serviceType)) return false;
    // Without a receivable from a large contractor, receivable-backed products do not fit.
    return ask.receivable === 'yes' || (p.serviceType !== FACTORING && p.guaranteeKind !== RECEIVABLE_PLEDGE);
  }
  if (p.serviceType !== GUARANTEE_SERVICE || !p.name.includes(GUARANTEE_WORDS[ask.need])) return false;
  return ask.need !== WAGE_GUARANTEE_NEED || ask.contractor === 'yes';
}

function matchOf(c: Candidate, ask: Ask): Match {
  const p = c.card;
  const years = ask.termMonths / 12;
  const costFromWan = round2((ask.amountWan * p.rateFrom * years) / 100);
  const costToWan = round2((ask.amountWan * p.rateTo * years) / 100);
  const guarantee = p.serviceType === GUARANTEE_SERVICE;
  const head = `${guarantee ? '保额 ' : ''}${ask.amountWan} 万 × ${ask.termMonths} 个月 × ${guarantee ? '年费率' : '年化'} ${range(p.rateFrom, p.rateTo, '%')}`;
  return {
    product: p,
    costFromWan,
    costToWan,
    why: guarantee
      ? `${GUARANTEE_WORDS[ask.need]}：以保函替代现金保证金，释放流动资金；${p.institution.kindName}出具`
      : moneyWhy(c, ask),
    cost: `${head} → ${guarantee ? '保费' : '利息'}约 ${range(costFromWan, costToWan)} 万元`,
  };
}

/** The candidates that fit the need, cheapest money (or fee) first, each with why and cost. */
export function rankByNeed(candidates: Candidate[], ask: Ask): { matches: Match[]; note: string } {
  const matches = candidates
    .filter((c) => fits(c, ask))
    .sort((a, b) => a.card.rateFrom - b.card.rateFrom || a.card.rateTo - b.card.rateTo || a.card.id - b.card.id)
    .slice(0, MAX_MATCHES)
    .map((c) => matchOf(c, ask));
  const note =
    ask.need === '1'
      ? PRECHECK_NOTES.money
      : ask.need === WAGE_GUARANTEE_NEED && ask.contractor !== 'yes'
        ? PRECHECK_NOTES.wage
        : PRECHECK_NOTES.guarantee;
  return { matches, note };
}

const bandOf = (bands: Record<string, [number, number | null]>, v: number) =>
  Object.entries(bands).find(([, [min, max]]) => v >= min && (max === null || v < max))?.[0] ?? '1';

export async function precheck(db: Db, ask: Ask): Promise<PrecheckResult> {
  const rows = await withCard(base(db))
    .where('p.amount_min_wan', '<=', ask.amountWan)
    .where('p.amount_max_wan', '>=', ask.amountWan)
    .where('p.term_min_months', '<=', ask.termMonths)
    .where('p.term_max_months', '>=', ask.termMonths)
    .where('p.audiences', 'like', `%,${ask.role},%`)
    .execute();
  const ranked = rankByNeed(
    rows.map((r) => ({ card: toCard(r), audiences: codesOf(r.audiences) })),
    ask,
  );
  return {
    ...ranked,
    moneyType: bandOf(MONEY_BANDS, ask.amountWan),
    timeType: bandOf(TIME_BANDS, ask.termMonths - 0.5),
  };
}

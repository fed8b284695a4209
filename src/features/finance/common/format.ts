// How the finance pages write amounts, terms and rates.
import type { ProductCard } from '../../../api/finance';

const wan = (n: number) => (n >= 10_000 ? `${n / 10_000} 亿` : `${n} 万`);
export const amountText = (p: Pick<ProductCard, 'amountMinWan' | 'amountMaxWan'>) =>
  `${wan(p.amountMinWan)}-${wan(p.amountMaxWan)}元`;
export const termText = (p: Pick<ProductCard, 'termMinMonths' | 'termMaxMonths'>) =>
  `${p.termMinMonths}-${p.termMaxMonths} 个月`;
export const rateLabel = (p: Pick<ProductCard, 'rateKind'>) => (p.rateKind === 'fee' ? '参考年费率' : '参考年化利率');
export const rateText = (p: Pick<ProductCard, 'rateFrom' | 'rateTo'>) =>
  `${p.rateFrom.toFixed(2)}%-${p.rateTo.toFixed(2)}%`;

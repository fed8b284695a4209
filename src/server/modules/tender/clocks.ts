// The legal clocks of a tender as one pure rule, used by the seed and by every publish path:
// 公开招标 opens at least 20 days after publication (招标投标法 第24条); registration (the
// document sale) runs at least 5 days for 公开/邀请招标; the winning-candidate publicity lasts
// at least 3 days (实施条例 第54条); the margin is at most 2 % of the budget (实施条例 第26条).
import { OPEN_TENDER } from '../../../api/tender';
import { DAY } from '../../floor/time';

export const LEGAL = { openingMinDays: 20, docSaleMinDays: 5, publicityMinDays: 3, marginMaxRate: 0.02 } as const;

export const CLOCK_RULES = {
  order: '报名截止须晚于公告发布，投标截止（开标）不得早于报名截止',
  opening: `公开招标的开标时间距公告发布不得少于 ${LEGAL.openingMinDays} 日`,
  docSale: `公开招标、邀请招标的报名（招标文件发售）期不得少于 ${LEGAL.docSaleMinDays} 日`,
  publicity: `中标候选人公示须在开标之后，且公示期不得少于 ${LEGAL.publicityMinDays} 日`,
  margin: '投标保证金不得超过招标项目预算的 2%',
} as const;
export type ClockRule = keyof typeof CLOCK_RULES;

/** Epoch ms; publicity dates are null until the candidates are published. */
export interface TenderClock {
  methodCode: string;
  publish: number;
  registrationDeadline: number;
  bidDeadline: number;
  publicityStart: number | null;
  publicityEnd: number | null;
  /** 元 */
  budget: number;
  marginAmount: number;
}

export interface ClockCheck {
  key: ClockRule;
  rule: string;
  ok: boolean;
}

/** The rules that apply to this tender, each kept or not. */
export function clockChecks(t: TenderClock): ClockCheck[] {
  const checks: ClockCheck[] = [];
  const add = (key: ClockRule, ok: boolean) => checks.push({ key, rule: CLOCK_RULES[key], ok });
  add('order', t.registrationDeadline > t.publish && t.bidDeadline >= t.registrationDeadline);
  if (t.methodCode === OPEN_TENDER) add('opening', t.bidDeadline - t.publish >= LEGAL.openingMinDays * DAY);
  if (t.methodCode === OPEN_TENDER || t.methodCode === '2') add('docSale', t.registrationDeadline - t.publish >= LEGAL.docSaleMinDays * DAY);
  if (t.publicityStart !== null || t.publicityEnd !== null) {
    const s = t.publicityStart;
    const e = t.publicityEnd;
    add('publicity', s !== null && e !== null && s > t.bidDeadline && e - s >= LEGAL.publicityMinDays * DAY);
  }
  // In whole cents, so 2 % (1/50) of a budget compares exactly.
  add('margin', t.marginAmount >= 0 && Math.round(t.marginAmount * 100) * Math.round(1 / LEGAL.marginMaxRate) <= Math.round(t.budget * 100));
  return checks;
}

/** The broken rules' messages ([] when the tender keeps every clock). */
export const clockProblems = (t: TenderClock): string[] => clockChecks(t).filter((c) => !c.ok).map((c) => c.rule);

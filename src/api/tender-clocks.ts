// The legal clocks of a tender as one pure rule, used by the seed, by publishing and amending
// (refused with the rule's text; the publish form checks it at input too), and by the timeline:
// - 公开招标 and 邀请招标 open at least 20 days after publication (招标投标法 第24条);
// - the document sale (registration) runs at least 5 days for 公开/邀请招标;
// - 单一来源 (procurement practice, not a tendering method under 招标投标法) publishes the intended
//   supplier and the reason for at least 5 working days (Mon–Fri Beijing, holidays not excluded):
//   its registration deadline is the end of that publicity, after which only that supplier
//   registers and bids;
// - the margin is at most 2 % of the budget (实施条例 第26条), and for 工程施工 at most 80万元
//   (工程建设项目施工招标投标办法 第37条);
// - the opening falls on a working day: Monday to Friday, Beijing time (the repo has no
//   statutory-holiday calendar, so holidays are not excluded);
// - the winning-candidate publicity lasts at least 3 days, after the opening (实施条例 第54条);
// - a change notice is issued at least 15 days before the bid deadline, or the deadline moves
//   (实施条例 第21条) — amendmentProblem below.
import { OPEN_TENDER } from './tender';
import { beijingWeekday, DAY } from './time';

export const INVITED_TENDER = '2';
export const SINGLE_SOURCE = '5';
/** 工程施工 */
export const WORKS = '1';

export const LEGAL = {
  openingMinDays: 20,
  docSaleMinDays: 5,
  singleSourcePublicityWorkdays: 5,
  publicityMinDays: 3,
  amendmentMinDays: 15,
  marginMaxRate: 0.02,
  /** 元, 施工 margins */
  worksMarginCap: 800_000,
} as const;

export const CLOCK_RULES = {
  order: '报名截止不得早于公告发布，投标截止（开标）不得早于报名截止',
  opening: `公开招标、邀请招标的开标时间距公告发布不得少于 ${LEGAL.openingMinDays} 日（招标投标法第二十四条）`,
  docSale: `公开招标、邀请招标的报名（招标文件发售）期不得少于 ${LEGAL.docSaleMinDays} 日`,
  single: `单一来源采购的公示期（至报名截止）不得少于 ${LEGAL.singleSourcePublicityWorkdays} 个工作日`,
  workday: '开标时间应为工作日（周一至周五）',
  publicity: `中标候选人公示须在开标之后，且公示期不得少于 ${LEGAL.publicityMinDays} 日`,
  margin: '投标保证金不得超过招标项目预算的 2%',
  worksCap: '工程施工招标的投标保证金最高不得超过 80 万元',
  amendment: `变更公告须在投标截止 ${LEGAL.amendmentMinDays} 日前发出，不足 ${LEGAL.amendmentMinDays} 日的应顺延投标截止时间`,
} as const;
export type ClockRule = keyof typeof CLOCK_RULES;

/** Epoch ms; publicity dates are null until the candidates are published. */
export interface TenderClock {
  methodCode: string;
  typeCode: string;
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

/** Monday to Friday in Beijing (no holiday calendar in the repo). */
export const isWorkingDay = (ms: number): boolean => ![0, 6].includes(beijingWeekday(ms));

/** `n` working days after `ms` (same time of day): each following Monday–Friday counts one. */
export function addWorkingDays(ms: number, n: number): number {
  let t = ms;
  for (let left = n; left > 0;) {
    t += DAY;
    if (isWorkingDay(t)) left--;
  }
  return t;
}

/** The rules that apply to this tender, each kept or not. */
export function clockChecks(t: TenderClock): ClockCheck[] {
  const checks: ClockCheck[] = [];
  const add = (key: ClockRule, ok: boolean) => checks.push({ key, rule: CLOCK_RULES[key], ok });
  const single = t.methodCode === SINGLE_SOURCE;
  add('order', t.registrationDeadline > t.publish && t.bidDeadline >= t.registrationDeadline);
  const clocked = t.methodCode === OPEN_TENDER || t.methodCode === INVITED_TENDER;
  if (clocked) add('opening', t.bidDeadline - t.publish >= LEGAL.openingMinDays * DAY);
  if (clocked) add('docSale', t.registrationDeadline - t.publish >= LEGAL.docSaleMinDays * DAY);
  if (single) add('single', t.registrationDeadline >= addWorkingDays(t.publish, LEGAL.singleSourcePublicityWorkdays));
  add('workday', isWorkingDay(t.bidDeadline));
  if (t.publicityStart !== null || t.publicityEnd !== null) {
    const s = t.publicityStart;
    const e = t.publicityEnd;
    add('publicity', s !== null && e !== null && s > t.bidDeadline && e - s >= LEGAL.publicityMinDays * DAY);
  }
  // In whole cents, so 2 % (1/50) of a budget compares exactly.
  add(
    'margin',
    t.marginAmount >= 0 &&
      Math.round(t.marginAmount * 100) * Math.round(1 / LEGAL.marginMaxRate) <= Math.round(t.budget * 100),
  );
  if (t.typeCode === WORKS) add('worksCap', t.marginAmount <= LEGAL.worksMarginCap);
  return checks;
}

/** The broken rules' messages ([] when the tender keeps every clock). */
export const clockProblems = (t: TenderClock): string[] =>
  clockChecks(t)
    .filter((c) => !c.ok)
    .map((c) => c.rule);

/** A change notice issued at `at` keeps the 15-day clock when the (new) bid deadline is far enough. */
export const amendmentProblem = (at: number, bidDeadline: number): string =>
  bidDeadline - at >= LEGAL.amendmentMinDays * DAY ? '' : CLOCK_RULES.amendment;

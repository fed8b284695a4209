// The qualification match (资质匹配), pure: a package's 资质 requirement against the 资质 a member
// company stored. 符合: a certificate of the category, of the grade asked or higher, valid on the
// apply deadline's day; 需核实: the company stored none at all, or its fitting certificate
// expires before that day (it may have been renewed); 不符合: otherwise. The list's 只看我能接的
// filter (cards.ts canTakeWhere) is the same rule in SQL.
import { MATCH_NAMES, QUALIFICATIONS, type Match } from '../../../api/project-dicts';

export interface Held {
  categoryCode: string;
  grade: string;
  /** 'YYYY-MM-DD' */
  expiresOn: string;
}

export interface Requirement {
  /** '' when no 资质 is asked. */
  qualCategory: string;
  /** '0' any grade, else the lowest grade taken ('1' highest). */
  qualGrade: string;
  /** The apply deadline's day 'YYYY-MM-DD' (the stored stamp's date). */
  deadlineDay: string;
}

/** A certificate of grade `held` satisfies a requirement of grade `asked`. */
export const gradeFits = (held: string, asked: string): boolean => asked === '0' || (held !== '0' && held <= asked);

export function matchOf(req: Requirement, held: Held[] | null): { match: Match | null; note: string } {
  if (held === null) return { match: null, note: '' };
  const say = (match: Match, note: string) => ({ match, note: `${MATCH_NAMES[match]}：${note}` });
  if (!req.qualCategory) return say('yes', '本项目不要求资质');
  if (held.length === 0) return say('check', '贵公司尚未登记资质');
  const name = QUALIFICATIONS[req.qualCategory]?.name ?? '';
  const same = held.filter((h) => h.categoryCode === req.qualCategory);
  if (same.length === 0) return say('no', `未登记${name}资质`);
  const fitting = same.filter((h) => gradeFits(h.grade, req.qualGrade));
  if (fitting.length === 0) return say('no', `${name}资质等级不足`);
  if (fitting.some((h) => h.expiresOn >= req.deadlineDay)) return say('yes', `持有${name}资质`);
  return say('check', '资质证书在报名截止前到期，请更新证书信息');
}

/** The stored deadline stamp's day. */
export const deadlineDayOf = (stamp: string): string => stamp.slice(0, 10);

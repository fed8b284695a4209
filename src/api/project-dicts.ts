// The dictionaries of the subcontract projects (项目对接): project_category, project_sale_type,
// transaction_mode, the two subcontract types, the package statuses, the 资质 each category asks
// for and its grades, and the qualification match (符合 / 不符合 / 需核实).
import { options } from './fields';

/** project_category: the trade of a package; the 资质 it asks for is QUALIFICATIONS[code]. */
export const PROJECT_CATEGORIES = options([
  '地基基础',
  '钢结构',
  '装饰装修',
  '建筑幕墙',
  '消防设施',
  '防水防腐保温',
  '机电安装',
  '电子与智能化',
  '市政',
  '园林绿化',
  '劳务',
]);
/** '11' 劳务 is the only category of a 劳务分包. */
export const LABOUR_CATEGORY = '11';
/** '10' 园林绿化: its qualification was abolished (2017), so no 资质 is asked. */
export const NO_QUALIFICATION_CATEGORY = '10';

/** The 资质 a category asks for ('' none), with the grades it has (high to low). */
export const QUALIFICATIONS: Record<string, { name: string; grades: readonly string[] }> = {
  '1': { name: '地基基础工程专业承包', grades: ['1', '2', '3'] },
  '2': { name: '钢结构工程专业承包', grades: ['1', '2', '3'] },
  '3': { name: '建筑装修装饰工程专业承包', grades: ['1', '2'] },
  '4': { name: '建筑幕墙工程专业承包', grades: ['1', '2'] },
  '5': { name: '消防设施工程专业承包', grades: ['1', '2'] },
  '6': { name: '防水防腐保温工程专业承包', grades: ['1', '2'] },
  '7': { name: '建筑机电安装工程专业承包', grades: ['1', '2', '3'] },
  '8': { name: '电子与智能化工程专业承包', grades: ['1', '2'] },
  '9': { name: '市政公用工程施工总承包', grades: ['1', '2', '3'] },
  '11': { name: '施工劳务', grades: ['0'] },
};
export const QUALIFICATION_CODES = Object.keys(QUALIFICATIONS);

/** '0' 不分等级 (施工劳务); '1'..'3' a grade, lower is higher. */
export const GRADE_NAMES: Record<string, string> = { '0': '不分等级', '1': '一级', '2': '二级', '3': '三级' };

export const SUBCONTRACT_TYPES = options(['专业分包', '劳务分包']);
/** project_sale_type */
export const SALE_TYPES = options(['包工包料', '包清工', '单价包干', '总价包干']);
/** transaction_mode */
export const TRANSACTION_MODES = options(['公开招募', '邀请报名', '直接委托']);
/**
 * Package statuses as shown: '1' 待审核 (pending_review), '2' 招募中 (published, before the apply
 * deadline), '3' 已定标 (awarded), '4' 已关闭 (closed), '5' 已截止 (expired: published, deadline past).
 */
export const PACKAGE_STATUSES = options(['待审核', '招募中', '已定标', '已关闭', '已截止']);
export const PROJECT_SORTS = ['publishTime', 'budget', 'deadline'] as const;

/** withdrawn: the applicant took it back before a decision (it may apply again while the package recruits). */
export const APPLICATION_STATUSES = {
  submitted: '待处理',
  accepted: '已中选',
  declined: '未入选',
  withdrawn: '已撤回',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;

/** 符合: a valid 资质 of the category and grade; 不符合: none that fits; 需核实: cannot tell (none stored, or expiring). */
export const MATCH_NAMES = { yes: '符合', no: '不符合', check: '需核实' } as const;
export type Match = keyof typeof MATCH_NAMES;

export const nameOf = (list: readonly { code: string; name: string }[], code: string): string =>
  list.find((o) => o.code === code)?.name ?? '';

/** The 资质 line a package asks for, in words: 钢结构工程专业承包二级及以上 / 施工劳务 / 不要求资质. */
export function requirementText(categoryCode: string, grade: string): string {
  const q = QUALIFICATIONS[categoryCode];
  if (!q) return '不要求资质';
  if (grade === '0') return q.name;
  return `${q.name}${GRADE_NAMES[grade]}${grade === q.grades[0] ? '' : '及以上'}`;
}

// The rules of publishing a package beyond its schema, each under the form field it belongs to:
// one pure rule, applied by the server (the first problem refuses the form with its message) and
// checked at input by the publish form (every problem under its field). A refusal the server sends
// (these messages, or a schema message 参数错误：<field> …) is put back under its field by fieldOf.
import type { z } from './define';
import type { packageForm, PackageForm } from './project';
import { LABOUR_CATEGORY, QUALIFICATIONS } from './project-dicts';
import { beijingDay, DAY, HOUR } from './time';

export type PackageField = keyof PackageForm;

/** The form's labels, as the publish page shows them. */
export const PACKAGE_LABELS: Record<PackageField, string> = {
  projectName: '项目名称',
  ownerName: '建设单位',
  categoryCode: '专业类别',
  subcontractType: '分包类型',
  saleType: '计价方式',
  transactionMode: '交易方式',
  provinceCode: '省份',
  cityCode: '城市',
  address: '项目地址',
  scope: '分包范围',
  quantities: '工程量',
  budgetWan: '预算',
  qualificationGrade: '资质等级',
  experienceRequired: '业绩要求',
  startDate: '计划开工日期',
  durationDays: '工期',
  paymentTerms: '付款方式',
  applyDeadline: '报名截止时间',
  mainStructure: '是否主体结构',
  contactName: '联系人',
  contactPhone: '联系电话',
};

/** The texts a package shows, which the listing rule reads for contact and fee wording. */
const TEXT_FIELDS = [
  'projectName',
  'ownerName',
  'address',
  'scope',
  'quantities',
  'experienceRequired',
  'paymentTerms',
] as const;

export const PUBLISH_MSG = {
  mainStructure: '主体结构工程须由总承包单位自行完成，不得分包（《建筑法》第二十九条）',
  type: '劳务类别须选择劳务分包，其他专业类别须选择专业分包',
  grade: '该专业类别没有所选资质等级',
  deadline: '报名截止时间应在 1 小时后、90 天内',
  start: '计划开工日期不能早于报名截止日期',
} as const;

/**
 * The package's texts as the shared listing rule reads them (src/api/listing-rules.ts): contact
 * or fee wording does not refuse the form, it holds the package 待审核 for a 审核员.
 */
export const packageTexts = (f: Pick<PackageFacts, (typeof TEXT_FIELDS)[number]>): string[] =>
  TEXT_FIELDS.map((field) => f[field]);

/** What the rule reads of a (schema-checked) form: applyDeadline in epoch ms. */
export type PackageFacts = Pick<
  z.output<typeof packageForm>,
  | 'mainStructure'
  | 'categoryCode'
  | 'subcontractType'
  | 'qualificationGrade'
  | 'applyDeadline'
  | 'startDate'
  | (typeof TEXT_FIELDS)[number]
>;

export interface PackageProblem {
  field: PackageField;
  message: string;
}

/** Every problem of the form at `nowMs`, at most one per field, in the form's order. */
export function packageProblems(f: PackageFacts, nowMs: number): PackageProblem[] {
  const out: PackageProblem[] = [];
  const say = (field: PackageField, message: string) => out.push({ field, message });
  if ((f.categoryCode === LABOUR_CATEGORY) !== (f.subcontractType === '2')) say('subcontractType', PUBLISH_MSG.type);
  const q = QUALIFICATIONS[f.categoryCode];
  if (q ? !q.grades.includes(f.qualificationGrade) : f.qualificationGrade !== '0')
    say('qualificationGrade', PUBLISH_MSG.grade);
  const deadlineOk = f.applyDeadline >= nowMs + HOUR && f.applyDeadline <= nowMs + 90 * DAY;
  if (!deadlineOk) say('applyDeadline', PUBLISH_MSG.deadline);
  else if (f.startDate < beijingDay(f.applyDeadline)) say('startDate', PUBLISH_MSG.start);
  if (f.mainStructure) say('mainStructure', PUBLISH_MSG.mainStructure);
  const order = Object.keys(PACKAGE_LABELS);
  return out.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

const FIXED: Record<string, PackageField> = {
  [PUBLISH_MSG.mainStructure]: 'mainStructure',
  [PUBLISH_MSG.type]: 'subcontractType',
  [PUBLISH_MSG.grade]: 'qualificationGrade',
  [PUBLISH_MSG.deadline]: 'applyDeadline',
  [PUBLISH_MSG.start]: 'startDate',
};

/** The field a refusal of the publish call is about (and what to show under it), or null: the whole form's. */
export function fieldOf(message: string): PackageProblem | null {
  if (FIXED[message]) return { field: FIXED[message], message };
  const m = /^参数错误：(\w+) (.+)$/.exec(message);
  // Shown under the field, so without its name: 长度不能超过 80, 所选城市不属于该省份.
  if (m && m[1] in PACKAGE_LABELS) return { field: m[1] as PackageField, message: m[2].split('；')[0] };
  return null;
}

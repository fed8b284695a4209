// The tender wizard's draft as typed (numbers as text, times as Beijing 'YYYY-MM-DDTHH:mm') and
// its checks per step — basics, qualifications and margin, clocks, documents and contact — each
// answering the first problem with the field it is about; the clocks are the legal rule the
// server applies (src/api/tender-clocks.ts), so a breach names the rule at input.
import type { TenderForm } from '../src/api/tender';
import { clockChecks, INVITED_TENDER, SINGLE_SOURCE, type ClockRule, type TenderClock } from '../src/api/tender-clocks';
import { INVITEES_MIN, RULE_MSG, scoreSheetProblem } from '../src/api/tender-rules';

type Texts = Exclude<
  keyof TenderForm,
  | 'budgetWan'
  | 'marginAmount'
  | 'registrationDeadline'
  | 'bidDeadline'
  | 'documents'
  | 'scoreItems'
  | 'requiredDocs'
  | 'invitees'
  | 'singleSourceCompanyId'
>;
/** A scoring-sheet row as typed (the weight as text). */
export interface ScoreRow {
  name: string;
  category: string;
  weight: string;
}
/** A certified supplier picked from the search (invitee or the single-source supplier). */
export interface PickedSupplier {
  companyId: number;
  name: string;
}
export type TenderDraft = Record<Texts, string> & {
  budgetWan: string;
  marginAmount: string;
  registrationDeadline: string;
  bidDeadline: string;
  /** The uploaded tender documents (ids sent, names shown on the review). */
  documents: { attachId: string; name: string }[];
  /** 综合评估法's scoring sheet (tender-rules.ts). */
  scoreItems: ScoreRow[];
  requiredDocs: string[];
  /** 邀请招标: ≥ 3 (招标投标法 第十七条). */
  invitees: PickedSupplier[];
  /** 单一来源: the intended supplier. */
  singleSource: PickedSupplier | null;
};

export const EMPTY_DRAFT: TenderDraft = {
  title: '',
  projectName: '',
  typeCode: '',
  methodCode: '',
  provinceCode: '',
  cityCode: '',
  budgetWan: '',
  marginAmount: '',
  qualification: '',
  openPlace: '',
  registrationDeadline: '',
  bidDeadline: '',
  contactName: '',
  contactPhone: '',
  documents: [],
  evaluationMethod: 'composite',
  scoreItems: [
    { name: '投标报价', category: 'price', weight: '60' },
    { name: '技术方案', category: 'technical', weight: '30' },
    { name: '商务条款', category: 'commercial', weight: '10' },
  ],
  requiredDocs: ['business', 'technical', 'quote'],
  invitees: [],
  singleSource: null,
  singleSourceReason: '',
};

export const PUBLISH_MSG = {
  title: '请填写招标名称',
  projectName: '请填写项目名称',
  typeCode: '请选择招标类型',
  methodCode: '请选择招标方式',
  region: '请选择项目所在省份和城市',
  budget: '请填写有效的预算金额（万元）',
  margin: '请填写有效的投标保证金（元，0 为不收取）',
  registrationDeadline: '请填写报名（招标文件发售）截止时间',
  bidDeadline: '请填写投标截止（开标）时间',
  openPlace: '请填写开标地点',
  contactName: '请填写联系人',
  ...RULE_MSG,
  phone: '请填写有效的联系电话',
  sheetName: '请填写评分项名称',
} as const;

export const WIZARD_STEPS = ['basics', 'qualifications', 'clocks', 'documents'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface DraftProblem {
  field: keyof TenderDraft;
  message: string;
}

const at = (local: string) => Date.parse(`${local}:00+08:00`);
const blank = (v: string) => !v.trim();
/** Which field a broken legal clock is about, and the step that shows it. */
const CLOCK_FIELDS: Record<ClockRule, { step: WizardStep; field: keyof TenderDraft }> = {
  margin: { step: 'qualifications', field: 'marginAmount' },
  worksCap: { step: 'qualifications', field: 'marginAmount' },
  order: { step: 'clocks', field: 'registrationDeadline' },
  docSale: { step: 'clocks', field: 'registrationDeadline' },
  single: { step: 'clocks', field: 'registrationDeadline' },
  opening: { step: 'clocks', field: 'bidDeadline' },
  workday: { step: 'clocks', field: 'bidDeadline' },
  publicity: { step: 'clocks', field: 'bidDeadline' },
  amendment: { step: 'clocks', field: 'bidDeadline' },
};

/** The draft's dates and sums as the legal clock rule takes them, published at `nowMs`. */
export const draftClock = (d: TenderDraft, nowMs: number): TenderClock => ({
  methodCode: d.methodCode,
  typeCode: d.typeCode,
  publish: nowMs,
  registrationDeadline: at(d.registrationDeadline),
  bidDeadline: at(d.bidDeadline),
  publicityStart: null,
  publicityEnd: null,
  budget: Math.round(Number(d.budgetWan) * 1_000_000) / 100,
  marginAmount: Number(d.marginAmount || '0'),
});

function clockProblem(step: WizardStep, d: TenderDraft, nowMs: number): DraftProblem | null {
  const broken = clockChecks(draftClock(d, nowMs)).find((c) => !c.ok && CLOCK_FIELDS[c.key].step === step);
  return broken ? { field: CLOCK_FIELDS[broken.key].field, message: broken.rule } : null;
}

const first = (...checks: [boolean, keyof TenderDraft, string][]): DraftProblem | null => {
  const hit = checks.find(([bad]) => bad);
  return hit ? { field: hit[1], message: hit[2] } : null;
};

/** The first problem of one step at `nowMs`, or null. */
export function stepProblem(step: WizardStep, d: TenderDraft, nowMs: number): DraftProblem | null {
  switch (step) {
    case 'basics':
      return first(
        [blank(d.title), 'title', PUBLISH_MSG.title],
        [blank(d.projectName), 'projectName', PUBLISH_MSG.projectName],
        [blank(d.typeCode), 'typeCode', PUBLISH_MSG.typeCode],
        [blank(d.methodCode), 'methodCode', PUBLISH_MSG.methodCode],
        [blank(d.provinceCode), 'provinceCode', PUBLISH_MSG.region],
        [blank(d.cityCode), 'cityCode', PUBLISH_MSG.region],
        [!(Number(d.budgetWan) > 0), 'budgetWan', PUBLISH_MSG.budget],
      );
    case 'qualifications': {
      const margin = Number(d.marginAmount || '0');
      return (
        first([!Number.isFinite(margin) || margin < 0, 'marginAmount', PUBLISH_MSG.margin]) ??
        clockProblem(step, d, nowMs) ??
        first(
          [sheetProblem(d) !== '', 'scoreItems', sheetProblem(d)],
          [d.requiredDocs.length === 0, 'requiredDocs', RULE_MSG.docs],
          [d.methodCode === INVITED_TENDER && d.invitees.length < INVITEES_MIN, 'invitees', RULE_MSG.invitees],
          [d.methodCode === SINGLE_SOURCE && d.singleSource === null, 'singleSource', RULE_MSG.singleSupplier],
          [d.methodCode === SINGLE_SOURCE && blank(d.singleSourceReason), 'singleSourceReason', RULE_MSG.singleReason],
        )
      );
    }
    case 'clocks':
      return (
        first(
          [Number.isNaN(at(d.registrationDeadline)), 'registrationDeadline', PUBLISH_MSG.registrationDeadline],
          [Number.isNaN(at(d.bidDeadline)), 'bidDeadline', PUBLISH_MSG.bidDeadline],
          [blank(d.openPlace), 'openPlace', PUBLISH_MSG.openPlace],
        ) ?? clockProblem(step, d, nowMs)
      );
    case 'documents':
      return first(
        [blank(d.contactName), 'contactName', PUBLISH_MSG.contactName],
        [!/^0?1\d{10}$/.test(d.contactPhone.trim()), 'contactPhone', PUBLISH_MSG.phone],
      );
  }
}

/** The first problem of the whole draft (the review checks again: the clock has moved). */
export const draftProblem = (d: TenderDraft, nowMs: number): DraftProblem | null =>
  WIZARD_STEPS.reduce<DraftProblem | null>((found, step) => found ?? stepProblem(step, d, nowMs), null);

const sheetOf = (d: Pick<TenderDraft, 'evaluationMethod' | 'scoreItems'>) =>
  d.evaluationMethod === 'composite'
    ? d.scoreItems.map((i) => ({ name: i.name.trim(), category: i.category, weight: Number(i.weight) }))
    : [];
const sheetProblem = (d: TenderDraft) =>
  scoreSheetProblem(d.evaluationMethod, sheetOf(d)) || (sheetOf(d).some((i) => !i.name) ? PUBLISH_MSG.sheetName : '');

export const toForm = ({ singleSource, ...d }: TenderDraft): TenderForm => ({
  ...d,
  scoreItems: sheetOf(d),
  invitees: d.methodCode === INVITED_TENDER ? d.invitees.map((i) => i.companyId) : [],
  singleSourceCompanyId: d.methodCode === SINGLE_SOURCE ? (singleSource?.companyId ?? null) : null,
  singleSourceReason: d.methodCode === SINGLE_SOURCE ? d.singleSourceReason : '',
  budgetWan: Number(d.budgetWan),
  marginAmount: Number(d.marginAmount || '0'),
  registrationDeadline: `${d.registrationDeadline}:00+08:00`,
  bidDeadline: `${d.bidDeadline}:00+08:00`,
  documents: d.documents.map((f) => f.attachId),
});

// What a tender fixes at publishing besides its clocks (issue 46), as pure rules shared by the
// publish form (checked at input) and the server (refused with the same text):
// - the evaluation method: 综合评估法 (`composite`, a scoring sheet of price, technical and
//   commercial items whose integer weights sum to 100, at least one price item) or
//   经评审的最低投标价法 (`lowest`, no sheet) — 招标投标法 第四十一条 names both criteria;
// - the required bid documents (at least one of BID_DOC_KINDS);
// - 邀请招标: at least three invitees (招标投标法 第十七条), certified suppliers;
// - 单一来源 (procurement practice, not a tendering method under 招标投标法): the intended supplier
//   and the reason, published for at least 5 working days (tender-clocks.ts).
import { id, int, z } from './define';
import { optionalText, required } from './fields';

export const EVALUATION_METHODS = [
  { code: 'composite', name: '综合评估法' },
  { code: 'lowest', name: '经评审的最低投标价法' },
] as const;
export type EvaluationMethod = (typeof EVALUATION_METHODS)[number]['code'];

export const SCORE_CATEGORIES = [
  { code: 'price', name: '价格' },
  { code: 'technical', name: '技术' },
  { code: 'commercial', name: '商务' },
] as const;

/** The bid documents a tender may require. */
export const BID_DOC_KINDS = [
  { code: 'business', name: '商务标' },
  { code: 'technical', name: '技术标' },
  { code: 'quote', name: '报价单' },
  { code: 'qualification', name: '资质证明' },
  { code: 'other', name: '其他' },
] as const;
export type BidDocKind = (typeof BID_DOC_KINDS)[number]['code'];

/** An invitation: '0' 待回复, '1' 已接受, '2' 已谢绝. */
export const INVITATION_STATUSES = [
  { code: '0', name: '待回复' },
  { code: '1', name: '已接受' },
  { code: '2', name: '已谢绝' },
] as const;

/** 招标投标法 第十七条: an invitation goes to at least three qualified legal persons. */
export const INVITEES_MIN = 3;
export const INVITEES_MAX = 20;

const codes = (list: readonly { code: string }[]) => z.enum(list.map((o) => o.code) as [string, ...string[]]);

export const evaluationMethod = codes(EVALUATION_METHODS);
export const bidDocKind = codes(BID_DOC_KINDS);
export const scoreItem = z.object({
  name: required(30),
  category: codes(SCORE_CATEGORIES),
  weight: int(1, 100),
});
export type ScoreItem = z.infer<typeof scoreItem>;

export const RULE_MSG = {
  sheetEmpty: '综合评估法须列出评分项',
  sheetSum: '评分项权重须为整数且合计 100',
  sheetPrice: '综合评估法须至少有一项价格评分项',
  sheetLowest: '经评审的最低投标价法不设评分表',
  docs: '请至少选择一种投标文件',
  invitees: `邀请招标须向不少于 ${INVITEES_MIN} 家具备承担能力的单位发出投标邀请（招标投标法第十七条）`,
  inviteesOnly: '仅邀请招标可指定受邀单位',
  inviteeCert: '受邀单位须为通过认证的供应商',
  singleSupplier: '单一来源采购须指定拟定供应商（通过认证的供应商）',
  singleReason: '请说明采用单一来源采购的理由',
  singleOnly: '仅单一来源采购可指定拟定供应商',
  self: '不能指定本企业（或您所属其他企业）',
} as const;

/** The scoring sheet's problem for the method ('' when it holds). */
export function scoreSheetProblem(method: string, items: readonly Pick<ScoreItem, 'category' | 'weight'>[]): string {
  if (method === 'lowest') return items.length ? RULE_MSG.sheetLowest : '';
  if (items.length === 0) return RULE_MSG.sheetEmpty;
  if (items.some((i) => !Number.isInteger(i.weight)) || items.reduce((s, i) => s + i.weight, 0) !== 100)
    return RULE_MSG.sheetSum;
  return items.some((i) => i.category === 'price') ? '' : RULE_MSG.sheetPrice;
}

export const nameOfDoc = (code: string): string => BID_DOC_KINDS.find((d) => d.code === code)?.name ?? code;

/** The required documents a bid's kinds leave out, by name ('' when none is missing). */
export function missingDocs(required: readonly string[], kinds: readonly string[]): string {
  const missing = required.filter((k) => !kinds.includes(k)).map(nameOfDoc);
  return missing.length ? `投标文件不完整，缺少：${missing.join('、')}` : '';
}

/** The publish form's part of these rules (added to tenderForm). */
export const publishRules = {
  evaluationMethod: z._default(evaluationMethod, 'lowest'),
  scoreItems: z._default(z.array(scoreItem).check(z.maxLength(20, { message: '评分项不超过 20 项' })), []),
  requiredDocs: z._default(z.array(bidDocKind).check(z.minLength(1, { message: RULE_MSG.docs })), ['quote']),
  /** 邀请招标: the invited certified supplier companies. */
  invitees: z._default(
    z.array(id).check(z.maxLength(INVITEES_MAX, { message: `受邀单位不超过 ${INVITEES_MAX} 家` })),
    [],
  ),
  /** 单一来源: the intended certified supplier company and the reason. */
  singleSourceCompanyId: z.optional(z.nullable(id)),
  singleSourceReason: optionalText(500),
};

/** A bid document: the bidder's upload and which required document it is. */
export const bidDoc = z.object({
  kind: bidDocKind,
  attachId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '附件编号不正确' })),
});
export type BidDoc = z.infer<typeof bidDoc>;

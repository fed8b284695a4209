// Tenders after the opening (issue 46): the expert pool that 管理员 keeps (specialities: the
// tender types; ties: companies an expert may not judge), the evaluation room where a drawn
// expert (评标专家, an operator with the role `expert`) scores every bid independently and
// submits, and the report it ends in. The purchaser's committee, contract and refund calls are
// in tender-desk.ts.
import { get, id, int, post, str, z } from './define';
import { decimal, optionalText } from './fields';
import { tenderFile } from './tender';

/** 综合评估法 or 经评审的最低投标价法 (招标投标法 第四十一条), fixed at publishing. */
export const EVAL_METHODS = [
  { code: 'composite', name: '综合评估法' },
  { code: 'lowest', name: '经评审的最低投标价法' },
] as const;
export type EvalMethod = (typeof EVAL_METHODS)[number]['code'];
/** A line of the scoring sheet: its weight of 100. */
export interface ScoreItem {
  name: string;
  category: 'price' | 'technical' | 'commercial';
  weight: number;
}
/** How an expert is tied to a company (回避, 招标投标法 第三十七条). */
export const EXPERT_TIES = [
  { code: '1', name: '任职' },
  { code: '2', name: '曾任职（三年内）' },
  { code: '3', name: '近亲属任职' },
  { code: '4', name: '其他利害关系' },
];

const T = '/api/rs-share-service/tender';

const expert = z.object({
  operatorId: z.number(),
  account: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  /** Tender type codes. */
  specialities: z.array(z.string()),
  ties: z.array(z.object({ companyId: z.number(), companyName: z.string(), relation: z.string() })),
});
export type Expert = z.infer<typeof expert>;

const reason = str(z.maxLength(500)).check(
  z.refine((s) => s.trim().length >= 2, { message: '请填写理由（至少 2 个字）' }),
);

const room = z.object({
  tenderId: z.number(),
  title: z.string(),
  typeName: z.string(),
  method: z.enum(['composite', 'lowest']),
  methodName: z.string(),
  bidCount: z.number(),
  submitted: z.boolean(),
  reportAt: z.nullable(z.string()),
});
export type EvalRoom = z.infer<typeof room>;

const sheetRow = z.object({
  companyId: z.number(),
  scores: z.array(z.number()),
  evaluatedPrice: z.nullable(z.number()),
  invalid: z.boolean(),
  invalidReason: z.string(),
});
export type SheetRow = z.infer<typeof sheetRow>;

const reportRow = z.object({
  companyId: z.number(),
  companyName: z.string(),
  price: z.number(),
  /** 综合评估法: the weighted total of the item means. */
  total: z.nullable(z.number()),
  /** 经评审的最低投标价法: the mean evaluated price. */
  evaluatedPrice: z.nullable(z.number()),
  /** 1.. among the valid bids; 0 for a rejected one. */
  rank: z.number(),
  invalidReasons: z.array(z.string()),
});
export type ReportRow = z.infer<typeof reportRow>;

const roomDetail = z.object({
  ...room.shape,
  items: z.array(
    z.object({ name: z.string(), category: z.enum(['price', 'technical', 'commercial']), weight: z.number() }),
  ),
  bids: z.array(
    z.object({
      companyId: z.number(),
      companyName: z.string(),
      price: z.number(),
      durationDays: z.number(),
      documents: z.array(tenderFile),
    }),
  ),
  /** The expert's own sheets. */
  mine: z.array(sheetRow),
  /** Every expert's sheets, anonymised as 专家1…: empty until every expert has submitted. */
  others: z.array(z.object({ expert: z.string(), sheets: z.array(sheetRow) })),
  report: z.array(reportRow),
});
export type EvalRoomDetail = z.infer<typeof roomDetail>;

const ok = z.object({ ok: z.boolean() });
const score = z
  .number()
  .check(z.minimum(0, { message: '评分应在 0-100 之间' }), z.maximum(100, { message: '评分应在 0-100 之间' }));

export const tenderEval = {
  /** The expert pool (operators with the role expert), with specialities and ties. */
  experts: get(`${T}/expert/list`, z.object({}), z.array(expert), 'operator:admin'),
  /** Sets an expert's specialities (tender types) and ties (company names) with a reason; audited. */
  setExpert: post(
    `${T}/expert/set`,
    z.object({
      operatorId: id,
      specialities: z.array(str(z.regex(/^[1-9]$/, { message: '专业类别不正确' }))).check(z.maxLength(6)),
      ties: z
        .array(
          z.object({
            companyName: str(z.minLength(2), z.maxLength(60)),
            relation: str(z.regex(/^[1-4]$/, { message: '关联关系不正确' })),
          }),
        )
        .check(z.maxLength(20, { message: '关联单位不超过 20 个' })),
      reason,
    }),
    expert,
    'operator:admin',
  ),
  /** The committees the expert sits on. */
  rooms: get(`${T}/eval/rooms`, z.object({}), z.array(room), 'operator:expert'),
  room: get(`${T}/eval/room`, z.object({ tenderId: id }), roomDetail, 'operator:expert'),
  /** Saves the expert's sheet of one bid (until submitted): scores per item, or the evaluated price, or invalid. */
  score: post(
    `${T}/eval/score`,
    z.object({
      tenderId: id,
      companyId: id,
      scores: z._default(z.array(score).check(z.maxLength(20)), []),
      evaluatedPrice: z.optional(decimal(0.01, 2_000_000_000)),
      invalid: z._default(z.boolean(), false),
      invalidReason: optionalText(200),
    }),
    ok,
    'operator:expert',
  ),
  /** Submits every sheet at once; the last expert's submission writes the report. */
  submit: post(`${T}/eval/submit`, z.object({ tenderId: id }), ok, 'operator:expert'),
};

/** A committee's size: odd, at least 5 (招标投标法 第三十七条). */
export const committeeSize = int(5, 15).check(
  z.refine((n) => n % 2 === 1, { message: '评标委员会成员人数应为 5 人以上单数' }),
);

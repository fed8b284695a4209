// The financial institutions' desk (issue 45): a 机构经办 (operator role `institution`, bound to
// one institution) lists and decides the applications to its own institution's products only —
// 受理 → 补充材料 (what to upload) → 审批通过 (amount, rate, term) / 拒绝 (reason) → 已放款 — and the
// applicant follows its application (status and history) and uploads what was asked for.
import { get, id, int, page, paging, post, str, z } from './define';
import { APPLY_STATUS, APPLY_STATUSES, codeOf } from './finance-fields';
import { decimal, opt, optionalText } from './fields';

/** The desk's decisions, each from the statuses it names (the server's conditional update). */
export const DESK_ACTIONS = ['accept', 'supplement', 'approve', 'refuse', 'disburse'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];
export const DESK_ACTION_NAMES: Record<DeskAction, string> = {
  accept: '受理',
  supplement: '要求补充材料',
  approve: '审批通过',
  refuse: '拒绝',
  disburse: '确认放款',
};
/** action → [statuses it may start from, the status it sets]. */
export const DESK_MOVES: Record<DeskAction, [readonly string[], string]> = {
  accept: [[APPLY_STATUS.submitted], APPLY_STATUS.accepted],
  supplement: [[APPLY_STATUS.accepted], APPLY_STATUS.supplement],
  approve: [[APPLY_STATUS.accepted], APPLY_STATUS.approved],
  refuse: [[APPLY_STATUS.submitted, APPLY_STATUS.accepted], APPLY_STATUS.refused],
  disburse: [[APPLY_STATUS.approved], APPLY_STATUS.disbursed],
};
/** The actions open on an application of `status`. */
export const actionsOf = (status: string): DeskAction[] =>
  DESK_ACTIONS.filter((a) => DESK_MOVES[a][0].includes(status));

export const DESK_MSG = {
  missing: '融资申请不存在',
  moved: '该申请状态已变化，请刷新后再操作',
  request: '请写明需要补充的材料（2-300 字）',
  terms: '请填写审批金额、年化利率和期限',
  reason: '请填写拒绝理由（2-300 字）',
  materials: '请上传补充材料',
} as const;

const history = z.object({
  status: z.string(),
  statusName: z.string(),
  action: z.string(),
  note: z.string(),
  /** 'institution' or 'applicant'. */
  by: z.string(),
  at: z.string(),
});
export type FinanceHistory = z.infer<typeof history>;

/** What the institution approved (审批通过). */
const terms = z.object({ amountWan: z.number(), ratePercent: z.number(), termMonths: z.number() });

export const deskRow = z.object({
  id: z.number(),
  applyNo: z.string(),
  productName: z.string(),
  serviceTypeName: z.string(),
  companyName: z.string(),
  moneyTypeName: z.string(),
  timeTypeName: z.string(),
  status: z.string(),
  statusName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeskRow = z.infer<typeof deskRow>;

/** One application as its institution's desk or its applicant reads it. */
export const applicationDetail = z.object({
  ...deskRow.shape,
  institutionName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  creditCode: z.string(),
  sceneTypeName: z.string(),
  remark: z.string(),
  /** Attachment ids (private uploads of the applicant). */
  materials: z.array(z.string()),
  tenderNo: z.string(),
  beneficiary: z.string(),
  marginAmount: z.nullable(z.number()),
  validUntil: z.string(),
  /** What the institution asked to upload (补充材料). */
  request: z.string(),
  approved: z.nullable(terms),
  refuseReason: z.string(),
  history: z.array(history),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** A desk decision: the fields its action needs (the server checks which are required). */
export const deskDecision = z.object({
  id,
  action: z.enum(DESK_ACTIONS),
  /** 补充材料: what to upload. 拒绝: the reason. */
  note: optionalText(300),
  amountWan: opt(decimal(0.01, 100_000)),
  ratePercent: opt(decimal(0.01, 36)),
  termMonths: opt(int(1, 120)),
});
export type DeskDecision = z.input<typeof deskDecision>;

const attachId = str(z.regex(/^[0-9a-f]{32}$/, { message: '附件编号不正确' }));

const D = '/api/finance/desk';
const A = '/api/finance/apply';
/** Spread into `finance` (src/api/finance.ts): one catalogue for the prefix. */
export const financeDesk = {
  /** The operator's institution's applications, newest first; status filter. */
  deskList: get(
    `${D}/page`,
    z.object({ ...paging(20), status: opt(codeOf(APPLY_STATUSES)), keyword: optionalText(30) }),
    page(deskRow),
    'operator:institution',
  ),
  /** One application of the operator's institution (404 for another institution's). */
  deskDetail: get(`${D}/detail`, z.object({ id }), applicationDetail, 'operator:institution'),
  deskDecide: post(`${D}/decide`, deskDecision, applicationDetail, 'operator:institution'),
  /** The member's own application with its history (404 for anyone else's). */
  application: get(`${A}/detail`, z.object({ id }), applicationDetail, 'member'),
  /** 补充材料: the applicant's uploads (private, its own) and a note; back to 受理中. */
  supplement: post(
    `${A}/supplement`,
    z.object({
      id,
      materials: z
        .array(attachId)
        .check(z.minLength(1, { message: DESK_MSG.materials }), z.maxLength(5, { message: '最多上传 5 个附件' })),
      note: optionalText(300),
    }),
    applicationDetail,
    'member',
  ),
};

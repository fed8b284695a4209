// rs-ops-service: the operations console (issue 44). Operators are not members: their own
// accounts, login (password + TOTP) and session (`Ops-Auth: bearer <token>` or the HttpOnly
// cookie ops_access_token; a member's token is never one). Roles admit calls through `who`
// (`operator:<role>`); 管理员 manages operators and reads the audit log; 审核员 works the review
// queues (pending items oldest first, claim, decide with a reason).
import { get, id, page, paging, post, str, text, z } from './define';
import { day, opt } from './fields';
import { DECISIONS, OPS_ACCOUNT_RE, OPS_ROLES, TOTP_RE } from './ops-dicts';
import { password } from './validation';

const P = '/api/rs-ops-service';

const account = str(z.regex(OPS_ACCOUNT_RE, { message: '账号须为 3-32 位字母、数字或 . _ -' }));
const totpCode = str(z.regex(TOTP_RE, { message: '请输入 6 位动态口令' }));
const roles = z
  .array(z.enum(OPS_ROLES))
  .check(z.minLength(1, { message: '请至少选择一个角色' }), z.maxLength(OPS_ROLES.length));
const reason = str(z.maxLength(500)).check(
  z.refine((s) => s.trim().length >= 2, { message: '请填写理由（至少 2 个字）' }),
);
/** A queue kind's name as the server registers it (ops.queues lists them). */
const queueKind = str(z.regex(/^[a-z][a-z-]{1,30}$/, { message: '审核队列不存在' }));

export const operator = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OPS_ROLES)),
  /** The finance institution a 机构经办 works for; null otherwise. */
  institutionId: z.nullable(z.number()),
  disabled: z.boolean(),
});
export type Operator = z.infer<typeof operator>;

/** A new or reset second factor: shown once to 管理员, who hands it to the operator. */
const totpSecret = z.object({ secret: z.string(), uri: z.string() });

const auditRow = z.object({
  id: z.number(),
  operatorId: z.number(),
  operatorName: z.string(),
  role: z.string(),
  objectKind: z.string(),
  objectId: z.number(),
  action: z.string(),
  /** JSON text of the object's part the action changed, before and after. */
  before: z.string(),
  after: z.string(),
  reason: z.string(),
  at: z.string(),
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

const queueItem = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  submittedAt: z.string(),
  /** Minutes since it was submitted. */
  ageMinutes: z.number(),
  /** Who holds a live claim on it, if anyone. */
  claimedBy: z.nullable(z.object({ operatorId: z.number(), name: z.string(), until: z.string() })),
  /** Uploads to open beside it (a licence, a certificate photo), read with the operator's session. */
  attachments: z.optional(z.array(z.object({ name: z.string(), url: z.string(), thumbUrl: z.optional(z.string()) }))),
});
export type QueueItem = z.infer<typeof queueItem>;

export const ops = {
  /** Password and TOTP code in one step; answers the operator and sets the session cookie. */
  login: post(
    `${P}/auth/login`,
    z.object({ account, password: str(z.maxLength(64)), code: totpCode }),
    operator,
    'none',
  ),
  logout: post(`${P}/auth/logout`, z.object({}), z.null(), 'operator'),
  /** The operator of the session (401 without one). */
  me: get(`${P}/auth/me`, z.object({}), operator, 'operator'),

  operators: get(`${P}/operator/list`, z.object({ ...paging(20) }), page(operator), 'operator:admin'),
  createOperator: post(
    `${P}/operator/create`,
    z.object({
      account,
      name: str(z.minLength(1), z.maxLength(20)),
      password,
      roles,
      institutionId: opt(id),
    }),
    z.object({ id: z.number(), totp: totpSecret }),
    'operator:admin',
  ),
  setRoles: post(
    `${P}/operator/roles`,
    z.object({ id, roles, institutionId: opt(id), reason }),
    operator,
    'operator:admin',
  ),
  resetTotp: post(`${P}/operator/reset-totp`, z.object({ id, reason }), totpSecret, 'operator:admin'),

  /** The audit log, newest first: by operator, object kind, action and Beijing days. */
  audit: get(
    `${P}/audit/list`,
    z.object({
      operatorId: z.optional(id),
      objectKind: text(30),
      action: text(30),
      from: z.optional(day),
      to: z.optional(day),
      ...paging(20),
    }),
    page(auditRow),
    'operator:admin',
  ),

  /** The review queues the server registers, each with its pending count. */
  queues: get(
    `${P}/queue/kinds`,
    z.object({}),
    z.array(z.object({ kind: z.string(), label: z.string(), pending: z.number() })),
    'operator:reviewer',
  ),
  /** A queue's pending items, oldest first. */
  queue: get(
    `${P}/queue/list`,
    z.object({ kind: queueKind, keyword: text(50), ...paging(20) }),
    page(queueItem),
    'operator:reviewer',
  ),
  /** Takes the item for CLAIM_MINUTES; refused while another operator's claim is live. */
  claim: post(
    `${P}/queue/claim`,
    z.object({ kind: queueKind, id }),
    z.object({ until: z.string() }),
    'operator:reviewer',
  ),
  /** Decides a claimed item with a reason; the member is told in the message centre. */
  decide: post(
    `${P}/queue/decide`,
    z.object({ kind: queueKind, id, decision: z.enum(DECISIONS), reason }),
    z.null(),
    'operator:reviewer',
  ),
};

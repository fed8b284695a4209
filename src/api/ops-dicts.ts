// The operations console's dictionaries (issue 44): operator roles, review decisions and the audit
// log's actions. Plain constants, imported by the catalogue's define.ts (an operator's `who`).

/** Operator roles; a call's `who` of `operator:<role>` admits the operators holding that role. */
export const OPS_ROLES = ['reviewer', 'content', 'institution', 'expert', 'admin'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];
export const OPS_ROLE_NAMES: Record<OpsRole, string> = {
  reviewer: '审核员',
  content: '内容编辑',
  institution: '机构经办',
  expert: '评标专家',
  admin: '管理员',
};

/** A reviewer's decision on a queue item. */
export const DECISIONS = ['approve', 'refuse'] as const;
export type Decision = (typeof DECISIONS)[number];
export const DECISION_NAMES: Record<Decision, string> = { approve: '通过', refuse: '驳回' };

/** The audit log's actions, as the console shows them (an action not listed shows as written). */
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  ...DECISION_NAMES,
  create: '创建操作员',
  roles: '调整角色',
  'reset-totp': '重置动态口令',
  // The content desk (objects content-<kind>).
  'content-create': '新建内容',
  'content-edit': '编辑内容',
  'content-publish': '发布内容',
  'content-schedule': '排期发布',
  'content-withdraw': '撤下内容',
  // The institutions' desk (object finance-application).
  'finance-accept': '受理融资申请',
  'finance-supplement': '要求补充材料',
  'finance-approve': '审批通过',
  'finance-refuse': '拒绝融资申请',
  'finance-disburse': '确认放款',
};

/** The audit log's object kinds (a queue's kind, content-<kind>, …), as 管理员 filters them. */
export const AUDIT_OBJECT_NAMES: Record<string, string> = {
  membership: '成员加入企业',
  'supplier-cert': '企业认证',
  'sc-cert': '招标网供应商认证',
  inquiry: '询价审核',
  'labor-post': '招工信息',
  'labor-cert': '工人证书',
  'flagged-device-supply': '标记的设备出租',
  'flagged-device-need': '标记的设备求租',
  'flagged-project': '标记的分包项目',
  complaint: '举报',
  'finance-application': '融资申请',
  'content-banner': '广告图',
  'content-news': '新闻资讯',
  'content-case': '成功案例',
  'content-partner': '合作伙伴',
  'content-help': '帮助问题',
  expert: '评标专家',
  operator: '操作员',
};

/** Account names of operators: letters, digits, `.`, `_`, `-`, 3–32 characters. */
export const OPS_ACCOUNT_RE = /^[A-Za-z0-9._-]{3,32}$/;
/** A TOTP code: 6 digits (RFC 6238, 30-second steps). */
export const TOTP_RE = /^\d{6}$/;

/** A company's identity on the portal (memberships.identity), as the console shows it. */
export const IDENTITY_NAMES: Record<string, string> = { '1': '采购商', '2': '供应商' };

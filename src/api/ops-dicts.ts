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
};

/** Account names of operators: letters, digits, `.`, `_`, `-`, 3–32 characters. */
export const OPS_ACCOUNT_RE = /^[A-Za-z0-9._-]{3,32}$/;
/** A TOTP code: 6 digits (RFC 6238, 30-second steps). */
export const TOTP_RE = /^\d{6}$/;

/** A company's identity on the portal (memberships.identity), as the console shows it. */
export const IDENTITY_NAMES: Record<string, string> = { '1': '采购商', '2': '供应商' };

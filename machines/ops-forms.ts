// The console's flow rules shared with its forms: the login's two steps and a decision's reason,
// checked with the catalogue's own patterns (the server checks the same).
import { OPS_ACCOUNT_RE, TOTP_RE, type OpsRole } from '../src/api/ops-dicts';
import { pagePaths } from '../src/api/paths';

export interface OpsCredentials {
  account: string;
  password: string;
}

/** Step 1 of the login: null when account and password may be sent on, else the message. */
export function credentialsError(c: OpsCredentials): string | null {
  if (!OPS_ACCOUNT_RE.test(c.account.trim())) return '请输入正确的操作员账号';
  if (!c.password) return '请输入密码';
  return null;
}

/** Step 2: the authenticator's six digits. */
export const codeError = (code: string): string | null => (TOTP_RE.test(code.trim()) ? null : '请输入 6 位动态口令');

/** A decision's reason: at least two characters, at most 500. */
export function reasonError(reason: string): string | null {
  const r = reason.trim();
  if (r.length < 2) return '请填写理由（至少 2 个字）';
  return r.length > 500 ? '理由不能超过 500 个字' : null;
}

/** The console page an operator lands on after login: the queues for 审核员, the audit log for 管理员. */
export const landingOf = (roles: readonly OpsRole[]): string =>
  roles.includes('admin') && !roles.includes('reviewer') ? pagePaths.opsAudit : pagePaths.opsQueue;

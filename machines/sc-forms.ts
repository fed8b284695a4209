// The sc register form's rules, shared by the flow and its tests: one message per problem, the
// same rules the server checks (src/api/validation.ts, the 统一社会信用代码 check character).
import { isUscc, USCC_MSG } from '../src/api/finance-fields';
import type { ScRole } from '../src/api/sc-dicts';
import { PASSWORD_MSG, PASSWORD_RE, PHONE_MSG, PHONE_RE, SMS_CODE_MSG, SMS_CODE_RE } from '../src/api/validation';

export interface ScAccountStep {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ScCompanyStep {
  companyName: string;
  creditCode: string;
  contactName: string;
  /** The role's two agreements, each ticked or not (they start unticked). */
  agreed: [boolean, boolean];
}

export const CONFIRM_MSG = '两次输入的密码不一致';
export const AGREE_MSG = '请阅读并勾选两份协议';

/** The field each account-step message is about (the form shows it there). */
const ACCOUNT_PATHS: Record<string, keyof ScAccountStep> = {
  [PHONE_MSG]: 'phone',
  [SMS_CODE_MSG]: 'code',
  [PASSWORD_MSG]: 'password',
  [CONFIRM_MSG]: 'confirmPassword',
};
export const accountPath = (message: string): string | null => ACCOUNT_PATHS[message] ?? null;

export function accountStepError(s: ScAccountStep): string | null {
  if (!PHONE_RE.test(s.phone.trim())) return PHONE_MSG;
  if (!SMS_CODE_RE.test(s.code.trim())) return SMS_CODE_MSG;
  if (!PASSWORD_RE.test(s.password)) return PASSWORD_MSG;
  if (s.password !== s.confirmPassword) return CONFIRM_MSG;
  return null;
}

/** The company details a supplier's review reads (at registration and when resubmitting after a rejection). */
export function companyDetailsError(s: Omit<ScCompanyStep, 'agreed'>): string | null {
  const name = s.companyName.trim();
  if (name.length < 2 || name.length > 60) return '请输入 2-60 字的企业名称';
  if (!isUscc(s.creditCode)) return USCC_MSG;
  const contact = s.contactName.trim();
  if (contact.length < 2 || contact.length > 20) return '请输入 2-20 字的联系人姓名';
  return null;
}

export function companyStepError(s: ScCompanyStep): string | null {
  return companyDetailsError(s) ?? (!s.agreed[0] || !s.agreed[1] ? AGREE_MSG : null);
}

export type { ScRole };

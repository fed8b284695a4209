// The member forms' shapes and their checks (login, register, forgotten password), each giving the
// first problem as the message the form shows, or null. The server checks the same rules again.
import { PASSWORD_MSG, PASSWORD_RE, PHONE_MSG, PHONE_RE, SMS_CODE_MSG, SMS_CODE_RE } from '../src/api/validation';

export type LoginTab = 'password' | 'sms_code';

export interface LoginForm {
  grantType: LoginTab;
  phone: string;
  password?: string;
  code?: string;
}

export interface RegisterForm {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  nickName?: string;
  inviteCode?: string;
  agreed: boolean;
}

export interface ForgetForm {
  phone: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_REQUIRED_MSG = '请输入密码';
export const PASSWORD_MISMATCH_MSG = '两次输入的密码不一致';
export const COMPANY_REQUIRED_MSG = '请输入企业名称';
export const AGREEMENT_MSG = '请阅读并同意用户协议';

const phoneError = (phone: string) => (PHONE_RE.test(phone.trim()) ? null : PHONE_MSG);
const codeError = (code: string | undefined) => (SMS_CODE_RE.test((code ?? '').trim()) ? null : SMS_CODE_MSG);
const newPasswordError = (password: string, confirm: string) =>
  !PASSWORD_RE.test(password) ? PASSWORD_MSG : password !== confirm ? PASSWORD_MISMATCH_MSG : null;

export function loginFormError(f: LoginForm): string | null {
  return (
    phoneError(f.phone) ??
    (f.grantType === 'password' ? (f.password ? null : PASSWORD_REQUIRED_MSG) : codeError(f.code))
  );
}

export function registerFormError(f: RegisterForm): string | null {
  return (
    phoneError(f.phone) ??
    codeError(f.code) ??
    newPasswordError(f.password, f.confirmPassword) ??
    (f.companyName.trim() ? null : COMPANY_REQUIRED_MSG) ??
    (f.agreed ? null : AGREEMENT_MSG)
  );
}

export function forgetFormError(f: ForgetForm): string | null {
  return phoneError(f.phone) ?? codeError(f.code) ?? newPasswordError(f.newPassword, f.confirmPassword);
}

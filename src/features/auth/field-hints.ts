// Field-level hints for the auth forms (@mantine/form validators), worded exactly as the shared
// rules (src/api/validation.ts) and the flows' form checks say them; the flows still decide.
import { PASSWORD_MSG, PASSWORD_RE, PHONE_MSG, PHONE_RE, SMS_CODE_MSG, SMS_CODE_RE } from '../../api/validation';
import {
  AGREEMENT_MSG,
  COMPANY_REQUIRED_MSG,
  PASSWORD_MISMATCH_MSG,
  PASSWORD_REQUIRED_MSG,
} from '../../../machines/member-forms';

type Hint = (value: string) => string | null;

export const phoneHint: Hint = (v) => (PHONE_RE.test(v.trim()) ? null : PHONE_MSG);
export const smsCodeHint: Hint = (v) => (SMS_CODE_RE.test(v.trim()) ? null : SMS_CODE_MSG);
export const newPasswordHint: Hint = (v) => (PASSWORD_RE.test(v) ? null : PASSWORD_MSG);
export const passwordHint: Hint = (v) => (v ? null : PASSWORD_REQUIRED_MSG);
export const companyHint: Hint = (v) => (v.trim() ? null : COMPANY_REQUIRED_MSG);
export const confirmHint = (v: string, password: string) => (v === password ? null : PASSWORD_MISMATCH_MSG);
export const agreedHint = (v: boolean) => (v ? null : AGREEMENT_MSG);

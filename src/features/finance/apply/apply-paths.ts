// The field each of the apply flow's own messages is about (its check in machines/finance-forms.ts
// and the server's region rule), so the form shows the message at that field and focuses it; the
// server's 400 names its fields itself (data.fields, found by the form kit).
import { DRAFT_MSG } from '../../../../machines/finance-forms';
import { AGREEMENT_MSG } from '../../../api/finance';
import { USCC_MSG } from '../../../api/finance-fields';
import { PHONE_MSG, SMS_CODE_MSG } from '../../../api/validation';

const PATHS: Record<string, string> = {
  [DRAFT_MSG.company]: 'companyName',
  [USCC_MSG]: 'creditCode',
  [DRAFT_MSG.contact]: 'contactName',
  [PHONE_MSG]: 'phone',
  [SMS_CODE_MSG]: 'smsCode',
  [DRAFT_MSG.service]: 'serviceType',
  [DRAFT_MSG.scene]: 'sceneType',
  [DRAFT_MSG.money]: 'moneyType',
  [DRAFT_MSG.time]: 'timeType',
  [DRAFT_MSG.guaranteeProduct]: 'productId',
  [AGREEMENT_MSG]: 'agreed',
};

/** The field `message` is about, or null (the form's alert). */
export function applyPath(message: string): string | null {
  if (!message) return null;
  if (PATHS[message]) return PATHS[message];
  if (message.includes('所在地区')) return 'cityCode';
  if (message.includes('图片验证码') || message.includes('验证码不正确')) return 'captcha';
  return null;
}

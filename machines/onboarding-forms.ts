// The supplier certification form's rules at input, the same the server checks (src/api/onboarding.ts:
// the 统一社会信用代码 check character of GB 32100-2015, lengths, the licence upload and its validity).
import { MAX_REGIONS, MAX_SCOPE_CATEGORIES, type CertForm } from '../src/api/onboarding';
import { isUscc, USCC_MSG } from '../src/api/finance-fields';
import { PHONE_MSG, PHONE_RE } from '../src/api/validation';

export const CERT_DRAFT_MSG = {
  creditCode: USCC_MSG,
  legalPerson: '请填写法定代表人姓名（2-20 字）',
  licence: '请上传营业执照',
  validUntil: '请填写营业执照营业期限（须晚于今天，长期有效填 2099-12-31）',
  categories: `请选择经营范围（1-${MAX_SCOPE_CATEGORIES} 个类目）`,
  provinces: `请选择服务区域（1-${MAX_REGIONS} 个省份）`,
  contactName: '请填写联系人姓名（2-20 字）',
  contactPhone: PHONE_MSG,
} as const;

const within = (s: string, min: number, max: number) => s.trim().length >= min && s.trim().length <= max;

/** The first problem of the form (in field order), or null; `today` is the Beijing day. */
export function certError(f: CertForm, today: string): string | null {
  if (!isUscc(f.creditCode)) return CERT_DRAFT_MSG.creditCode;
  if (!within(f.legalPerson, 2, 20)) return CERT_DRAFT_MSG.legalPerson;
  if (!f.licenceAttachId) return CERT_DRAFT_MSG.licence;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.licenceValidUntil) || f.licenceValidUntil < today) return CERT_DRAFT_MSG.validUntil;
  if (f.categoryIds.length < 1 || f.categoryIds.length > MAX_SCOPE_CATEGORIES) return CERT_DRAFT_MSG.categories;
  if (f.provinceCodes.length < 1 || f.provinceCodes.length > MAX_REGIONS) return CERT_DRAFT_MSG.provinces;
  if (!within(f.contactName, 2, 20)) return CERT_DRAFT_MSG.contactName;
  return PHONE_RE.test(f.contactPhone) ? null : CERT_DRAFT_MSG.contactPhone;
}

// rs-onboarding-service: a main-site company applies for the supplier identity (or both buyer and
// supplier): 营业执照 (an upload), 统一社会信用代码 with its check character (GB 32100-2015, the
// finance catalogue's `uscc`), legal representative, licence validity, business scope (level-1
// categories of the goods catalogue), regions served (provinces) and a contact. Status 待审核 →
// 已认证 / 已驳回 (with the reason) → corrected and resubmitted; a certification ends with the
// licence's validity day. A 审核员 decides in the operators' console (docs/sections/onboarding.md).
import { get, MAX_INT, post, str, z } from './define';
import { day } from './fields';
import { uscc } from './finance-fields';
import { phone, regionCode } from './validation';

/** What the company asks to be: a supplier only (its members then act as suppliers), or both. */
export const CERT_SCOPES = ['supplier', 'both'] as const;
export type CertScope = (typeof CERT_SCOPES)[number];
export const CERT_SCOPE_NAMES: Record<CertScope, string> = { supplier: '供应商', both: '采购商和供应商' };

/** pending 待审核, certified 已认证, refused 已驳回; 已过期 is certified past the licence's validity day. */
export const CERT_STATUSES = ['pending', 'certified', 'refused', 'expired'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];
export const CERT_STATUS_NAMES: Record<CertStatus, string> = {
  pending: '待审核',
  certified: '已认证',
  refused: '已驳回',
  expired: '已过期',
};
/** A company may (re)submit unless its application waits for review or its certification holds. */
export const canSubmit = (status: CertStatus | null): boolean =>
  status === null || status === 'refused' || status === 'expired';

export const MAX_SCOPE_CATEGORIES = 20;
export const MAX_REGIONS = 34;

export const certForm = z.object({
  scope: z.enum(CERT_SCOPES),
  creditCode: uscc,
  legalPerson: str(z.minLength(2), z.maxLength(20)),
  /** The 营业执照 upload (resource.putFile's attachId), private to the company. */
  licenceAttachId: str(z.minLength(1), z.maxLength(64)),
  /** The licence's 营业期限 end (Beijing day); a licence 长期 有效 gives 2099-12-31. */
  licenceValidUntil: day,
  /** Level-1 categories of the goods catalogue. */
  categoryIds: z
    .array(z.number().check(z.int(), z.positive(), z.maximum(MAX_INT)))
    .check(z.minLength(1), z.maxLength(MAX_SCOPE_CATEGORIES)),
  /** Provinces served (6-digit codes of level 1). */
  provinceCodes: z.array(regionCode).check(z.minLength(1), z.maxLength(MAX_REGIONS)),
  contactName: str(z.minLength(2), z.maxLength(20)),
  contactPhone: phone,
});
export type CertForm = z.input<typeof certForm>;

const named = z.object({ code: z.string(), name: z.string() });

export const certView = z.object({
  id: z.number(),
  companyName: z.string(),
  scope: z.enum(CERT_SCOPES),
  scopeName: z.string(),
  status: z.enum(CERT_STATUSES),
  statusName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  licenceAttachId: z.string(),
  licenceValidUntil: z.string(),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  provinces: z.array(named),
  contactName: z.string(),
  contactPhone: z.string(),
  /** ISO instants (UTC); decidedAt null until a 审核员 decides. */
  submittedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** Why the 审核员 refused ('' unless refused). */
  rejectReason: z.string(),
  canSubmit: z.boolean(),
});
export type CertView = z.infer<typeof certView>;

const P = '/api/rs-onboarding-service/supplier-cert';

export const onboarding = {
  /** The acting company's application, null before its first. */
  mine: get(`${P}/mine`, z.object({}), z.nullable(certView), 'member'),
  /** Apply, or correct and resubmit a refused or expired application: 待审核 again. */
  submit: post(`${P}/submit`, certForm, certView, 'active'),
};

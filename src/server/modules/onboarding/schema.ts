// Supplier onboarding tables (migration 2400): one certification application per company, the
// latest (a resubmission overwrites it; the console's audit log keeps each decision). Added to
// the app's Database type by the declaration at the end.
import type { Generated } from 'kysely';
import type { CertScope } from '../../../api/onboarding';

/** pending 待审核 → certified 已认证 | refused 已驳回; 已过期 is certified past licence_valid_until (computed). */
export type CertState = 'pending' | 'certified' | 'refused';

export interface SupplierCertTable {
  id: Generated<number>;
  company_id: number;
  scope: CertScope;
  status: CertState;
  credit_code: string;
  legal_person: string;
  /** The 营业执照 upload, attached to the company (private). */
  licence_attach_id: string;
  /** 'YYYY-MM-DD' (Beijing): the certification holds through this day. */
  licence_valid_until: string;
  /** Level-1 goods categories, comma-separated ids. */
  category_ids: string;
  /** Provinces served, comma-separated 6-digit codes. */
  province_codes: string;
  contact_name: string;
  contact_phone: string;
  submitted_at: string;
  decided_at: string | null;
  reject_reason: string;
}

declare module '../../db/schema' {
  interface Database {
    supplier_cert: SupplierCertTable;
  }
}

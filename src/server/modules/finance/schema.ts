// Finance tables (migration 1000): partner institutions and their products, notices and platform
// rules, the apply form's picture captchas, and the applications with their consent; added to the
// app's Database type by the declaration at the end. Times are UTC stamps (floor/time.ts).
import type { Generated } from 'kysely';

export interface FinanceInstitutionTable {
  id: Generated<number>;
  name: string;
  short_name: string;
  /** INSTITUTION_KINDS code. */
  kind: string;
  province_code: string;
}

export interface FinanceProductTable {
  id: Generated<number>;
  institution_id: number;
  name: string;
  service_type: string;
  /** Scene codes between commas: ',1,3,' (filtered with LIKE '%,1,%'). */
  scene_codes: string;
  /** 万元 */
  amount_min_wan: number;
  amount_max_wan: number;
  term_min_months: number;
  term_max_months: number;
  /** Percent a year. */
  rate_from: number;
  rate_to: number;
  /** 'rate' | 'fee' */
  rate_kind: string;
  guarantee_kind: string;
  /** Audience codes between commas. */
  audiences: string;
  funding_days: number;
  /** Lines separated by '\n'. */
  conditions: string;
  materials: string;
  /** 'name|days' lines. */
  steps: string;
  features: string;
  summary: string;
  /** Higher first in 推荐. */
  rank: number;
  featured: number;
  apply_count: Generated<number>;
  online_at: string;
}

export interface FinanceNoticeTable {
  id: Generated<number>;
  /** 'notice' | 'rule' */
  kind: string;
  category: string;
  title: string;
  summary: string;
  /** Paragraphs separated by '\n'. */
  body: string;
  version: Generated<string>;
  publish_time: string;
  effective_time: string | null;
}

/** A picture captcha: single use (used_at), valid until expires_at. The answer is kept as shown (upper case). */
export interface FinanceCaptchaTable {
  id: Generated<number>;
  captcha_key: string;
  answer: string;
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface FinanceApplicationTable {
  id: Generated<number>;
  apply_no: Generated<string>;
  product_id: number | null;
  user_id: number | null;
  company_id: number | null;
  company_name: string;
  credit_code: string;
  contact_name: string;
  phone: string;
  service_type: string;
  scene_type: string;
  money_type: string;
  time_type: string;
  province_code: string;
  city_code: string;
  remark: string;
  /** attachIds between commas. */
  materials: string;
  beneficiary: string;
  tender_no: string;
  margin_amount: number | null;
  valid_until: string;
  /** APPLY_STATUSES code. */
  status: string;
  agreement_version: string;
  consented_at: string;
  created_at: string;
  updated_at: string;
  /** The tender a 投标保函 is for (migration 2800). */
  tender_id: Generated<number | null>;
  /** What the institution asked the applicant to upload (补充材料). */
  desk_request: Generated<string>;
  approved_amount_wan: Generated<number | null>;
  approved_rate: Generated<number | null>;
  approved_term_months: Generated<number | null>;
  refuse_reason: Generated<string>;
}

/** One step of an application (migration 2800): the status it set, by the institution or the applicant. */
export interface FinanceApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  status: string;
  /** 'submit', a DeskAction, or 'resubmit'. */
  action: string;
  note: Generated<string>;
  /** attachIds between commas (the applicant's supplement). */
  materials: Generated<string>;
  /** 'institution' | 'applicant' */
  by_kind: string;
  at: string;
}

declare module '../../db/schema' {
  interface Database {
    finance_institution: FinanceInstitutionTable;
    finance_product: FinanceProductTable;
    finance_notice: FinanceNoticeTable;
    finance_captcha: FinanceCaptchaTable;
    finance_application: FinanceApplicationTable;
    finance_application_event: FinanceApplicationEventTable;
  }
}

// Inquiry tables (migration 0400, which also made the floor's saved_search): inquiries and
// their lines, one quote per supplier company with its line prices, deals from awards. Times
// are UTC text 'YYYY-MM-DD HH:mm:ss'; flags 0/1. The declaration at the end adds them to the
// app's Database type (declaration merging: schema.ts is never edited for a section).
import type { Generated } from 'kysely';

/** Stored lifecycle; `expired` is never stored (published with the deadline passed). */
export type StoredInquiryStatus = 'draft' | 'pending_review' | 'rejected' | 'published' | 'withdrawn' | 'closed';

export interface InquiryTable {
  id: Generated<number>;
  buyer_company_id: number;
  /** The member who wrote it (null for seeded market inquiries). */
  user_id: number | null;
  title: string;
  /** A category_code dictionary key. */
  category_code: string;
  province_code: string;
  city_code: string;
  delivery_address: string;
  /** 1: prices asked including tax (含税). */
  tax_included: number;
  /** VAT rate in percent. */
  tax_rate: number;
  contact_name: string;
  contact_phone: string;
  remark: Generated<string>;
  status: StoredInquiryStatus;
  review_note: Generated<string>;
  /** Supplier companies with a quote (kept in step under the inquiry's row lock). */
  quote_count: Generated<number>;
  publish_time: string | null;
  deadline: string;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'open' 公开比价 or 'sealed' 密封报价 (migration 1500). */
  quote_mode: Generated<QuoteMode>;
  /** 'line' 分项定标 or 'whole' 整单定标. */
  award_mode: Generated<AwardMode>;
  /** 1: 定向邀请, only inquiry_invite's companies may quote. */
  invited_only: Generated<number>;
  /** The delivery district ('' on inquiries from before it was asked). */
  district_code: Generated<string>;
  /** 'goods' 货物 or 'install' 供货并安装 (a construction service: 9 % VAT). */
  supply_kind: Generated<SupplyKind>;
  budget: number | null;
  /** 'YYYY-MM-DD' 最晚到货日期. */
  delivery_date: string | null;
}

export type QuoteMode = 'open' | 'sealed';
export type AwardMode = 'line' | 'whole';
export type SupplyKind = 'goods' | 'install';

export interface InquiryInviteTable {
  inquiry_id: number;
  company_id: number;
}

export interface InquiryAttachmentTable {
  inquiry_id: number;
  seq: number;
  attach_id: string;
  name: string;
  kind: string;
}

/** A supplier company's desk profile: what it sells and where (comma-separated codes). */
export interface InquirySupplierProfileTable {
  company_id: number;
  categories: string;
  regions: string;
  /** 1: elected the 3 % simplified VAT (砂石/商砼 only). */
  simple_tax: Generated<number>;
  intro: Generated<string>;
  updated_at: string;
}

export interface InquiryLineTable {
  id: Generated<number>;
  inquiry_id: number;
  seq: number;
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  remark: string;
}

export interface InquiryQuoteTable {
  id: Generated<number>;
  inquiry_id: number;
  supplier_company_id: number;
  user_id: number | null;
  valid_until: string;
  remark: string;
  /** 1 for the first submission, +1 per revision. */
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface InquiryQuoteLineTable {
  quote_id: number;
  line_id: number;
  unit_price: number;
  tax_included: number;
  delivery_days: number;
  remark: string;
}

/** Each submission of a quote (migration 2200): its validity, remark and time; its prices in the lines below. */
export interface InquiryQuoteRevisionTable {
  quote_id: number;
  revision: number;
  valid_until: string;
  remark: string;
  created_at: string;
}

export interface InquiryQuoteRevisionLineTable {
  quote_id: number;
  revision: number;
  line_id: number;
  unit_price: number;
  tax_included: number;
  delivery_days: number;
}

/** One awarded line: the price is the quote's, normalised to 含税. */
export interface InquiryDealTable {
  id: Generated<number>;
  inquiry_id: number;
  line_id: number;
  quote_id: number;
  buyer_company_id: number;
  supplier_company_id: number;
  material_name: string;
  spec: string;
  unit: string;
  quantity: number;
  unit_price: number;
  amount: number;
  category_code: string;
  province_code: string;
  city_code: string;
  deal_time: string;
}

declare module '../../db/schema' {
  interface Database {
    inquiry: InquiryTable;
    inquiry_line: InquiryLineTable;
    inquiry_quote: InquiryQuoteTable;
    inquiry_quote_line: InquiryQuoteLineTable;
    inquiry_quote_revision: InquiryQuoteRevisionTable;
    inquiry_quote_revision_line: InquiryQuoteRevisionLineTable;
    inquiry_deal: InquiryDealTable;
    inquiry_invite: InquiryInviteTable;
    inquiry_attachment: InquiryAttachmentTable;
    inquiry_supplier_profile: InquirySupplierProfileTable;
  }
}

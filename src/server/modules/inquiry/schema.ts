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
    inquiry_deal: InquiryDealTable;
  }
}

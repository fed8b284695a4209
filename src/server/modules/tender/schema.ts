// Tender tables (migration 0401): notices with their legal-clock dates (the status is computed
// from them) and one participation (registration + margin) per member company and tender, added
// to the app's Database type by the declaration at the end.
import type { Generated } from 'kysely';

export interface TenderTable {
  id: Generated<number>;
  /** The purchaser (招标人). */
  company_id: number;
  user_id: number | null;
  title: string;
  project_name: string;
  agency_name: Generated<string>;
  type_code: string;
  method_code: string;
  province_code: string;
  city_code: string;
  /** 元 */
  budget: number;
  /** 元, at most 2 % of the budget. */
  margin_amount: number;
  qualification: Generated<string>;
  open_place: string;
  contact_name: string;
  contact_phone: string;
  publish_time: string;
  registration_deadline: string;
  /** Also the bid opening. */
  bid_deadline: string;
  publicity_start: string | null;
  publicity_end: string | null;
  winner_name: Generated<string>;
  winning_amount: number | null;
  terminated: Generated<number>;
  termination_reason: Generated<string>;
  created_at: string;
  /** JSON [{ attachId, name }] of the tender documents (uploads). */
  documents: Generated<string>;
  opened_at: Generated<string | null>;
  result_at: Generated<string | null>;
  /** 'composite' 综合评估法 | 'lowest' 经评审的最低投标价法 (migration 2900; read by the evaluation). */
  evaluation_method: Generated<string>;
  /** JSON [{ name, category: 'price'|'technical'|'commercial', weight }] (composite), null for lowest. */
  score_items: Generated<string | null>;
  /** JSON array of BID_DOC_KINDS codes every bid must carry. */
  required_docs: Generated<string | null>;
  /** 单一来源: the intended supplier (a certified supplier company) and the reason. */
  single_source_company_id: Generated<number | null>;
  single_source_reason: Generated<string>;
}

/** An invitee of a 邀请招标 (招标投标法 第十七条); status '0' 待回复, '1' 已接受, '2' 已谢绝. */
export interface TenderInvitationTable {
  id: Generated<number>;
  tender_id: number;
  company_id: number;
  status: Generated<'0' | '1' | '2'>;
  note: Generated<string>;
  created_at: string;
  answered_at: string | null;
}

/** margin_status '0' 未缴, '3' 待确认, '1' 已缴, '2' 已退还; registration_status '0' 待审核, '1' 已通过, '2' 已驳回. */
export interface TenderParticipationTable {
  id: Generated<number>;
  tender_id: number;
  company_id: number;
  user_id: number | null;
  registered_at: string;
  margin_status: Generated<'0' | '1' | '2' | '3'>;
  margin_form: Generated<string>;
  margin_proof: Generated<string>;
  paid_at: string | null;
  refunded_at: string | null;
  registration_status: Generated<'0' | '1' | '2'>;
  review_note: Generated<string>;
  reviewed_at: Generated<string | null>;
  margin_attach_id: Generated<string>;
  margin_note: Generated<string>;
  confirmed_at: Generated<string | null>;
  /** '' until the result, '1' 中标, '2' 未中标. */
  result: Generated<'' | '1' | '2'>;
  /** What the supplier corrected when it resubmitted a declined registration (migration 2900). */
  registration_note: Generated<string>;
}

/** One bid per company and tender; status '1' active, '0' withdrawn. Sealed until the opening. */
export interface TenderBidTable {
  id: Generated<number>;
  tender_id: number;
  company_id: number;
  user_id: number | null;
  /** 元 */
  price: number;
  duration_days: number;
  documents: Generated<string>;
  status: Generated<'0' | '1'>;
  revision: Generated<number>;
  submitted_at: string;
  updated_at: string;
}

/** kind '1' 变更公告, '2' 开标记录, '3' 中标候选人公示, '4' 中标结果公告. */
export interface TenderNoticeTable {
  id: Generated<number>;
  tender_id: number;
  kind: string;
  content: string;
  created_at: string;
}

export interface TenderCandidateTable {
  id: Generated<number>;
  tender_id: number;
  company_id: number;
  rank: number;
  price: number;
}

export interface TenderObjectionTable {
  id: Generated<number>;
  tender_id: number;
  company_id: number;
  content: string;
  answer: Generated<string>;
  created_at: string;
  answered_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    tender: TenderTable;
    tender_participation: TenderParticipationTable;
    tender_bid: TenderBidTable;
    tender_notice: TenderNoticeTable;
    tender_candidate: TenderCandidateTable;
    tender_objection: TenderObjectionTable;
    tender_invitation: TenderInvitationTable;
  }
}

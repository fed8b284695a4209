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
}

/** margin_status '0' 未缴, '1' 已缴, '2' 已退还. */
export interface TenderParticipationTable {
  id: Generated<number>;
  tender_id: number;
  company_id: number;
  user_id: number | null;
  registered_at: string;
  margin_status: Generated<'0' | '1' | '2'>;
  margin_form: Generated<string>;
  margin_proof: Generated<string>;
  paid_at: string | null;
  refunded_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    tender: TenderTable;
    tender_participation: TenderParticipationTable;
  }
}

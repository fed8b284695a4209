// The tables after the opening (migration 3000): experts' specialities and ties, the committee and
// its members, the experts' sheets, the contract; added to the app's Database type at the end.
import type { Generated } from 'kysely';

export interface TenderExpertSpecialityTable {
  id: Generated<number>;
  operator_id: number;
  /** A tender type code (TENDER_TYPES). */
  type_code: string;
}

/** relation: EXPERT_TIES code ('1' 任职 …). */
export interface TenderExpertTieTable {
  id: Generated<number>;
  operator_id: number;
  company_id: number;
  relation: string;
}

export interface TenderCommitteeTable {
  id: Generated<number>;
  tender_id: number;
  size: number;
  requested_at: string;
  /** When the last expert submitted and the report was written. */
  report_at: string | null;
  /** JSON ReportRow[]: every bid with its total and rank, or why it is invalid. */
  report: Generated<string>;
}

/** kind '1' 评标专家 (operator_id set), '2' 招标人代表 (by name). */
export interface TenderCommitteeMemberTable {
  id: Generated<number>;
  tender_id: number;
  operator_id: number | null;
  kind: '1' | '2';
  name: string;
  submitted_at: string | null;
}

export interface TenderEvaluationTable {
  id: Generated<number>;
  tender_id: number;
  operator_id: number;
  company_id: number;
  /** JSON number[]: one score (0–100) per item of the tender's scoring sheet. */
  scores: Generated<string>;
  evaluated_price: number | null;
  invalid: Generated<number>;
  invalid_reason: Generated<string>;
  updated_at: string;
}

export interface TenderContractTable {
  id: Generated<number>;
  tender_id: number;
  company_id: number;
  signed_on: string;
  amount: number;
  attach_id: Generated<string>;
  recorded_at: string;
}

declare module '../../db/schema' {
  interface Database {
    tender_expert_speciality: TenderExpertSpecialityTable;
    tender_expert_tie: TenderExpertTieTable;
    tender_committee: TenderCommitteeTable;
    tender_committee_member: TenderCommitteeMemberTable;
    tender_evaluation: TenderEvaluationTable;
    tender_contract: TenderContractTable;
  }
}

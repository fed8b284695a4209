// Labour tables (migrations 0900, 1800 and 2500): labour companies, job posts, worker cards with
// their 特种作业 certificates, teams with their past projects, the trades of each listing (one row
// per level-2 trade, so a tree node filters by its children), contact reveals and reports. Times are
// UTC text 'YYYY-MM-DD HH:mm:ss'; days 'YYYY-MM-DD'; flags 0/1.
import type { Generated } from 'kysely';

export type StoredJobStatus = 'pending_review' | 'rejected' | 'recruiting' | 'full' | 'closed' | 'withdrawn';
export type StoredCardStatus = 'open' | 'working' | 'closed';
export type ListingKind = 'job' | 'worker' | 'team';

export interface LaborCompanyTable {
  id: Generated<number>;
  name: string;
  credit_code: string;
  province_code: string;
  city_code: string;
  address: string;
  qualification: string;
  safety_licence: string;
  workers: number;
  project_count: number;
  /** Tenths: 46 is 4.6. */
  rating: number;
  verified: number;
  wage_account: number;
  featured: number;
  intro: string;
  contact_name: string;
  contact_phone: string;
  joined_at: string;
}

export interface LaborJobTable {
  id: Generated<number>;
  /** The poster's company (members and market builders); null when a labour company posted it. */
  company_id: number | null;
  labor_company_id: number | null;
  user_id: number | null;
  title: string;
  headcount: number;
  wage_min: number;
  wage_max: number;
  wage_unit: string;
  settlement: string;
  project_type: string;
  start_date: string;
  duration_days: number;
  province_code: string;
  city_code: string;
  address: string;
  benefits: string;
  requirements: string;
  description: string;
  contact_name: string;
  contact_phone: string;
  wage_account: number;
  /** 1: mentions a fee word (held for review; published ones carry a warning). */
  fee_flag: number;
  status: StoredJobStatus;
  review_note: string;
  /** When a 审核员 decided a held post (who: the console's audit log). */
  reviewed_at: string | null;
  publish_time: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface LaborWorkerTable {
  id: Generated<number>;
  user_id: number | null;
  surname: string;
  full_name: string;
  phone: string;
  years: number;
  age: number;
  hometown_code: string;
  province_code: string;
  city_code: string;
  expected_wage: number;
  wage_unit: string;
  is_leader: number;
  real_name_verified: number;
  rating: number;
  intro: string;
  status: StoredCardStatus;
  /** The last refresh: a card older than LABOR_STALE_DAYS leaves the lists. */
  active_at: string;
  /** The `active_at` its owner was told the card left the lists for (one notice per lapse). */
  stale_notice_for: string | null;
  created_at: string;
  updated_at: string;
}

export interface LaborCertificateTable {
  id: Generated<number>;
  worker_id: number;
  type_code: string;
  number: string;
  province_code: string;
  issued_at: string;
  expires_at: string;
  /** 1: checked by a reviewer against the official lookup (已核验); -1: no match there (核验不符); 0: unchecked. */
  verified: number;
  /** When a 审核员 decided it (who: the console's audit log). */
  checked_at: string | null;
  /** A private upload's id (the certificate photo). */
  photo_id: string | null;
}

export interface LaborTeamTable {
  id: Generated<number>;
  user_id: number | null;
  labor_company_id: number | null;
  name: string;
  leader_name: string;
  phone: string;
  size: number;
  mode: string;
  province_code: string;
  city_code: string;
  intro: string;
  rating: number;
  verified: number;
  status: StoredCardStatus;
  active_at: string;
  created_at: string;
  updated_at: string;
}

export interface LaborTeamProjectTable {
  id: Generated<number>;
  team_id: number;
  name: string;
  year: number;
  scale: string;
}

export interface LaborTradeTable {
  kind: ListingKind;
  owner_id: number;
  trade_code: string;
}

export interface LaborContactTable {
  id: Generated<number>;
  kind: string;
  target_id: number;
  user_id: number;
  company_id: number;
  created_at: string;
}

export interface LaborReportTable {
  id: Generated<number>;
  job_id: number;
  user_id: number;
  company_id: number;
  reason: string;
  detail: string;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    labor_company: LaborCompanyTable;
    labor_job: LaborJobTable;
    labor_worker: LaborWorkerTable;
    labor_certificate: LaborCertificateTable;
    labor_team: LaborTeamTable;
    labor_team_project: LaborTeamProjectTable;
    labor_trade: LaborTradeTable;
    labor_contact: LaborContactTable;
    labor_report: LaborReportTable;
  }
}

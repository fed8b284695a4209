// Subcontract project tables (migration 0800): packages (分包项目) with their 资质 requirement,
// the member companies' 资质, and one application (报名) per company and package; added to the
// app's Database type by the declaration at the end.
import type { Generated } from 'kysely';

/** status: pending_review → published → awarded | closed; expired is published past the apply deadline (computed). */
export type PackageState = 'pending_review' | 'published' | 'awarded' | 'closed';

export interface ProjectPackageTable {
  id: Generated<number>;
  /** The general contractor (发包单位). */
  company_id: number;
  user_id: number | null;
  project_name: string;
  owner_name: Generated<string>;
  category_code: string;
  /** '1' 专业分包, '2' 劳务分包. */
  subcontract_type: string;
  sale_type: string;
  transaction_mode: string;
  province_code: string;
  city_code: string;
  address: string;
  scope: string;
  quantities: Generated<string>;
  /** 元 */
  budget: number;
  /** The 资质 category asked for ('' none) and the lowest grade taken ('0' 不分等级). */
  qual_category: string;
  qual_grade: string;
  experience_required: Generated<string>;
  /** 'YYYY-MM-DD' */
  start_date: string;
  duration_days: number;
  payment_terms: string;
  apply_deadline: string;
  contact_name: string;
  contact_phone: string;
  status: PackageState;
  views: Generated<number>;
  applicant_count: Generated<number>;
  awarded_company_id: number | null;
  awarded_at: string | null;
  publish_time: string;
  created_at: string;
}

export interface ProjectQualificationTable {
  id: Generated<number>;
  company_id: number;
  category_code: string;
  grade: string;
  cert_no: string;
  /** 'YYYY-MM-DD' */
  expires_on: string;
  /** A private upload of the company ('' none). */
  scan_attach_id: Generated<string>;
  created_at: string;
}

export interface ProjectApplicationTable {
  id: Generated<number>;
  package_id: number;
  company_id: number;
  user_id: number | null;
  qualification: string;
  experience: string;
  /** 元 */
  price: number | null;
  message: Generated<string>;
  /** withdrawn: taken back by the applicant before a decision (a new application reuses the row). */
  status: 'submitted' | 'accepted' | 'declined' | 'withdrawn';
  reason: Generated<string>;
  created_at: string;
  decided_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    project_package: ProjectPackageTable;
    project_qualification: ProjectQualificationTable;
    project_application: ProjectApplicationTable;
  }
}

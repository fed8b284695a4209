// The sc site's tables (migration 1300): its own accounts (not the main site's users), the roles
// each holds with their certification status, consents, sessions, login failures, notices,
// banners and the fast_city dictionary; added to the app's Database type at the end.
import type { Generated } from 'kysely';
import type { ScCertStatus, ScRole } from '../../../api/sc-dicts';

export interface ScAccountTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  company_name: string;
  credit_code: string;
  contact_name: string;
  created_at: string;
}

/** One row per account and role (unique). */
export interface ScRoleTable {
  id: Generated<number>;
  account_id: number;
  role: ScRole;
  cert_status: ScCertStatus;
  submitted_at: string;
  reviewed_at: string | null;
  /** Why the review refused the details ('' unless rejected; migration 2000). */
  reject_reason: Generated<string>;
}

export interface ScConsentTable {
  id: Generated<number>;
  account_id: number;
  agreement: string;
  version: string;
  accepted_at: string;
}

export interface ScSessionTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  role: ScRole;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** The floor's login guard table shape (src/server/floor/login-guard.ts). */
export interface ScLoginFailureTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  at: string;
  cleared: Generated<number>;
}

export interface ScNoticeTable {
  id: Generated<number>;
  account_id: number;
  title: string;
  content: string;
  is_read: Generated<number>;
  created_at: string;
}

export interface ScBannerTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  link: string;
  tone: string;
  sort: number;
}

/** dict_key: the city's name; dict_value: its 6-digit code (spec §3's dictionary entry shape). */
export interface FastCityTable {
  id: Generated<number>;
  code: string;
  dict_key: string;
  dict_value: string;
  province_name: string;
  pinyin: string;
  initials: string;
  hot: number;
  sort: number;
}

/** A member's saved tender search (migration 2001); checked_at: tenders published up to it were told. */
export interface ScSavedSearchTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** The search filters as JSON (scSearchFilters). */
  filters: string;
  created_at: string;
  checked_at: string;
}

declare module '../../db/schema' {
  interface Database {
    sc_account: ScAccountTable;
    sc_role: ScRoleTable;
    sc_consent: ScConsentTable;
    sc_session: ScSessionTable;
    sc_login_failures: ScLoginFailureTable;
    sc_notice: ScNoticeTable;
    sc_banner: ScBannerTable;
    fast_city: FastCityTable;
    sc_saved_search: ScSavedSearchTable;
  }
}

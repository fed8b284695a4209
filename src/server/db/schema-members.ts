// Member tables (users, companies, memberships, sessions, SMS codes and outbox, login failures,
// notices, invitations). Times are UTC text 'YYYY-MM-DD HH:mm:ss.SSS' (sortable, so windows
// are plain string comparisons on both dialects); secrets are stored only as hashes.
import type { Generated } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  phone: string;
  /** argon2id PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
  password_hash: string;
  nick_name: string;
  created_at: string;
}

export interface CompanyTable {
  id: Generated<number>;
  /** Six digits, unique: the tenant id the login page and Tenant-Id header carry. */
  tenant_id: string;
  name: string;
  /** Unified social credit code; empty until the company supplies it. */
  org_code: string;
  /** The invite code the company registered with, if any. */
  invite_code: string | null;
  created_at: string;
}

/** '1' buyer, '2' supplier. */
export type Identity = '1' | '2';
/** '0' under review, '1' approved, '2' disabled. */
export type MemberStatus = '0' | '1' | '2';

export interface MembershipTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  identity: Identity;
  status: MemberStatus;
  /** 1 for the company a member of several logs into first in lists. */
  is_default: number;
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  /** sha256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** The company the session acts for unless Switch-To-Company-Id says otherwise. */
  company_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  /** login | register | forget | finance */
  purpose: string;
  /** HMAC-SHA256(pepper, purpose:phone:code) hex. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Wrong tries so far; the code is dead at 5. */
  attempts: number;
  used_at: string | null;
  ip: string;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  /** The text as the SMS carries it, code included (development reads codes here). */
  content: string;
  created_at: string;
}

export interface LoginFailureTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  at: string;
  /** 1 once a later successful login cleared the growing delay (still counts for the hourly cap). */
  cleared: number;
}

export interface NoticeTable {
  id: Generated<number>;
  company_id: number;
  /** null: for every member of the company. */
  user_id: number | null;
  kind: 'order' | 'system';
  title: string;
  content: string;
  is_read: number;
  created_at: string;
  /** The object's portal page (pageLinks); null for notices from before migration 0600. */
  link: string | null;
  object_kind: string | null;
  object_id: number | null;
}

export interface InviteTable {
  id: Generated<number>;
  code: string;
  company_id: number;
  inviter_user_id: number;
  created_at: string;
}

/** A rate-limit counter: hits of one client (key) in one scope's fixed window ending at `until`. */
export interface RateCounterTable {
  scope: string;
  key: string;
  until: string;
  hits: number;
}

/** One consent of a member to one version of an agreement (migration 0110_consent). */
export interface ConsentTable {
  id: Generated<number>;
  user_id: number;
  agreement: string;
  version: string;
  consented_at: string;
}

export interface MemberTables {
  users: UserTable;
  companies: CompanyTable;
  memberships: MembershipTable;
  sessions: SessionTable;
  sms_codes: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  login_failures: LoginFailureTable;
  notices: NoticeTable;
  invites: InviteTable;
  rate_counters: RateCounterTable;
  consents: ConsentTable;
}

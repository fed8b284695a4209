// The operations console's tables (migration 2300): operators (not members: no column refers to
// users), their roles, sessions and login failures, review claims and the append-only audit log
// (written only through src/server/floor/audit.ts); added to the app's Database type at the end.
import type { Generated } from 'kysely';
import type { OpsRole } from '../../../api/ops-dicts';

export interface OpsOperatorTable {
  id: Generated<number>;
  account: string;
  name: string;
  password_hash: string;
  /** The TOTP secret, base32 (RFC 6238). */
  totp_secret: string;
  /** The last 30-second step a code was accepted for: a code is good once. */
  totp_step: number;
  /** The finance institution a 机构经办 works for. */
  institution_id: number | null;
  disabled: number;
  created_at: string;
}

/** One row per operator and role (unique). */
export interface OpsOperatorRoleTable {
  id: Generated<number>;
  operator_id: number;
  role: OpsRole;
}

export interface OpsSessionTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** The floor's login guard table (login-guard.ts): `phone` holds the operator's account. */
export interface OpsLoginFailureTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  at: string;
  cleared: number;
}

/** One live claim per queue item (unique kind + item): taken by an atomic conditional upsert. */
export interface OpsClaimTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  operator_id: number;
  expires_at: string;
}

/** Append-only: rows are inserted, never updated or deleted. */
export interface OpsAuditTable {
  id: Generated<number>;
  operator_id: number;
  operator_name: string;
  role: string;
  object_kind: string;
  object_id: number;
  action: string;
  /** JSON of the changed part before and after. */
  before: string;
  after: string;
  reason: string;
  at: string;
  ip: string;
}

declare module '../../db/schema' {
  interface Database {
    ops_operator: OpsOperatorTable;
    ops_operator_role: OpsOperatorRoleTable;
    ops_session: OpsSessionTable;
    ops_login_failures: OpsLoginFailureTable;
    ops_claim: OpsClaimTable;
    ops_audit: OpsAuditTable;
  }
}

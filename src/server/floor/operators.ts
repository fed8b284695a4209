// Operators of the console as other modules' seeds need them (the tender module seeds its expert
// pool): one operator with its roles, and the demo TOTP secret derived from the account (the same
// on every seed; README lists the accounts). The console itself is src/server/modules/ops/.
import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';
import type { OpsRole } from '../../api/ops-dicts';
import type { Db } from '../db';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The demo TOTP secret of an account (base32): the same on every seed. */
export const demoTotpSecret = (account: string): string =>
  new Secret({ buffer: Uint8Array.from(digest(`ops-totp:${account}`).subarray(0, 20)).buffer }).base32;

/** Inserts an operator with its roles; answers its id. */
export async function insertOperator(
  db: Db,
  o: { account: string; name: string; passwordHash: string; roles: OpsRole[]; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('ops_operator')
    .values({
      account: o.account,
      name: o.name,
      password_hash: o.passwordHash,
      totp_secret: demoTotpSecret(o.account),
      totp_step: 0,
      institution_id: null,
      disabled: 0,
      created_at: o.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ops_operator_role')
    .values(o.roles.map((role) => ({ operator_id: row.id, role })))
    .execute();
  return row.id;
}

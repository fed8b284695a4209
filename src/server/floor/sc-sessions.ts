// The sc site's sessions as the HTTP layer reads them, owned by the sc module (modules/sc, whose
// table sc_session is: opened and revoked by modules/sc/session.ts): the live session of a
// token's hash. No code but the sc module reads sc_session except through this file.
import type { ScRole } from '../../api/sc-dicts';
import type { Db } from '../db';
import { stamp } from './time';

export interface LiveScSession {
  id: number;
  accountId: number;
  role: ScRole;
}

/** The session a token (by its sha256) opened, if it is neither revoked nor expired. */
export async function liveScSession(db: Db, tokenHash: string): Promise<LiveScSession | undefined> {
  const row = await db
    .selectFrom('sc_session')
    .select(['id', 'account_id', 'role'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', stamp())
    .executeTakeFirst();
  return row && { id: row.id, accountId: row.account_id, role: row.role };
}

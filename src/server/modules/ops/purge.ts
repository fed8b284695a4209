// The console's short-lived rows: expired sessions and claims, login failures older than the
// guard's hour. The audit log is never purged.
import { deleteOlder } from '../../db/delete-older';
import type { Db } from '../../db';
import { HOUR, stamp } from '../../floor/time';

export const opsPurge = async (db: Db, at: number): Promise<number> =>
  (await deleteOlder(db, 'ops_session', 'expires_at', stamp(at))) +
  (await deleteOlder(db, 'ops_claim', 'expires_at', stamp(at))) +
  (await deleteOlder(db, 'ops_login_failures', 'at', stamp(at - HOUR)));

// The sc site's short-lived rows: expired sessions, login failures older than the guard's hour.
import { deleteOlder } from '../../db/delete-older';
import type { Db } from '../../db';
import { HOUR, stamp } from '../../floor/time';

export const scPurge = async (db: Db, at: number): Promise<number> =>
  (await deleteOlder(db, 'sc_session', 'expires_at', stamp(at))) +
  (await deleteOlder(db, 'sc_login_failures', 'at', stamp(at - HOUR)));

// Rows that only matter for a while are deleted once they cannot matter any more: expired
// sessions, login failures older than the guard's hour, SMS codes older than the daily sending
// window, outbox messages older than a day, rate counters whose window has ended, uploads never
// attached (orphans), notices past their keeping time (read 90 days, unread 180). Every app
// server runs the purge on its own timer; the deletes are idempotent and batched (short
// transactions), so servers sharing a database may overlap without harm.
import type { FastifyInstance } from 'fastify';
import { DAY, HOUR, now, stamp } from '../floor/time';
import { purgeOldNotices } from '../floor/notices';
import { purgeOrphanUploads } from '../storage/uploads';
import { serverModules } from '../modules';
import { deleteOlder } from './delete-older';
import type { Db } from './index';

export type Purged = Record<
  'sessions' | 'login_failures' | 'sms_codes' | 'sms_outbox' | 'rate_counters' | 'uploads' | 'notices' | 'modules',
  number
>;

export async function purgeExpired(db: Db, at = now()): Promise<Purged> {
  const counters = await db.deleteFrom('rate_counters').where('until', '<=', stamp(at)).executeTakeFirst();
  return {
    sessions: await deleteOlder(db, 'sessions', 'expires_at', stamp(at)),
    login_failures: await deleteOlder(db, 'login_failures', 'at', stamp(at - HOUR)),
    sms_codes: await deleteOlder(db, 'sms_codes', 'created_at', stamp(at - DAY)),
    sms_outbox: await deleteOlder(db, 'sms_outbox', 'created_at', stamp(at - DAY)),
    rate_counters: Number(counters.numDeletedRows),
    uploads: await purgeOrphanUploads(db, at),
    notices: await purgeOldNotices(db, at),
    // A module's own short-lived rows (the sc site's sessions and login failures).
    modules: (await Promise.all(serverModules.map((m) => m.purge?.(db, at) ?? 0))).reduce((n, k) => n + k, 0),
  };
}

/**
 * Calls `run` every `intervalMs`, the first time after a random part of it (servers started
 * together do not purge in step). Returns the stop function.
 */
export function every(intervalMs: number, run: () => Promise<void>, random = Math.random): () => void {
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void run();
      interval = setInterval(() => void run(), intervalMs).unref();
    },
    Math.floor(random() * intervalMs),
  ).unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}

/** The purge on this server's timer (PURGE_INTERVAL_MS; 0: off), stopped when the app closes. */
export function schedulePurge(app: FastifyInstance): void {
  const ms = app.config.PURGE_INTERVAL_MS;
  if (ms === 0) return;
  const stop = every(ms, async () => {
    try {
      const purged = await purgeExpired(app.db);
      if (Object.values(purged).some((n) => n > 0)) app.log.info({ purged }, 'purged expired rows');
    } catch (err) {
      app.log.warn({ err }, 'purge failed; next run retries');
    }
  });
  app.addHook('onClose', async () => stop());
}

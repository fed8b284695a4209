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
import type { Db } from './index';

const BATCH = 1000;

export type Purged = Record<'sessions' | 'login_failures' | 'sms_codes' | 'sms_outbox' | 'rate_counters' | 'uploads' | 'notices', number>;

type IdTable = 'sessions' | 'login_failures' | 'sms_codes' | 'sms_outbox';

async function deleteOlder(db: Db, table: IdTable, column: 'expires_at' | 'at' | 'created_at', before: string): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await db
      .deleteFrom(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one column name per table, checked by the callers' literals
      .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where(column as any, '<', before).limit(BATCH))
      .executeTakeFirst();
    const n = Number(r.numDeletedRows);
    total += n;
    if (n < BATCH) return total;
  }
}

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
  };
}

/**
 * Calls `run` every `intervalMs`, the first time after a random part of it (servers started
 * together do not purge in step). Returns the stop function.
 */
export function every(intervalMs: number, run: () => Promise<void>, random = Math.random): () => void {
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), intervalMs).unref();
  }, Math.floor(random() * intervalMs)).unref();
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

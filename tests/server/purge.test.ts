// The purge: expired rows go, rows that still count stay, two servers purging one database at
// once do no harm, and each server's timer runs it (fake clock and fake timers, no sleeping).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../src/server/db';
import { every, purgeExpired } from '../../src/server/db/purge';
import { DAY, HOUR, MINUTE, stamp } from '../../src/server/floor/time';
import { eachDialect, useApp } from './helpers';
import { makeMember } from './mall-helpers';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);

async function fill(db: Db, userId: number, companyId: number, tag: string): Promise<void> {
  const session = (expires: number, n: number) => ({
    token_hash: `${tag}-${n}`.padEnd(64, '0'),
    user_id: userId,
    company_id: companyId,
    created_at: stamp(expires - 7 * DAY),
    expires_at: stamp(expires),
    revoked_at: null,
  });
  await db
    .insertInto('sessions')
    .values([session(NOW - MINUTE, 1), session(NOW + MINUTE, 2)])
    .execute();
  const phone = `1370000${tag.slice(-4)}`;
  await db
    .insertInto('login_failures')
    .values([
      { phone, ip: tag, at: stamp(NOW - HOUR - MINUTE), cleared: 0 },
      { phone, ip: tag, at: stamp(NOW - HOUR + MINUTE), cleared: 0 },
    ])
    .execute();
  const code = (created: number) => ({
    phone,
    purpose: 'login',
    code_hash: 'x',
    created_at: stamp(created),
    expires_at: stamp(created + 5 * MINUTE),
    attempts: 0,
    used_at: null,
    ip: tag,
  });
  await db
    .insertInto('sms_codes')
    .values([code(NOW - DAY - MINUTE), code(NOW - DAY + MINUTE)])
    .execute();
  await db
    .insertInto('sms_outbox')
    .values([
      { phone, purpose: 'login', content: 'old', created_at: stamp(NOW - DAY - MINUTE) },
      { phone, purpose: 'login', content: 'new', created_at: stamp(NOW - DAY + MINUTE) },
    ])
    .execute();
  await db
    .insertInto('rate_counters')
    .values([
      { scope: 'login', key: tag, until: stamp(NOW - MINUTE), hits: 3 },
      { scope: 'login', key: tag, until: stamp(NOW + MINUTE), hits: 3 },
    ])
    .execute();
}

async function left(db: Db, tag: string) {
  const phone = `1370000${tag.slice(-4)}`;
  return {
    sessions: (
      await db.selectFrom('sessions').select('expires_at').where('token_hash', 'like', `${tag}-%`).execute()
    ).map((r) => r.expires_at),
    failures: (await db.selectFrom('login_failures').select('at').where('ip', '=', tag).execute()).map((r) => r.at),
    codes: (await db.selectFrom('sms_codes').select('created_at').where('ip', '=', tag).execute()).map(
      (r) => r.created_at,
    ),
    outbox: (await db.selectFrom('sms_outbox').select('content').where('phone', '=', phone).execute()).map(
      (r) => r.content,
    ),
    counters: (await db.selectFrom('rate_counters').select('until').where('key', '=', tag).execute()).map(
      (r) => r.until,
    ),
  };
}

const kept = {
  sessions: [stamp(NOW + MINUTE)],
  failures: [stamp(NOW - HOUR + MINUTE)],
  codes: [stamp(NOW - DAY + MINUTE)],
  outbox: ['new'],
  counters: [stamp(NOW + MINUTE)],
};

eachDialect('purge', (dialect) => {
  const t = useApp(dialect);

  it('deletes what expired and keeps what still counts', async () => {
    const m = await makeMember(t.db);
    await fill(t.db, m.userId, m.companyIds[0], 'purge-0001');
    const purged = await purgeExpired(t.db, NOW);
    expect(purged).toMatchObject({ sessions: expect.any(Number), login_failures: expect.any(Number) });
    expect(await left(t.db, 'purge-0001')).toEqual(kept);
    // Nothing left to do: a second run deletes nothing.
    expect(await purgeExpired(t.db, NOW)).toEqual({
      sessions: 0,
      login_failures: 0,
      sms_codes: 0,
      sms_outbox: 0,
      rate_counters: 0,
      uploads: 0,
      notices: 0,
      modules: 0,
    });
  });

  it('two servers purging at once do no harm', async () => {
    const m = await makeMember(t.db);
    await fill(t.db, m.userId, m.companyIds[0], 'purge-0002');
    // A second connection pool on the same database where there can be one (PostgreSQL).
    const other = dialect === 'postgres' ? createDb(t.url!) : t.db;
    try {
      const [a, b] = await Promise.all([purgeExpired(t.db, NOW), purgeExpired(other, NOW)]);
      expect(a.sms_outbox + b.sms_outbox).toBe(1);
      expect(await left(t.db, 'purge-0002')).toEqual(kept);
    } finally {
      if (other !== t.db) await other.destroy();
    }
  });
});

describe('purge timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('first runs at a random point of the interval, then every interval, until stopped', () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const stop = every(10 * MINUTE, run, () => 0.25);
    vi.advanceTimersByTime(2.5 * MINUTE - 1);
    expect(run).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(run).toHaveBeenCalledTimes(3);
  });
});

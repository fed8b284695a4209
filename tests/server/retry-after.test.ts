// Every 429 says when to try again (Retry-After, in seconds): the SMS sending limits (the gap
// per phone, per IP a minute, per phone an hour and a day), the password-guessing delay and its
// hourly cap, and the daily upload quota (until the next Beijing day). The modules' rate rules
// are checked in load-shedding.test.ts.
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { beijingDayStart, DAY } from '../../src/api/time';
import { stamp } from '../../src/server/floor/time';
import { data, freshIp, freshPhone, loginPassword, makeMember, sendCode, useFakeClock } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { makeMember as makeMallMember } from './mall-helpers';
import { pdf, uploaded, upload } from './upload-helpers';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** The refusal's Retry-After in seconds. */
function retryAfter(res: LightMyRequestResponse): number {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['retry-after'], res.body).toMatch(/^[1-9]\d*$/);
  return Number(res.headers['retry-after']);
}

eachDialect('Retry-After on every 429', (dialect) => {
  const t = useApp(dialect, { env: { UPLOAD_DAILY_FILES: '1' } });
  const clock = useFakeClock();
  const send = (phone: string, ip?: string) => sendCode(t.app, phone, 'register', { ip });

  it('SMS: the gap per phone counts down; the IP minute, the phone hour and day say their windows', async () => {
    const phone = freshPhone();
    data(await send(phone));
    expect(retryAfter(await send(phone))).toBe(60);
    clock.advance(59 * SECOND);
    expect(retryAfter(await send(phone))).toBe(1);

    const ip = freshIp();
    for (let i = 0; i < 10; i++) data(await send(freshPhone(), ip));
    expect(retryAfter(await send(freshPhone(), ip))).toBe(60);

    // Codes sent earlier (straight into the store): five within the hour, then ten within the day.
    const sentAgo = async (phone: string, agesMs: number[]) =>
      t.db
        .insertInto('sms_codes')
        .values(
          agesMs.map((age) => ({
            phone,
            purpose: 'register',
            code_hash: 'x',
            created_at: stamp(clock.now - age),
            expires_at: stamp(clock.now - age + 5 * 60 * SECOND),
            attempts: 0,
            used_at: null,
            ip: '10.9.9.9',
          })),
        )
        .execute();
    const hourly = freshPhone();
    await sentAgo(
      hourly,
      [2, 4, 6, 8, 10].map((m) => m * 60 * SECOND),
    );
    expect(retryAfter(await send(hourly))).toBe(3600);
    const daily = freshPhone();
    await sentAgo(
      daily,
      [2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((h) => h * HOUR),
    );
    expect(retryAfter(await send(daily))).toBe(86_400);
  });

  it('password guessing: the delay counts down; the hourly cap says an hour', async () => {
    const phone = freshPhone();
    await makeMember(t.db, phone, 'Right1234');
    for (let i = 0; i < 5; i++) expect((await loginPassword(t.app, phone, 'Wrong1234')).statusCode).toBe(400);
    expect(retryAfter(await loginPassword(t.app, phone, 'Right1234'))).toBe(1);
    const capped = freshPhone();
    await makeMember(t.db, capped, 'Right1234');
    const failures = Array.from({ length: 100 }, (_, i) => ({
      phone: capped,
      ip: '10.9.9.9',
      at: stamp(clock.now - 1800 * SECOND + i * SECOND),
      cleared: 1,
    }));
    await t.db.insertInto('login_failures').values(failures).execute();
    expect(retryAfter(await loginPassword(t.app, capped, 'Right1234'))).toBe(3600);
  });

  it('the daily upload quota: until the next Beijing day', async () => {
    clock.now = Date.now(); // the quota's day is the real clock's; the session's clock agrees with it
    const m = await makeMallMember(t.db);
    await uploaded(t.app, m.as(), { filename: 'a.pdf', bytes: pdf() });
    const at = Date.now();
    const res = await upload(t.app, m.as(), { filename: 'b.pdf', bytes: pdf() });
    const untilTomorrow = (beijingDayStart(at) + DAY - at) / SECOND;
    expect(Math.abs(retryAfter(res) - untilTomorrow)).toBeLessThanOrEqual(2);
  });
});

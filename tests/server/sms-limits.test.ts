// SMS sending limits, counted from database rows: per phone 1 per 60 s, 5 per hour, 10 per
// day; per IP 10 per minute. A second app server on the same database sees the same counts.
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { MSG } from '../../src/server/floor/sms-codes';
import { data, freshIp, freshPhone, refusal, sendCode, useFakeClock } from './auth-helpers';
import { eachDialect, useApp } from './helpers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

eachDialect('SMS sending limits', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();
  const send = (phone: string, ip?: string) => sendCode(t.app, phone, 'register', { ip });

  it('one per phone per 60 seconds, whatever the purpose', async () => {
    const phone = freshPhone();
    data(await send(phone));
    expect(refusal(await send(phone))).toEqual([429, MSG.tooOften(60)]);
    clock.advance(59 * SECOND);
    expect(refusal(await send(phone))).toEqual([429, MSG.tooOften(1)]);
    clock.advance(SECOND);
    data(await send(phone));
  });

  it('five per phone per hour', async () => {
    const phone = freshPhone();
    const first = clock.now;
    for (let i = 0; i < 5; i++) {
      data(await send(phone));
      clock.advance(61 * SECOND);
    }
    expect(refusal(await send(phone))).toEqual([429, MSG.hour]);
    clock.now = first + HOUR - 1;
    expect(refusal(await send(phone))).toEqual([429, MSG.hour]);
    clock.now = first + HOUR;
    data(await send(phone));
  });

  it('ten per phone per day', async () => {
    const phone = freshPhone();
    const first = clock.now;
    for (let hour = 0; hour < 2; hour++) {
      clock.now = first + hour * HOUR;
      for (let i = 0; i < 5; i++) {
        data(await send(phone));
        clock.advance(61 * SECOND);
      }
    }
    clock.now = first + 3 * HOUR;
    expect(refusal(await send(phone))).toEqual([429, MSG.day]);
    clock.now = first + 24 * HOUR - 1;
    expect(refusal(await send(phone))).toEqual([429, MSG.day]);
    clock.now = first + 24 * HOUR;
    data(await send(phone));
  });

  it('ten per IP per minute, across phones', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) data(await send(freshPhone(), ip));
    expect(refusal(await send(freshPhone(), ip))).toEqual([429, MSG.ip]);
    data(await send(freshPhone(), freshIp()));
    clock.advance(MINUTE - 1);
    expect(refusal(await send(freshPhone(), ip))).toEqual([429, MSG.ip]);
    clock.advance(1);
    data(await send(freshPhone(), ip));
  });

  it('a refused send does not count', async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i++) refusal(await sendCode(t.app, '13800000001', 'register', { ip }));
    data(await send(freshPhone(), ip));
  });

  it('two app servers on one database share the counts', async () => {
    const other = await buildApp(testConfig(), { db: t.db, serveStatic: false });
    try {
      const phone = freshPhone();
      data(await send(phone));
      expect(refusal(await sendCode(other, phone, 'register'))).toEqual([429, MSG.tooOften(60)]);
      const ip = freshIp();
      for (let i = 0; i < 5; i++) data(await sendCode(t.app, freshPhone(), 'register', { ip }));
      for (let i = 0; i < 5; i++) data(await sendCode(other, freshPhone(), 'register', { ip }));
      expect(refusal(await sendCode(t.app, freshPhone(), 'register', { ip }))).toEqual([429, MSG.ip]);
    } finally {
      await other.close();
    }
  });

  it('parallel sends to one phone yield exactly one code', async () => {
    const phone = freshPhone();
    const results = await Promise.all(Array.from({ length: 6 }, () => send(phone)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const rows = await t.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
  });
});

// SMS codes: CSPRNG digits stored as a hash, 5-minute life, single use, bound to phone and
// purpose, dead after 5 wrong tries; who may receive which purpose.
import { expect, it } from 'vitest';
import { auth } from '../../src/api/auth';
import { MSG } from '../../src/server/floor/sms-codes';
import { FINANCE_ELSEWHERE } from '../../src/server/modules/auth/routes';
import {
  call,
  data,
  freshCode,
  freshIp,
  freshPhone,
  makeMember,
  outboxCode,
  refusal,
  sendCode,
  useFakeClock,
  wrongCode,
} from './auth-helpers';
import { eachDialect, useApp } from './helpers';

const MINUTE = 60_000;

eachDialect('SMS codes', (dialect) => {
  const t = useApp(dialect);
  const clock = useFakeClock();
  const verify = (phone: string, templateId: string, code: string) =>
    call(t.app, auth.verifyCode, { phone, templateId, code });
  const forget = (phone: string, code: string) =>
    call(t.app, auth.updatePassword, { phone, code, newPassword: 'Newpass123' });

  it('sends 6 digits to the outbox and keeps only a keyed hash of them', async () => {
    const phone = freshPhone();
    const code = await freshCode(t.app, t.db, phone, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]).toMatchObject({ purpose: 'register', attempts: 0, used_at: null });
    expect(Date.parse(`${rows[0].expires_at.replace(' ', 'T')}Z`) - clock.now).toBe(5 * MINUTE);
    const outbox = await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', phone).execute();
    expect(outbox[0].content).toMatch(/^【建采通】您的注册验证码为 \d{6}，5 分钟内有效。/);
  });

  it('spreads codes over all 6-digit values (crypto.randomInt, zero-padded)', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 12; i++) codes.add(await freshCode(t.app, t.db, freshPhone(), 'register'));
    expect(codes.size).toBeGreaterThan(10);
  });

  it('is valid for 5 minutes and no longer', async () => {
    const phone = freshPhone();
    const code = await freshCode(t.app, t.db, phone, 'register');
    clock.advance(5 * MINUTE - 1);
    expect(data(await verify(phone, 'register', code))).toEqual({ valid: true });
    clock.advance(1);
    expect(refusal(await verify(phone, 'register', code))).toEqual([400, MSG.expired]);
  });

  it('works once: a used code is refused', async () => {
    const { userId } = await makeMember(t.db, freshPhone());
    const user = await t.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
    const code = await freshCode(t.app, t.db, user.phone, 'forget');
    // Checking does not use it up; the password reset does.
    expect(data(await verify(user.phone, 'forget', code))).toEqual({ valid: true });
    data(await forget(user.phone, code));
    expect(refusal(await forget(user.phone, code))).toEqual([400, MSG.used]);
    expect(refusal(await verify(user.phone, 'forget', code))).toEqual([400, MSG.used]);
  });

  it('is bound to its purpose and its phone', async () => {
    const a = freshPhone();
    const b = freshPhone();
    await makeMember(t.db, a);
    await makeMember(t.db, b);
    const loginCode = await freshCode(t.app, t.db, a, 'login');
    expect(refusal(await forget(a, loginCode))).toEqual([400, MSG.none]);
    expect(refusal(await verify(a, 'register', loginCode))).toEqual([400, MSG.none]);
    // Another phone's code is just a wrong code for b.
    await freshCode(t.app, t.db, b, 'login');
    expect(refusal(await verify(b, 'login', loginCode))[1]).toMatch(/^验证码错误|次数过多/);
    // And a's login code still works for a's login (the wrong-purpose tries did not burn it).
    const res = await call(t.app, auth.token, { grantType: 'sms_code', phone: a, code: loginCode });
    expect(data<{ accessToken: string }>(res).accessToken).toBeTruthy();
  });

  it('dies after 5 wrong tries, even for the right code afterwards', async () => {
    const phone = freshPhone();
    const code = await freshCode(t.app, t.db, phone, 'register');
    for (const left of [4, 3, 2, 1])
      expect(refusal(await verify(phone, 'register', wrongCode(code)))).toEqual([400, MSG.wrong(left)]);
    expect(refusal(await verify(phone, 'register', wrongCode(code)))).toEqual([400, MSG.dead]);
    expect(refusal(await verify(phone, 'register', code))).toEqual([400, MSG.dead]);
    const row = await t.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('counts wrong tries of parallel requests exactly', async () => {
    const phone = freshPhone();
    const code = await freshCode(t.app, t.db, phone, 'register');
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(phone, 'register', wrongCode(code))));
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    expect(refusal(await verify(phone, 'register', code))).toEqual([400, MSG.dead]);
  });

  it('a newer code replaces the older one', async () => {
    const phone = freshPhone();
    const first = await freshCode(t.app, t.db, phone, 'register');
    clock.advance(61_000);
    const second = await freshCode(t.app, t.db, phone, 'register');
    if (first !== second) expect(refusal(await verify(phone, 'register', first))[0]).toBe(400);
    expect(data(await verify(phone, 'register', second))).toEqual({ valid: true });
  });

  it('sends register codes only to new phones, login and forget codes only to members', async () => {
    const member = freshPhone();
    await makeMember(t.db, member);
    expect(refusal(await sendCode(t.app, member, 'register'))).toEqual([400, '该手机号已注册，请直接登录']);
    expect(refusal(await sendCode(t.app, '13800000001', 'register'))).toEqual([400, '该手机号已注册，请直接登录']);
    const stranger = freshPhone();
    for (const purpose of ['login', 'forget'] as const) {
      expect(refusal(await sendCode(t.app, stranger, purpose))).toEqual([400, '该手机号尚未注册，请先注册']);
    }
    // Refused sends leave no code and no message behind.
    expect(await t.db.selectFrom('sms_codes').select('id').where('phone', 'in', [member, stranger]).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', 'in', [member, stranger]).execute()).toEqual(
      [],
    );
  });

  it('sends no finance code: those come from the finance apply call, past its picture captcha', async () => {
    const phone = freshPhone();
    expect(refusal(await sendCode(t.app, phone, 'finance', { captcha: 'a7k2' }))).toEqual([400, FINANCE_ELSEWHERE]);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('treats 0138… and 138… as one phone', async () => {
    const phone = freshPhone();
    data(await sendCode(t.app, `0${phone}`, 'register'));
    const code = await outboxCode(t.db, phone, 'register');
    expect(refusal(await sendCode(t.app, phone, 'register'))[0]).toBe(429);
    expect(data(await verify(`0${phone}`, 'register', code))).toEqual({ valid: true });
  });

  it('refuses malformed input with the field rule', async () => {
    expect(refusal(await sendCode(t.app, '12345', 'register'))).toEqual([
      400,
      expect.stringContaining('请输入正确的11位手机号'),
    ]);
    expect(
      refusal(await call(t.app, auth.sendCode, { phone: freshPhone(), templateId: 'nope' }, { ip: freshIp() }))[0],
    ).toBe(400);
    expect(refusal(await verify(freshPhone(), 'register', '12ab56'))).toEqual([
      400,
      expect.stringContaining('请输入 6 位短信验证码'),
    ]);
  });
});

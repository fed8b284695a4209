// The sanitizer: each kind of personal data is masked or removed before anything is stored, and
// the result is plain JSON.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { REMOVED, sanitize, sanitizeString, type RemovedValue } from '../../src/devtools/sanitize';
import { hydrate, standInsFor } from '../../src/devtools/stand-ins';
import { PASSWORD_RE, PHONE_RE, SMS_CODE_RE } from '../../src/api/validation';

describe('sanitize', () => {
  it('masks 11-digit mobiles anywhere in strings, with or without a leading 0, and as numbers', () => {
    expect(sanitizeString('13800138000')).toBe('138****8000');
    expect(sanitizeString('联系人 张三 电话:15912345678，备用 013912345678')).toBe(
      '联系人 张三 电话:159****5678，备用 0139****5678',
    );
    expect(sanitize({ a: [{ b: 'tel 18600001111' }] })).toEqual({ a: [{ b: 'tel 186****1111' }] });
    expect(sanitize({ mobile: 13800138000 })).toEqual({ mobile: '138****8000' });
    // In a URL, right after a percent escape.
    expect(sanitizeString('/moreGoods?page=%7B%22productName%22%3A%22%E9%92%A2%2013800138000%22%7D')).toBe(
      '/moreGoods?page=%7B%22productName%22%3A%22%E9%92%A2%20138****8000%22%7D',
    );
    // Not a mobile: too long, another prefix, part of a longer number.
    expect(sanitizeString('1380013800012')).toBe('1380013800012');
    expect(sanitizeString('12800138000')).toBe('12800138000');
    expect(sanitize({ id: 1498273645123456789n, n: 42, t: 1_700_000_000_000 })).toEqual({
      id: '1498273645123456789',
      n: 42,
      t: 1_700_000_000_000,
    });
  });

  it('masks ID-card numbers and e-mail addresses', () => {
    expect(sanitizeString('身份证 11010519491231002X')).toBe('身份证 110105********002X');
    expect(sanitizeString('mail zhang.san@example.com')).toBe('mail z***@example.com');
  });

  it.each([
    ['token', { token: 'abc' }],
    ['accessToken', { accessToken: 'abc' }],
    ['access_token', { access_token: 'abc' }],
    ['login_access_token', { login_access_token: 'abc' }],
    ['refreshToken', { refreshToken: 'abc' }],
    ['password', { password: 'Passw0rd!' }],
    ['confirmPassword', { confirmPassword: 'Passw0rd!' }],
    ['newPassword', { newPassword: 'Passw0rd!' }],
    ['oldPassword', { oldPassword: 'Passw0rd!' }],
    ['SMS code', { code: '123456' }],
    ['smsCode', { smsCode: '123456' }],
    ['captcha', { captcha: 'x7k2' }],
    ['Authorization', { Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' }],
    ['Blade-Auth', { 'Blade-Auth': 'bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiMSJ9.sig' }],
  ])('removes %s', (_name, input) => {
    const [key] = Object.keys(input);
    expect(sanitize({ ...input, keep: 'x' })).toEqual({ [key]: REMOVED, keep: 'x' });
  });

  it('removes secrets at any depth and keeps the shape of secret objects', () => {
    expect(
      sanitize({ form: { phone: '13800138000', password: 'a1b2c3d4', captcha: { code: 'x7k2', key: 'k-1' } } }),
    ).toEqual({
      form: { phone: '138****8000', password: REMOVED, captcha: { code: REMOVED, key: REMOVED } },
    });
    expect(sanitize({ headers: [{ authorization: 'Bearer abc.def' }] })).toEqual({
      headers: [{ authorization: REMOVED }],
    });
  });

  it('removes Authorization-like values and secrets in URL queries wherever they are', () => {
    expect(sanitizeString('header Bearer eyJhbGciOi.x.y sent')).toBe(`header ${REMOVED} sent`);
    expect(sanitizeString('Basic c2FiZXI6c2FiZXI=')).toBe(REMOVED);
    expect(sanitizeString('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.abcdef')).toBe(REMOVED);
    expect(sanitizeString('/login-back?token=abc123&switchtocompanyid=7&target=%2Fhome')).toBe(
      `/login-back?token=${REMOVED}&switchtocompanyid=7&target=%2Fhome`,
    );
    expect(sanitizeString('/x?phone=13800138000&code=654321')).toBe(`/x?phone=138****8000&code=${REMOVED}`);
  });

  it('keeps what hides nothing: empty secrets, flags, status codes, other codes and keys', () => {
    expect(
      sanitize({
        token: '',
        password: null,
        hasToken: true,
        code: 200,
        categoryCode: 'beginner_guide',
        companyOrgCode: '91310000MA1',
        key: 'smsButton',
      }),
    ).toEqual({
      token: '',
      password: null,
      hasToken: true,
      code: 200,
      categoryCode: 'beginner_guide',
      companyOrgCode: '91310000MA1',
      key: 'smsButton',
    });
  });

  it('gives plain JSON: errors, dates, actor refs, cycles, undefined and functions', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    const actor = createActor(createMachine({ id: 'm' }), { id: 'child' });
    const out = sanitize({
      error: new Error('手机号 13800138000 已注册'),
      at: new Date(0),
      ref: actor,
      cyclic,
      gone: undefined,
      fn: () => 1,
      nan: Number.NaN,
    });
    expect(out).toEqual({
      error: { name: 'Error', message: '手机号 138****8000 已注册' },
      at: '1970-01-01T00:00:00.000Z',
      ref: { xstate$$type: 1, id: 'child' },
      cyclic: { name: 'a', self: '[循环引用]' },
      nan: null,
    });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});

describe('replay stand-ins', () => {
  const removedFrom = (v: unknown) => {
    const removed: RemovedValue[] = [];
    const clean = sanitize(v, removed);
    return { clean, standIns: standInsFor(removed) };
  };

  it('never keep the secret, but keep its validity and its equalities', () => {
    const event = {
      type: 'register.submit',
      phone: '13800138000',
      code: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      token: 'tok',
    };
    const { clean, standIns } = removedFrom(event);
    expect(JSON.stringify({ clean, standIns })).not.toMatch(/Secret123|123456|tok"|13800138000/);
    const fed = hydrate(clean, standIns) as typeof event;
    expect(PHONE_RE.test(fed.phone)).toBe(true);
    expect(SMS_CODE_RE.test(fed.code)).toBe(true);
    expect(PASSWORD_RE.test(fed.password)).toBe(true);
    expect(fed.confirmPassword).toBe(fed.password);
    expect(fed.token).toBeTruthy();
    // Fed back through the sanitizer, the stand-ins read as the recording does.
    expect(sanitize(fed)).toEqual(clean);
  });

  it('keep invalid values invalid and different values different', () => {
    const { clean, standIns } = removedFrom({ password: 'short1', confirmPassword: 'other1234', code: '12345' });
    const fed = hydrate(clean, standIns) as Record<string, string>;
    expect(PASSWORD_RE.test(fed.password)).toBe(false);
    expect(PASSWORD_RE.test(fed.confirmPassword)).toBe(true);
    expect(fed.password).not.toBe(fed.confirmPassword);
    expect(SMS_CODE_RE.test(fed.code)).toBe(false);
  });
});

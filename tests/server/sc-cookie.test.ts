// The sc token lives in an HttpOnly cookie no script can read: the sc login answer sets it
// (HttpOnly, SameSite=Lax, the whole site, the session's lifetime), sc member calls are served on
// the cookie alone, the logout answer clears it, and a dead cookie is cleared with its 401.
// `Sc-Auth: bearer` still works for API clients; a main-site token is still no sc session.
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { sc, type ScMemberInfo } from '../../src/api/sc';
import { call, data, freshIp, refusal, tokenOf } from './auth-helpers';
import { eachDialect, useApp } from './helpers';

/** The Set-Cookie header of an answer (one cookie). */
const setCookie = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '');

eachDialect('sc token cookie', (dialect) => {
  const t = useApp(dialect);
  const login = (phone: string) => call(t.app, sc.login, { phone, password: 'Test1234' }, { ip: freshIp() });
  const withCookie = (c: { method: 'GET' | 'POST'; path: string }, cookie: string) =>
    call(t.app, c, {}, { headers: { cookie } });

  it('is set HttpOnly by the login answer, carries sc member calls by itself, and is cleared at logout', async () => {
    const res = await login('13900000001');
    const { accessToken, expiresIn } = data<{ accessToken: string; expiresIn: number }>(res);
    const cookie = setCookie(res);
    expect(cookie).toBe(`sc_access_token=${accessToken}; Path=/; Max-Age=${expiresIn}; HttpOnly; SameSite=Lax`);
    const jar = `sc_role=purchaser; sc_access_token=${accessToken}`;
    expect(data<ScMemberInfo>(await withCookie(sc.memberInfo, jar)).companyName).not.toBe('');

    const out = await withCookie(sc.logout, jar);
    expect(out.statusCode).toBe(200);
    expect(setCookie(out)).toBe('sc_access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    const after = await withCookie(sc.memberInfo, jar);
    expect(refusal(after)).toEqual([401, '登录已失效，请重新登录']);
    expect(setCookie(after)).toMatch(/^sc_access_token=; Path=\/; Max-Age=0; HttpOnly/);
  });

  it('a main-site token in the cookie is no sc session', async () => {
    const mainToken = (await tokenOf(t.app, '13800000001', 'Test1234')).accessToken;
    expect(refusal(await withCookie(sc.memberInfo, `sc_access_token=${mainToken}`))[0]).toBe(401);
  });
});

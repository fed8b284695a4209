// The operations console (issue 44): operators' login with password and TOTP, their own session
// (never a member's token), roles admitting calls, 管理员's operator management, and the audit
// log of every action, on both dialects.
import { expect, it } from 'vitest';
import { member } from '../../src/api/member';
import { ops } from '../../src/api/ops';
import { PASSWORD_MSG } from '../../src/api/validation';
import { OPS_ROLE_MSG } from '../../src/server/floor/policy';
import { NOT_LOGGED_IN, SESSION_GONE } from '../../src/server/http/session';
import { WRONG_LOGIN } from '../../src/server/modules/ops/login';
import { OPS_MSG } from '../../src/server/modules/ops/operators';
import { totpCode } from '../../src/server/modules/ops/totp';
import { eachDialect, useApp } from './helpers';
import { body, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsCookie, opsLogin, opsSessionOf } from './ops-helpers';

const STEP = 30_000;

eachDialect('operations console: operators', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  it('logs in with password and a TOTP code, each code once; a wrong factor is one answer', async () => {
    clock.advance(STEP);
    expect(refused(await opsLogin(t.app, 'shenhe01', clock.now, { password: 'Wrong1234' }))).toEqual([
      400,
      WRONG_LOGIN,
    ]);
    expect(refused(await opsLogin(t.app, 'shenhe01', clock.now, { code: '000000' }))).toEqual([400, WRONG_LOGIN]);
    expect(refused(await opsLogin(t.app, 'nobody', clock.now))).toEqual([400, WRONG_LOGIN]);
    const res = await opsLogin(t.app, 'shenhe01', clock.now);
    expect(body<{ account: string; roles: string[] }>(res)).toMatchObject({ account: 'shenhe01', roles: ['reviewer'] });
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const token = opsCookie(res)!;
    // The same code again (a replay) is refused.
    expect(refused(await opsLogin(t.app, 'shenhe01', clock.now))).toEqual([400, WRONG_LOGIN]);
    // The cookie and the header both carry the session.
    expect(body<{ name: string }>(await send(t.app, ops.me, {}, { cookie: `ops_access_token=${token}` })).name).toBe(
      '审核员王静',
    );
    const h = { 'ops-auth': `bearer ${token}` };
    expect(body<{ account: string }>(await send(t.app, ops.me, {}, h)).account).toBe('shenhe01');
    // Logout ends it and clears the cookie.
    const out = await send(t.app, ops.logout, {}, h);
    expect(opsCookie(out)).toBe('');
    expect(refused(await send(t.app, ops.me, {}, h))).toEqual([401, SESSION_GONE]);
  });

  it('keeps operators and members apart, and each role to its calls', async () => {
    const reviewer = await opsSessionOf(t.db, 'shenhe02');
    const buyer = await demo.buyer(t.db);
    expect(refused(await send(t.app, ops.me))).toEqual([401, NOT_LOGGED_IN]);
    expect(refused(await send(t.app, ops.me, {}, { 'ops-auth': buyer['blade-auth'] }))).toEqual([401, SESSION_GONE]);
    expect(refused(await send(t.app, member.userInfo, {}, { 'blade-auth': reviewer['ops-auth'] }))).toEqual([
      401,
      SESSION_GONE,
    ]);
    expect(refused(await send(t.app, ops.audit, {}, reviewer))).toEqual([403, OPS_ROLE_MSG('admin')]);
    const editor = await opsSessionOf(t.db, 'bianji01');
    expect(refused(await send(t.app, ops.queue, { kind: 'membership' }, editor))).toEqual([
      403,
      OPS_ROLE_MSG('reviewer'),
    ]);
  });

  it('管理员 creates an operator who logs in with the new secret, sets roles, resets TOTP; all audited', async () => {
    const admin = await opsSessionOf(t.db, 'admin');
    const form = { account: 'shenhe09', name: '审核员新', password: 'Review2026', roles: ['reviewer'] };
    expect(refused(await send(t.app, ops.createOperator, { ...form, password: 'short' }, admin))).toEqual([
      400,
      `参数错误：${PASSWORD_MSG}`,
    ]);
    expect(refused(await send(t.app, ops.createOperator, { ...form, roles: ['institution'] }, admin))).toEqual([
      400,
      OPS_MSG.institution,
    ]);
    const made = body<{ id: number; totp: { secret: string; uri: string } }>(
      await send(t.app, ops.createOperator, form, admin),
    );
    expect(made.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(refused(await send(t.app, ops.createOperator, form, admin))).toEqual([400, OPS_MSG.taken]);
    clock.advance(STEP);
    const first = await opsLogin(t.app, 'shenhe09', clock.now, { password: 'Review2026', secret: made.totp.secret });
    expect(first.statusCode, first.body).toBe(200);
    const session = { 'ops-auth': `bearer ${opsCookie(first)}` };

    const roles = { id: made.id, roles: ['reviewer', 'expert'], reason: '兼任评标专家' };
    expect(body<{ roles: string[] }>(await send(t.app, ops.setRoles, roles, admin)).roles).toEqual([
      'expert',
      'reviewer',
    ]);
    const reset = body<{ secret: string }>(
      await send(t.app, ops.resetTotp, { id: made.id, reason: '手机丢失' }, admin),
    );
    // Sessions opened with the old factor end; the old secret no longer works, the new one does.
    expect(refused(await send(t.app, ops.me, {}, session))).toEqual([401, SESSION_GONE]);
    clock.advance(STEP);
    const old = await opsLogin(t.app, 'shenhe09', clock.now, { password: 'Review2026', secret: made.totp.secret });
    expect(refused(old)).toEqual([400, WRONG_LOGIN]);
    clock.advance(STEP);
    expect(
      (await opsLogin(t.app, 'shenhe09', clock.now, { password: 'Review2026', secret: reset.secret })).statusCode,
    ).toBe(200);
    expect(totpCode(reset.secret, clock.now)).toMatch(/^\d{6}$/);

    const log = body<{ records: { action: string; reason: string; after: string; operatorName: string }[] }>(
      await send(t.app, ops.audit, { objectKind: 'operator' }, admin),
    );
    expect(log.records.map((r) => r.action)).toEqual(['reset-totp', 'roles', 'create']);
    expect(log.records[1]).toMatchObject({ reason: '兼任评标专家', operatorName: '系统管理员' });
    expect(JSON.parse(log.records[1].after)).toEqual({ roles: ['expert', 'reviewer'], institutionId: null });
    const none = body<{ total: number }>(
      await send(t.app, ops.audit, { objectKind: 'operator', from: '2000-01-01', to: '2000-01-02' }, admin),
    );
    expect(none.total).toBe(0);
  });
});

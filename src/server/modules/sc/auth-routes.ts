// rs-sc-auth: login (password, the floor's argon2id and login guard over sc_login_failures),
// logout, registration (a register-purpose code in the sc namespace, the role's two agreements
// at their current versions), SMS codes (the floor's code store and limits) and the forgotten
// password (every session of the account ends).
import type { FastifyInstance } from 'fastify';
import { sc } from '../../../api/sc';
import { SC_AGREEMENTS, SC_ROLE_AGREEMENTS } from '../../../api/sc-dicts';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { endScSession, keepScSession, scSessionCookies } from '../../http/sc-session';
import { smsContent, smsSender } from '../../sms';
import { loginGuard } from '../../floor/login-guard';
import { normalizePhone } from '../../floor/members';
import { hashPassword, verifyPassword } from '../../floor/passwords';
import { checkCode, CODE_TTL_MS, issueCode } from '../../floor/sms-codes';
import { chooseRole, memberInfo } from './accounts';
import { RATES } from './rates';
import { registerAccount } from './register';
import { openScSession, revokeScAccountSessions, revokeScSession } from './session';

export const WRONG_CREDENTIALS = '手机号或密码错误';
export const PHONE_TAKEN = '该手机号已注册，请直接登录';
export const guard = loginGuard('sc_login_failures');

const accountByPhone = (app: FastifyInstance, phone: string) =>
  app.db.selectFrom('sc_account').selectAll().where('phone', '=', phone).executeTakeFirst();

export function scAuthRoutes(app: FastifyInstance): void {
  const sms = smsSender(app.config, app.db);
  const pepper = app.config.SMS_PEPPER;
  scSessionCookies(app);

  route(
    app,
    sc.login,
    async (input, { req }) => {
      const phone = normalizePhone(input.phone);
      const attempt = await guard.beginAttempt(app.db, phone, req.ip);
      const account = await accountByPhone(app, phone);
      if (!(await verifyPassword(account?.password_hash, input.password)) || !account)
        throw badRequest(WRONG_CREDENTIALS);
      await guard.attemptSucceeded(app.db, phone, attempt);
      const role = await chooseRole(app.db, account.id, input.role);
      const { token, expiresIn } = await openScSession(app.db, account.id, role);
      keepScSession(req, token, expiresIn);
      return {
        accessToken: token,
        tokenType: 'bearer' as const,
        expiresIn,
        member: await memberInfo(app.db, account.id, role),
      };
    },
    { rate: RATES.login },
  );

  route(app, sc.logout, async (_input, { req, me }) => {
    await revokeScSession(app.db, me.sessionId);
    endScSession(req);
    return null;
  });

  route(
    app,
    sc.register,
    async (input, { req }) => {
      const phone = normalizePhone(input.phone);
      const wanted = SC_ROLE_AGREEMENTS[input.role];
      for (const key of wanted) {
        const given = input.agreements.find((a) => a.key === key);
        if (!given) throw badRequest(`请阅读并同意《${SC_AGREEMENTS[key].title}》`);
        if (given.version !== SC_AGREEMENTS[key].version)
          throw badRequest(`参数错误：agreements 《${SC_AGREEMENTS[key].title}》已更新，请重新阅读并同意`);
      }
      if (input.agreements.some((a) => !wanted.includes(a.key)))
        throw badRequest('参数错误：agreements 只能是所选身份的两份协议');
      if (await accountByPhone(app, phone)) throw badRequest(PHONE_TAKEN);
      await checkCode(app.db, pepper, phone, 'sc:register', input.code, true);
      const accountId = await registerAccount(
        app.db,
        { ...input, phone, passwordHash: await hashPassword(input.password) },
        async () => {
          if (await accountByPhone(app, phone)) throw badRequest(PHONE_TAKEN);
        },
      );
      const { token, expiresIn } = await openScSession(app.db, accountId, input.role);
      keepScSession(req, token, expiresIn);
      return {
        accessToken: token,
        tokenType: 'bearer' as const,
        expiresIn,
        member: await memberInfo(app.db, accountId, input.role),
      };
    },
    { rate: RATES.register },
  );

  route(app, sc.sendPhoneCode, async ({ phone: raw, purpose }, { req }) => {
    const phone = normalizePhone(raw);
    const registered = (await accountByPhone(app, phone)) !== undefined;
    if (purpose === 'register' && registered) throw badRequest(PHONE_TAKEN);
    // A reset code for an unknown phone is issued (same limits, same answer) but never sent:
    // the answer does not tell whether the phone is registered.
    const plain = await issueCode(app.db, pepper, phone, `sc:${purpose}`, req.ip);
    if (purpose === 'register' || registered) {
      const content = smsContent(`${app.config.BRAND_NAME}·招标采购`, purpose, plain, CODE_TTL_MS / 60_000);
      await sms.send({ phone, purpose: `sc:${purpose}`, content }, req.log);
    }
    return null;
  });

  route(
    app,
    sc.phoneCodeVerify,
    async ({ phone, purpose, code }) => {
      await checkCode(app.db, pepper, normalizePhone(phone), `sc:${purpose}`, code, false);
      return { valid: true };
    },
    { rate: RATES.code },
  );

  route(
    app,
    sc.forgetPassword,
    async ({ phone: raw, code, newPassword }) => {
      const phone = normalizePhone(raw);
      await checkCode(app.db, pepper, phone, 'sc:forget', code, true);
      const account = await accountByPhone(app, phone);
      if (!account) throw badRequest('验证码错误，请重新获取');
      await app.db
        .updateTable('sc_account')
        .set({ password_hash: await hashPassword(newPassword) })
        .where('id', '=', account.id)
        .execute();
      await revokeScAccountSessions(app.db, account.id);
      await guard.clearDelay(app.db, phone);
      return null;
    },
    { rate: RATES.code },
  );
}

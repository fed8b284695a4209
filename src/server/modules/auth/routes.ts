// blade-auth: tenants, login (oauth token), logout, SMS codes; and blade-user's password calls
// (password-routes.ts), which the same catalogue file (src/api/auth.ts) declares.
import type { FastifyInstance } from 'fastify';
import { auth } from '../../../api/auth';
import { DEV_SMS_PEPPER } from '../../config';
import { badRequest } from '../../http/errors';
import { normalizePhone, PHONE_LOOKUP, userByPhone } from '../../floor/members';
import { route } from '../../http/route';
import { smsContent, smsSender } from '../../sms';
import { login, NOT_REGISTERED } from './login';
import { passwordRoutes } from './password-routes';
import { RATES } from './rates';
import { register, PHONE_TAKEN } from './register';
import { activeCompanies, companyByTenant, companyNameTaken } from './repository';
import { revokeSession } from './sessions';
import { checkCode, CODE_TTL_MS, issueCode } from '../../floor/sms-codes';

export const FINANCE_ELSEWHERE = '金融服务的短信验证码请在金融服务申请表中获取';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const sms = smsSender(app.config, app.db);
  if (app.config.NODE_ENV === 'production') {
    if (app.config.SMS_PEPPER === DEV_SMS_PEPPER)
      app.log.warn('SMS_PEPPER is the development default: set a secret of your own');
    if (app.config.SMS_ADAPTER === 'outbox')
      app.log.warn('SMS_ADAPTER=outbox: codes go to the sms_outbox table and the log, not to phones');
  }

  route(app, auth.tenantInfo, async ({ tenantId }) => {
    const c = await companyByTenant(app.db, tenantId);
    if (!c) throw badRequest('该租户不存在，请检查租户编号');
    return { tenantId: c.tenant_id, companyId: c.id, companyName: c.name };
  });

  route(
    app,
    auth.tenantListByPhone,
    async ({ phone }) => {
      const user = await userByPhone(app.db, normalizePhone(phone));
      if (!user) return [];
      return (await activeCompanies(app.db, user.id)).map(({ tenantId, companyId, companyName }) => ({
        tenantId,
        companyId,
        companyName,
      }));
    },
    { rate: PHONE_LOOKUP },
  );

  route(app, auth.tenantExist, async ({ companyName }) => ({
    exists: await companyNameTaken(app.db, companyName.trim()),
  }));

  route(app, auth.tenantRegister, (input) => register(app, input));

  route(app, auth.token, (input, { req }) => login(app, input, req.ip), { rate: RATES.login });

  route(app, auth.logout, async (_input, { me }) => {
    await revokeSession(app.db, me.sessionId);
    return null;
  });

  route(app, auth.sendCode, async ({ phone: raw, templateId: purpose }, { req }) => {
    const phone = normalizePhone(raw);
    // A finance code comes only from the finance apply call, which checks its picture captcha
    // (src/server/modules/finance): this call would send one past it.
    if (purpose === 'finance') throw badRequest(FINANCE_ELSEWHERE);
    const registered = (await userByPhone(app.db, phone)) !== undefined;
    if (purpose === 'register' && registered) throw badRequest(PHONE_TAKEN);
    if ((purpose === 'login' || purpose === 'forget') && !registered) throw badRequest(NOT_REGISTERED);
    const plain = await issueCode(app.db, app.config.SMS_PEPPER, phone, purpose, req.ip);
    await sms.send(
      { phone, purpose, content: smsContent(app.config.BRAND_NAME, purpose, plain, CODE_TTL_MS / 60_000) },
      req.log,
    );
    return null;
  });

  route(app, auth.verifyCode, async ({ phone, templateId, code }) => {
    await checkCode(app.db, app.config.SMS_PEPPER, normalizePhone(phone), templateId, code, false);
    return { valid: true };
  });

  passwordRoutes(app);
}

// blade-user (auth.* calls of the catalogue): changing one's password (old password or SMS code;
// either way every session of the user ends) and invitation lookup.
import type { FastifyInstance } from 'fastify';
import { auth } from '../../../api/auth';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { maskPhone } from '../../floor/mask';
import { normalizePhone, userByPhone } from '../../floor/members';
import { attemptSucceeded, beginAttempt, clearDelay } from './login-guard';
import { NOT_REGISTERED } from './login';
import { hashPassword, verifyPassword } from '../../floor/passwords';
import { userById } from './repository';
import { revokeUserSessions } from './sessions';
import { checkCode } from '../../floor/sms-codes';

async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
  await revokeUserSessions(db, userId);
}

export function passwordRoutes(app: FastifyInstance): void {
  route(app, auth.updateSelfPassword, async ({ oldPassword, newPassword }, { req, me }) => {
    const user = await userById(app.db, me.userId);
    // The old password is a password guess like a login: same delay and hourly cap.
    const attempt = await beginAttempt(app.db, user.phone, req.ip);
    if (!(await verifyPassword(user.password_hash, oldPassword))) throw badRequest('原密码错误');
    await attemptSucceeded(app.db, user.phone, attempt);
    if (oldPassword === newPassword) throw badRequest('新密码不能与原密码相同');
    await setPassword(app.db, user.id, newPassword);
    return null;
  });

  route(app, auth.updatePassword, async ({ phone: raw, code, newPassword }) => {
    const phone = normalizePhone(raw);
    const user = await userByPhone(app.db, phone);
    if (!user) throw badRequest(NOT_REGISTERED);
    await checkCode(app.db, app.config.SMS_PEPPER, phone, 'forget', code, true);
    await setPassword(app.db, user.id, newPassword);
    await clearDelay(app.db, phone);
    return null;
  });

  route(app, auth.inviteInfo, async ({ inviteCode }) => {
    const row = await app.db
      .selectFrom('invites as i')
      .innerJoin('companies as c', 'c.id', 'i.company_id')
      .innerJoin('users as u', 'u.id', 'i.inviter_user_id')
      .select(['c.name', 'u.nick_name', 'u.phone'])
      .where('i.code', '=', inviteCode.trim())
      .executeTakeFirst();
    if (!row) throw badRequest('邀请码无效');
    return { companyName: row.name, inviterName: row.nick_name || maskPhone(row.phone) };
  });
}

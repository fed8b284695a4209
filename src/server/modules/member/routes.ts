// rs-member-service: is a phone registered, who is logged in (for the company in the
// Switch-To-Company-Id header, else the session's), company switching, and the message
// centre's notices (list, detail, unread count, mark one or all read).
import type { FastifyInstance } from 'fastify';
import { member } from '../../../api/member';
import { normalizePhone, PHONE_LOOKUP, userByPhone } from '../../floor/members';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { listNotices, readAll, readDetail, readOne } from './notices';
import * as repo from './repository';

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    member.getCode,
    async ({ phoneNumber }) => {
      const registered = (await userByPhone(app.db, normalizePhone(phoneNumber))) !== undefined;
      return { code: registered ? (1 as const) : (0 as const), registered };
    },
    {
      rate: PHONE_LOOKUP,
    },
  );
  route(app, member.userInfo, (_input, { me }) => repo.userInfo(app.db, me.userId, me.companyId));
  route(app, member.unreadCount, (_input, { me }) => repo.unreadCount(app.db, me.userId, me.companyId));
  route(app, member.notices, (q, { me }) => listNotices(app.db, me, q));
  route(app, member.notice, ({ id }, { me }) => readDetail(app.db, me, id));
  route(app, member.readNotice, ({ id }, { me }) => readOne(app.db, me, id));
  route(app, member.readAllNotices, (q, { me }) => readAll(app.db, me, q));
  route(app, member.businesses, (_input, { me }) => repo.businesses(app.db, me.userId));

  // The session moves to the company too, so calls without the header agree with the client.
  route(app, member.switchCompany, async ({ companyId }, { me }) => {
    const b = await repo.business(app.db, me.userId, companyId);
    if (!b) throw forbidden();
    await app.db.updateTable('sessions').set({ company_id: companyId }).where('id', '=', me.sessionId).execute();
    return b;
  });
}

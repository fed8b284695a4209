// rs-member-service: is a phone registered, who is logged in (for the company in the
// Switch-To-Company-Id header, else the session's), unread notices, company switching.
import type { FastifyInstance } from 'fastify';
import { member } from '../../../api/member';
import { forbidden } from '../../http/errors';
import { limitPerIp, RATE } from '../../http/rate-limit';
import { route } from '../../http/route';
import { requireMember } from '../../http/session';
import { normalizePhone } from '../auth/phone';
import { userByPhone } from '../auth/repository';
import * as repo from './repository';

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  route(app, member.getCode, async ({ phoneNumber }, req) => {
    await limitPerIp(req, RATE.phoneLookup);
    return { registered: (await userByPhone(app.db, normalizePhone(phoneNumber))) !== undefined };
  });

  route(app, member.userInfo, async (_input, req) => {
    const me = await requireMember(req);
    return repo.userInfo(app.db, me.userId, me.companyId);
  });

  route(app, member.unreadCount, async (_input, req) => {
    const me = await requireMember(req);
    return repo.unreadCount(app.db, me.userId, me.companyId);
  });

  route(app, member.businesses, async (_input, req) => {
    const me = await requireMember(req);
    return repo.businesses(app.db, me.userId);
  });

  // The session moves to the company too, so calls without the header agree with the client.
  route(app, member.switchCompany, async ({ companyId }, req) => {
    const me = await requireMember(req);
    const b = await repo.business(app.db, me.userId, companyId);
    if (!b) throw forbidden();
    await app.db.updateTable('sessions').set({ company_id: companyId }).where('id', '=', me.sessionId).execute();
    return b;
  });
}

// Member addresses (rs-member-service/address): list, save (new or edit), delete, set default,
// for the member and the company they act for.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressBook } from '../../../api/address';
import { route } from '../../http/route';
import { requireMember } from '../../http/session';
import * as repo from './repository';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const owner = async (req: FastifyRequest) => {
    const { userId, companyId, membershipId } = await requireMember(req);
    return { userId, companyId, membershipId };
  };
  route(app, addressBook.list, async (_, req) => repo.list(app.db, await owner(req)));
  route(app, addressBook.save, async (form, req) => repo.save(app.db, await owner(req), form, Date.now()));
  route(app, addressBook.delete, async ({ id }, req) => {
    await repo.remove(app.db, await owner(req), id);
    return { id };
  });
  route(app, addressBook.setDefault, async ({ id }, req) => repo.setDefault(app.db, await owner(req), id));
}

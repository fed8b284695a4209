// Member addresses (rs-member-service/address): list, save (new or edit), delete, set default,
// for the member and the company they act for.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mall } from '../../../api/mall';
import { route } from '../../http/route';
import { requireMember } from '../../http/session';
import * as repo from './repository';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const owner = async (req: FastifyRequest) => {
    const { userId, companyId, membershipId } = await requireMember(req);
    return { userId, companyId, membershipId };
  };
  route(app, mall.addressList, async (_, req) => repo.list(app.db, await owner(req)));
  route(app, mall.addressSave, async (form, req) => repo.save(app.db, await owner(req), form, Date.now()));
  route(app, mall.addressDelete, async ({ id }, req) => {
    await repo.remove(app.db, await owner(req), id);
    return { id };
  });
  route(app, mall.addressSetDefault, async ({ id }, req) => repo.setDefault(app.db, await owner(req), id));
}

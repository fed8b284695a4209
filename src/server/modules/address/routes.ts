// Member addresses (rs-member-service/address): list, save (new or edit), delete, set default,
// for the member and the company they act for.
import type { FastifyInstance } from 'fastify';
import { addressBook } from '../../../api/address';
import { route } from '../../http/route';
import * as repo from './repository';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  route(app, addressBook.list, (_, { me }) => repo.list(app.db, me));
  route(app, addressBook.save, (form, { me }) => repo.save(app.db, me, form, Date.now()));
  route(app, addressBook.delete, async ({ id }, { me }) => {
    await repo.remove(app.db, me, id);
    return { id };
  });
  route(app, addressBook.setDefault, ({ id }, { me }) => repo.setDefault(app.db, me, id));
}

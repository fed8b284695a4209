// The cart (rs-product-service/cart): the member's lines for the company they act for. Every
// change answers with the whole cart, priced by the server.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shoppingCart } from '../../../api/cart';
import { route } from '../../http/route';
import { requireMember } from '../../http/session';
import * as repo from './repository';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const owner = async (req: FastifyRequest): Promise<repo.Owner> => {
    const { userId, companyId, membershipId } = await requireMember(req);
    return { userId, companyId, membershipId };
  };
  const answer = async (o: repo.Owner) => repo.cart(app.db, o, Date.now());

  route(app, shoppingCart.list, async (_, req) => answer(await owner(req)));
  route(app, shoppingCart.count, async (_, req) => ({ count: await repo.lineCount(app.db, await owner(req)) }));
  route(app, shoppingCart.add, async ({ goodsId, quantity }, req) => {
    const o = await owner(req);
    await repo.addLine(app.db, o, goodsId, quantity, Date.now());
    return answer(o);
  });
  route(app, shoppingCart.update, async ({ id, quantity }, req) => {
    const o = await owner(req);
    await repo.setQuantity(app.db, o, id, quantity, Date.now());
    return answer(o);
  });
  route(app, shoppingCart.select, async ({ ids, selected }, req) => {
    const o = await owner(req);
    await repo.select(app.db, o, ids, selected);
    return answer(o);
  });
  route(app, shoppingCart.selectShop, async ({ shopId, selected }, req) => {
    const o = await owner(req);
    await repo.select(app.db, o, 'all', selected, shopId);
    return answer(o);
  });
  route(app, shoppingCart.selectAll, async ({ selected }, req) => {
    const o = await owner(req);
    await repo.select(app.db, o, 'all', selected);
    return answer(o);
  });
  route(app, shoppingCart.remove, async ({ ids }, req) => {
    const o = await owner(req);
    await repo.remove(app.db, o, ids);
    return answer(o);
  });
}

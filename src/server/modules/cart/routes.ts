// The cart (rs-product-service/cart): the member's lines for the company they act for. Every
// change answers with the whole cart, priced by the server.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mall } from '../../../api/mall';
import { route } from '../../http/route';
import { requireMember } from '../../http/session';
import * as repo from './repository';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const owner = async (req: FastifyRequest): Promise<repo.Owner> => {
    const { userId, companyId, membershipId } = await requireMember(req);
    return { userId, companyId, membershipId };
  };
  const answer = async (o: repo.Owner) => repo.cart(app.db, o, Date.now());

  route(app, mall.cartList, async (_, req) => answer(await owner(req)));
  route(app, mall.cartCount, async (_, req) => ({ count: await repo.lineCount(app.db, await owner(req)) }));
  route(app, mall.cartAdd, async ({ goodsId, quantity }, req) => {
    const o = await owner(req);
    await repo.addLine(app.db, o, goodsId, quantity, Date.now());
    return answer(o);
  });
  route(app, mall.cartUpdate, async ({ id, quantity }, req) => {
    const o = await owner(req);
    await repo.setQuantity(app.db, o, id, quantity, Date.now());
    return answer(o);
  });
  route(app, mall.cartSelect, async ({ ids, selected }, req) => {
    const o = await owner(req);
    await repo.select(app.db, o, ids, selected);
    return answer(o);
  });
  route(app, mall.cartSelectShop, async ({ shopId, selected }, req) => {
    const o = await owner(req);
    await repo.select(app.db, o, 'all', selected, shopId);
    return answer(o);
  });
  route(app, mall.cartSelectAll, async ({ selected }, req) => {
    const o = await owner(req);
    await repo.select(app.db, o, 'all', selected);
    return answer(o);
  });
  route(app, mall.cartRemove, async ({ ids }, req) => {
    const o = await owner(req);
    await repo.remove(app.db, o, ids);
    return answer(o);
  });
}

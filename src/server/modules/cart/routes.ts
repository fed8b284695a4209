// The cart (rs-product-service/cart): the member's lines for the company they act for. Every
// change answers with the whole cart, priced by the server.
import type { FastifyInstance } from 'fastify';
import { shoppingCart } from '../../../api/cart';
import { route } from '../../http/route';
import type { Owner } from '../../http/session';
import * as repo from './repository';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (o: Owner) => repo.cart(app.db, o, Date.now());

  route(app, shoppingCart.list, (_, { me }) => answer(me));
  route(app, shoppingCart.count, async (_, { me }) => ({ count: await repo.lineCount(app.db, me) }));
  route(app, shoppingCart.add, async ({ goodsId, quantity, batchId }, { me }) => {
    await repo.addLine(app.db, me, goodsId, quantity, Date.now(), batchId);
    return answer(me);
  });
  route(app, shoppingCart.update, async ({ id, quantity }, { me }) => {
    await repo.setQuantity(app.db, me, id, quantity, Date.now());
    return answer(me);
  });
  route(app, shoppingCart.select, async ({ ids, selected }, { me }) => {
    await repo.select(app.db, me, ids, selected);
    return answer(me);
  });
  route(app, shoppingCart.selectShop, async ({ shopId, selected }, { me }) => {
    await repo.select(app.db, me, 'all', selected, shopId);
    return answer(me);
  });
  route(app, shoppingCart.selectAll, async ({ selected }, { me }) => {
    await repo.select(app.db, me, 'all', selected);
    return answer(me);
  });
  route(app, shoppingCart.remove, async ({ ids }, { me }) => {
    await repo.remove(app.db, me, ids);
    return answer(me);
  });
}

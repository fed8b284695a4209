// rs-product-service/taoci: the ceramic sub-site's calls wired with route().
import type { FastifyInstance } from 'fastify';
import { taoci } from '../../../api/taoci';
import { detail } from '../../floor/detail';
import { route } from '../../http/route';
import { home, shopPage, shops, tileFacts } from './pages';

export async function taociRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  route(app, taoci.home, () => home(db));
  route(app, taoci.shops, (q) => shops(db, q));
  route(app, taoci.shop, (q) => detail(q.id, () => shopPage(db, q)));
  route(app, taoci.tile, ({ goodsId }) => tileFacts(db, goodsId));
}

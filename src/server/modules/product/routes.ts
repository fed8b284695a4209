// rs-product-service: category tree, recommended and self-operated goods.
import type { FastifyInstance } from 'fastify';
import { product } from '../../../api/product';
import { route } from '../../http/route';
import * as repo from './repository';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  route(app, product.categoryTree, () => repo.categoryTree(app.db));
  route(app, product.recommend, ({ size }) => repo.recommended(app.db, size));
  route(app, product.selfProducts, ({ size }) => repo.selfOperated(app.db, size));
}

// Every service module; each registers the catalogue entries of its prefix.
import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './address/routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { cmsRoutes } from './cms/routes';
import { mediaRoutes } from './media/routes';
import { memberRoutes } from './member/routes';
import { apiNotFound } from './not-found';
import { inquiryRoutes } from './inquiry/routes';
import { productRoutes } from './product/routes';
import { resourceRoutes } from './resource/routes';
import { systemRoutes } from './system/routes';
import { tenderRoutes } from './tender/routes';

export async function modules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(cmsRoutes);
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(addressRoutes);
  await app.register(inquiryRoutes);
  await app.register(tenderRoutes);
  await app.register(mediaRoutes);
  await app.register(resourceRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(apiNotFound, { prefix: '/api' });
}

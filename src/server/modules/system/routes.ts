// blade-system: dictionaries, regions and the public site configuration.
import type { FastifyInstance } from 'fastify';
import { system } from '../../../api/system';
import { ROOT_REGION } from '../../db/schema';
import { anonymousRoute } from '../../http/answer-cache';
import { route } from '../../http/route';
import * as repo from './repository';
import { siteConfig } from './site-config';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, system.dictionary, ({ code }) => repo.dictionary(app.db, code));
  route(app, system.provinces, () => repo.regionChildren(app.db, ROOT_REGION));
  route(app, system.regionChildren, ({ parentCode }) => repo.regionChildren(app.db, parentCode));
  // Every page's header and footer: from config (the cache keeps its serialized answer, 1 entry).
  anonymousRoute(app, system.siteConfig, 1, () => siteConfig(app.config));
}

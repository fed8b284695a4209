// The content module (banners, partners, cases, news, help): the public reads of the spec, the
// content desk of the operations console (editor.ts), its part of the site search; its rows come
// from the core seed, the desk's scheduled and withdrawn examples from its own seed part.
import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../floor/module';
import { editorRoutes } from './editor';
import { cmsRoutes } from './routes';
import { cmsSearch } from './search';
import { cmsSeed } from './seed';

export const cmsModule: ServerModule = {
  routes: async (app: FastifyInstance) => {
    await cmsRoutes(app);
    editorRoutes(app);
  },
  search: cmsSearch,
  seed: cmsSeed,
};

// File uploads under blade-resource (issue 21 part 2): the upload call (multipart, members
// only) and the reads of stored files. The multipart parser is registered in this module's
// scope only; every other route keeps JSON bodies.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { resource } from '../../../api/resource';
import { ok } from '../../http/envelope';
import { createBlobStore } from '../../storage';
import { FORM_LIMITS } from './receive';
import { serveRoutes } from './serve';
import { upload } from './upload';

export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { ...FORM_LIMITS, fileSize: app.config.UPLOAD_MAX_FILE_BYTES },
    throwFileSizeLimit: true,
  });
  const store = createBlobStore(app.config, app.db);
  app.post(resource.putFile.path, async (req) => ok(await upload(app, store, req)));
  serveRoutes(app, store);
}

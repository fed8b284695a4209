// Serves the built SPA: hashed assets cached for a year, index.html for every other GET that
// accepts HTML (history-mode deep links survive a reload), 404 envelopes under /api.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from './envelope';

export async function spa(app: FastifyInstance, opts: { root: string }): Promise<void> {
  const root = resolve(opts.root);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  const index = hasBuild ? readFileSync(indexFile, 'utf8') : '<!doctype html><meta charset="utf-8"><p>前端尚未构建：请先运行 npm run build</p>';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(fail(404, '很抱歉，资源未找到!'));
    }
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
  });
}

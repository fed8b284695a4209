// Serves the app: hashed assets cached for a year, and every other GET that is a page rendered on
// the server (dist/server/entry-server.js, see src/app/entry-server.tsx) with its data, its
// <title> and description, its CSS inlined and its modules preloaded, and the query cache the browser hydrates
// from. Unknown paths and unknown ids answer 404 with the 404 page; /api paths the 404 envelope.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from './envelope';
import { injectFetch } from './inject-fetch';
import { pageAssets } from './page-assets';
import type { RenderPage } from './render-contract';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export async function spa(app: FastifyInstance, opts: { root: string }): Promise<void> {
  const root = resolve(opts.root);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '<!doctype html><meta charset="utf-8"><p>前端尚未构建：请先运行 npm run build</p>';
  const serverEntry = join(root, 'server', 'entry-server.js');
  const render: RenderPage | null = existsSync(serverEntry) ? ((await import(pathToFileURL(serverEntry).href)) as { render: RenderPage }).render : null;
  if (hasBuild && !render) app.log.warn('dist/server/entry-server.js 不存在：页面在浏览器中渲染（npm run build 会构建服务端渲染）');
  const assets = hasBuild && render ? pageAssets(root, template) : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // the server render bundle is the server's, not the browser's
      allowedPath: (path) => !path.startsWith('/server/'),
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!render) return reply.send(template);
    try {
      const out = await render({ url: req.url, host: req.hostname.split(':')[0], fetch: injectFetch(app, req), cookies: req.headers.cookie ?? '', chunksOf: assets!.chunksOf });
      if ('redirect' in out) return reply.redirect(out.redirect, 302);
      const doc = assets!.template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(out.head.title)}</title>`)
        .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(out.head.description)}$2`)
        .replace('</head>', () => `${out.head.canonical ? `<link rel="canonical" href="${escapeHtml(out.head.canonical)}">` : ''}${assets!.headFor(out.source)}</head>`)
        .replace('<!--app-html-->', () => out.html)
        .replace('<!--app-state-->', () => out.state);
      return reply.status(out.status).send(doc);
    } catch (err) {
      // A broken render still leaves a working page: the browser renders it.
      req.log.error({ err, url: req.url }, 'server render failed');
      return reply.send(template);
    }
  };

  // Pages are a route (not the not-found handler) so that compression and the other route hooks
  // apply to them; the built files' own routes (fastify-static) win over the wildcard.
  app.get('/*', (req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api') return reply.callNotFound();
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return page(req, reply);
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail(404, '很抱歉，资源未找到!')));
}

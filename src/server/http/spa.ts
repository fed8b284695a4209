// Serves the app: hashed assets cached for a year, and every other GET that is a page rendered on
// the server (dist/server/entry-server.js, see src/app/entry-server.tsx) with its data, its
// <title> and description, its CSS inlined and its modules preloaded, and the query cache the browser hydrates
// from. Unknown paths and unknown ids answer 404 with the 404 page; /api paths the 404 envelope.
// A visitor's page (a request without cookies: nobody logged in) depends on its host and URL
// alone, so with PAGE_CACHE_MS > 0 (production) a render is kept that long (http/answer-cache.ts
// Kept: the most recently used 100, forgotten when goods change) and its gzip made once: under
// load a popular page (/home) is rendered a few times a second, not once per visitor.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { acceptsGzip, Body, Kept } from './answer-cache';
import { fail } from './envelope';
import { ANSWER_COMPRESSION } from './route';
import { renderInject } from './render-inject';
import { pageAssets } from './page-assets';
import type { RenderPage } from './render-contract';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Visitors' pages kept at most (about 250 KB each with their gzip). */
const PAGES_KEPT = 100;

type Rendered = { redirect: string } | { status: number; doc: string };
/** A visitor's page as kept: its bytes and their gzip made once (Body). */
type VisitorPage = { redirect: string } | { status: number; body: Body };

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
      // the build writes .br and .gz beside each asset (scripts/precompress.ts): sent as they are
      preCompressed: true,
      // the server render bundle is the server's, not the browser's
      allowedPath: (path) => !path.startsWith('/server/'),
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const renderPage = async (req: FastifyRequest): Promise<Rendered> => {
    const host = req.hostname.split(':')[0];
    const out = await render!({ url: req.url, host, inject: renderInject(app, req), cookies: req.headers.cookie ?? '', chunksOf: assets!.chunksOf });
    if ('redirect' in out) return out;
    const doc = assets!.template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(out.head.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(out.head.description)}$2`)
      .replace('</head>', () => `${out.head.canonical ? `<link rel="canonical" href="${escapeHtml(out.head.canonical)}">` : ''}${assets!.headFor(out.source)}</head>`)
      .replace('<!--app-html-->', () => out.html)
      .replace('<!--app-state-->', () => out.state);
    return { status: out.status, doc };
  };
  // Only a page answered 200 is kept (a failed render answers the template, a 404 may be a row not committed yet).
  const visitors = app.config.pageCacheMs > 0 ? new Kept<VisitorPage>(app.config.pageCacheMs, PAGES_KEPT, (p) => 'status' in p && p.status === 200) : null;
  const visitorPage = async (req: FastifyRequest): Promise<VisitorPage> => {
    const out = await renderPage(req);
    return 'redirect' in out ? out : { status: out.status, body: new Body(Buffer.from(out.doc)) };
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!render) return reply.send(template);
    try {
      if (visitors && !req.headers.cookie) {
        const page = await visitors.get(`${req.hostname} ${req.url}`, () => visitorPage(req));
        if ('redirect' in page) return reply.redirect(page.redirect, 302);
        reply.status(page.status).header('vary', 'accept-encoding');
        // Kept: send its gzip made once (the compress plugin leaves encoded bodies alone).
        if (acceptsGzip(req)) return reply.header('content-encoding', 'gzip').send(page.body.gzipped());
        return reply.send(page.body.raw);
      }
      const out = await renderPage(req);
      if ('redirect' in out) return reply.redirect(out.redirect, 302);
      return reply.status(out.status).send(out.doc);
    } catch (err) {
      // A broken render still leaves a working page: the browser renders it.
      req.log.error({ err, url: req.url }, 'server render failed');
      return reply.send(template);
    }
  };

  // Pages are a route (not the not-found handler) so that compression and the other route hooks
  // apply to them; the built files' own routes (fastify-static) win over the wildcard.
  // Compressed inline at a fast level, like the JSON answers: a page is made per request.
  app.get('/*', { compress: ANSWER_COMPRESSION }, (req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api') return reply.callNotFound();
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return page(req, reply);
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail(404, '很抱歉，资源未找到!')));
}

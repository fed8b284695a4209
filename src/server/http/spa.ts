// Serves the app: hashed assets cached for a year, and every other GET that is a page rendered on
// the server (dist/server/entry-server.js, see src/app/entry-server.tsx) with its data, its
// <title> and description, its CSS inlined and its modules preloaded, and the query cache the browser hydrates
// from. Unknown paths and unknown ids answer 404 with the 404 page; /api paths the 404 envelope.
// A visitor's page (a request without cookies: nobody logged in) depends on its host and URL
// alone, so with PAGE_CACHE_MS > 0 (production) a render is kept that long (http/answer-cache.ts
// Kept: the most recently used 100, forgotten when goods change) and its gzip made once: under
// load a popular page (/home) is rendered a few times a second, not once per visitor. A page is
// sent as parts (gzip-parts.ts): its head's inlined stylesheet, the same on every render of the
// page module, is compressed once, not with every page.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { acceptsGzip, Body, Kept } from './answer-cache';
import { fail } from './envelope';
import { KeptPart, type Part } from './gzip-parts';
import { ANSWER_COMPRESSION } from './route';
import { renderInject } from './render-inject';
import { pageAssets } from './page-assets';
import type { RenderPage } from './render-contract';

/**
 * The head's lines after the description: the canonical link (absolute, on the request's host), the
 * robots rule and the page's JSON-LD (`<` escaped, so no text can close the script).
 */
const headExtras = (head: { canonical?: string; robots?: string; structured?: object }, origin: string) =>
  [
    head.canonical && `<link rel="canonical" href="${escapeHtml(new URL(head.canonical, origin).href)}">`,
    head.robots && `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    head.structured &&
      `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...head.structured }).replace(/</g, '\\u003c')}</script>`,
  ]
    .filter(Boolean)
    .join('');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Visitors' pages kept at most (about 250 KB each with their gzip). */
const PAGES_KEPT = 100;
/** The page frame's values kept at most (RenderInput.frame: the site config and the footer's columns, a few KB each). */
const FRAME_KEPT = 16;

/** A rendered page: its parts, the head's stylesheet and scripts kept per page module, and their gzip (Body). */
type Rendered = { redirect: string } | { status: number; body: Body };

/** The template cut where a render's parts go: [head up to </head>, </head>…#root, …the state, the rest]. */
function cut(template: string): [string, string, string, string] {
  const head = template.indexOf('</head>');
  const html = template.indexOf('<!--app-html-->');
  const state = template.indexOf('<!--app-state-->');
  if (!(head >= 0 && head < html && html < state))
    throw new Error('index.html needs </head>, then <!--app-html-->, then <!--app-state-->');
  return [
    template.slice(0, head),
    template.slice(head, html),
    template.slice(html + '<!--app-html-->'.length, state),
    template.slice(state + '<!--app-state-->'.length),
  ];
}

export async function spa(app: FastifyInstance, opts: { root: string }): Promise<void> {
  const root = resolve(opts.root);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild
    ? readFileSync(indexFile, 'utf8')
    : '<!doctype html><meta charset="utf-8"><p>前端尚未构建：请先运行 npm run build</p>';
  const serverEntry = join(root, 'server', 'entry-server.js');
  const render: RenderPage | null = existsSync(serverEntry)
    ? ((await import(pathToFileURL(serverEntry).href)) as { render: RenderPage }).render
    : null;
  if (hasBuild && !render)
    app.log.warn('dist/server/entry-server.js 不存在：页面在浏览器中渲染（npm run build 会构建服务端渲染）');
  const assets = hasBuild && render ? pageAssets(root, template) : null;
  const [headStart, bodyStart, betweenHtmlAndState, end] = cut(
    assets?.template ?? '</head><!--app-html--><!--app-state-->',
  );
  // Each page module's head (its inlined CSS, about 110 KB) made once, and its deflate (KeptPart).
  const heads = new Map<string, KeptPart>();
  const headOf = (source: string | undefined) => {
    let part = heads.get(source ?? '');
    if (!part) heads.set(source ?? '', (part = new KeptPart(assets!.headFor(source))));
    return part;
  };

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
        res.header(
          'Cache-Control',
          path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  // The frame's calls are a visitor's (no cookie, no Blade-Auth) answered from their own caches
  // for PAGE_CACHE_MS; keeping their values here too spares a page six of its eight injects.
  const frameValues = new Kept<unknown>(app.config.pageCacheMs, FRAME_KEPT);
  const frame = <T>(key: string, load: () => Promise<T>) => frameValues.get(key, load) as Promise<T>;

  const renderPage = async (req: FastifyRequest): Promise<Rendered> => {
    const host = req.hostname.split(':')[0];
    const out = await render!({
      url: req.url,
      host,
      inject: renderInject(app, req),
      cookies: req.headers.cookie ?? '',
      chunksOf: assets!.chunksOf,
      frame,
    });
    if ('redirect' in out) return out;
    const head = headStart
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(out.head.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(out.head.description)}$2`);
    const parts: Part[] = [
      head + headExtras(out.head, `${req.protocol}://${req.host}`),
      headOf(out.source),
      bodyStart + out.html + betweenHtmlAndState + out.state + end,
    ];
    return { status: out.status, body: new Body(parts) };
  };
  // Only a page answered 200 is kept (a failed render answers the template, a 404 may be a row not committed yet).
  const visitors =
    app.config.pageCacheMs > 0
      ? new Kept<Rendered>(app.config.pageCacheMs, PAGES_KEPT, (p) => 'status' in p && p.status === 200)
      : null;

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!render) return reply.send(template);
    try {
      const out =
        visitors && !req.headers.cookie
          ? await visitors.get(`${req.hostname} ${req.url}`, () => renderPage(req))
          : await renderPage(req);
      if ('redirect' in out) return reply.redirect(out.redirect, 302);
      reply.status(out.status).header('vary', 'accept-encoding');
      // Its gzip (a kept page's made once; the compress plugin leaves encoded bodies alone).
      if (acceptsGzip(req)) return reply.header('content-encoding', 'gzip').send(out.body.gzipped());
      return reply.send(out.body.raw);
    } catch (err) {
      // A broken render still leaves a working page: the browser renders it.
      req.log.error({ err, url: req.url }, 'server render failed');
      return reply.send(template);
    }
  };

  // Pages are a route (not the not-found handler) so that compression and the other route hooks
  // apply to them; the built files' own routes (fastify-static) win over the wildcard.
  // What is not sent as its page's own gzip (to a client that does not take gzip; the template
  // after a failed render) is compressed inline at a fast level, like the JSON answers.
  app.get('/*', { compress: ANSWER_COMPRESSION }, (req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api') return reply.callNotFound();
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return page(req, reply);
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail(404, '很抱歉，资源未找到!')));
}

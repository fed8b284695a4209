// Search engines' view of the portal: /robots.txt and the sitemaps (/sitemap.xml, an index of
// /sitemaps/<name>.xml), read from the database on each request. The kinds' pages come from the
// site-search parts that list them (`sitemap` of a SiteSearchPart, src/server/floor/site-search.ts);
// the pages' canonical links, descriptions and JSON-LD come with the server render (spa.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteSearchPart } from '../../floor/site-search';
import { now } from '../../floor/time';
import { robotsText } from './pages';
import { sitemapFile, sitemapIndex } from './sitemaps';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=300';
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function seoRoutes(parts: readonly SiteSearchPart[]) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/robots.txt', (req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', CACHE)
        .send(robotsText(originOf(req))),
    );
    app.get('/sitemap.xml', async (req, reply) =>
      reply
        .type(XML)
        .header('Cache-Control', CACHE)
        .send(await sitemapIndex(app.db, parts, now(), originOf(req))),
    );
    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
      const name = /^(.+)\.xml$/.exec(req.params.file)?.[1];
      const body = name ? await sitemapFile(app.db, parts, name, now(), originOf(req)) : null;
      if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.type(XML).header('Cache-Control', CACHE).send(body);
    });
  };
}

// The portal-wide search (搜索全站): each section's listings found by their words, grouped by
// section. The groups come from the server with their labels, so the header's suggestions and the
// results page know no section by name; a section joins by giving its server module a search part
// (src/server/floor/site-search.ts).
import { get, page, paging, str, z } from './define';

const words = z.pipe(
  str(z.maxLength(50)),
  z.transform((s) => s.trim()),
);

const hit = z.object({
  id: z.number(),
  title: z.string(),
  /** The listing's own page. */
  href: z.string(),
  /** A short line under the title: place, price, date… */
  meta: z.string(),
});
export type SiteHit = z.infer<typeof hit>;

const group = z.object({ kind: z.string(), label: z.string(), total: z.number(), hits: z.array(hit) });
export type SiteGroup = z.infer<typeof group>;

/** The results page's request: the words, one section's kind ('' for all), the page of that section. */
export const siteQuery = z.object({
  q: words,
  kind: z._default(
    z.pipe(
      str(z.maxLength(20)),
      z.transform((s) => s.trim()),
    ),
    '',
  ),
  ...paging(10),
});
export type SiteQuery = z.input<typeof siteQuery>;

export const siteSearch = {
  /** A few hits per section for the header's suggestions (the first words typed). */
  suggest: get(
    '/api/rs-search-service/site/suggest',
    z.object({ q: words }),
    z.object({ groups: z.array(group) }),
    'none',
  ),
  /** The results page: every section's first hits and count, or one section's hits page by page. */
  page: get(
    '/api/rs-search-service/site/page',
    siteQuery,
    z.object({ groups: z.array(group), results: z.nullable(page(hit)) }),
    'none',
  ),
};

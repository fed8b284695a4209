// The sitemaps, read from the database on every request: an index naming the `pages` sitemap and
// each listing kind's (a kind past 50,000 pages gets several files), each file its pages' absolute
// addresses with the rows' last change. Only what a visitor sees: the kinds' public rows.
import { sql } from 'kysely';
import { pagePaths } from '../../../api/paths';
import type { Db } from '../../db';
import type { SiteSearchPart, SitemapSource } from '../../floor/site-search';
import { isoOf } from '../../floor/time';
import { SITEMAP_PAGE_KEYS } from './pages';

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_MAX = 50_000;
const PAGES = 'pages';

const xmlText = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A stored stamp ('YYYY-MM-DD HH:mm:ss', UTC) or day as a W3C date-time. */
const w3cOf = (stamp: unknown): string | null => {
  if (stamp === null || stamp === undefined) return null;
  const s = String(stamp);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : isoOf(s.slice(0, 19));
};

const urlset = (origin: string, urls: { loc: string; lastmod: string | null }[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `<url><loc>${xmlText(new URL(u.loc, origin).href)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/** The kinds with pages of their own, each with its rows' source. */
const sourcesOf = (parts: readonly SiteSearchPart[], db: Db, nowMs: number) =>
  parts.flatMap((p) => (p.sitemap ? [{ kind: p.kind, source: p.sitemap(db, nowMs) }] : []));

async function summaryOf(db: Db, source: SitemapSource): Promise<{ count: number; lastmod: string | null }> {
  const row = await db
    .selectFrom(source.rows.as('r'))
    .select([sql<number>`count(*)`.as('n'), sql<string | null>`max(r.lastmod)`.as('last')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastmod: w3cOf(row.last) };
}

/** The sitemap index: the pages' file, then each kind's files (`<kind>-<n>.xml`). */
export async function sitemapIndex(db: Db, parts: readonly SiteSearchPart[], nowMs: number, origin: string) {
  const kinds = sourcesOf(parts, db, nowMs);
  const summaries = await Promise.all(kinds.map((k) => summaryOf(db, k.source)));
  const files = [
    { name: PAGES, lastmod: null as string | null },
    ...kinds.flatMap((k, i) =>
      Array.from({ length: Math.ceil(summaries[i].count / SITEMAP_MAX) }, (_, n) => ({
        name: `${k.kind}-${n + 1}`,
        lastmod: summaries[i].lastmod,
      })),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (f) =>
        `<sitemap><loc>${origin}/sitemaps/${f.name}.xml</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One sitemap file by its name (`pages`, `<kind>-<n>`); null: no such file. */
export async function sitemapFile(
  db: Db,
  parts: readonly SiteSearchPart[],
  name: string,
  nowMs: number,
  origin: string,
): Promise<string | null> {
  if (name === PAGES)
    return urlset(
      origin,
      SITEMAP_PAGE_KEYS.map((key) => ({ loc: encodeURI(pagePaths[key]), lastmod: null })),
    );
  const m = /^([A-Za-z]+)-([1-9]\d{0,4})$/.exec(name);
  const kind = m && sourcesOf(parts, db, nowMs).find((k) => k.kind === m[1]);
  if (!m || !kind) return null;
  const rows = await db
    .selectFrom(kind.source.rows.as('r'))
    .select(['r.id', 'r.lastmod'])
    .orderBy('r.id')
    .limit(SITEMAP_MAX)
    .offset((Number(m[2]) - 1) * SITEMAP_MAX)
    .execute();
  if (rows.length === 0 && m[2] !== '1') return null;
  return urlset(
    origin,
    rows.map((r) => ({ loc: kind.source.href(Number(r.id)), lastmod: w3cOf(r.lastmod) })),
  );
}

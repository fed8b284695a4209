// The portal-wide search: a section joins by giving its server module search parts (each a kind,
// its label and how it finds its published listings by their words); the search calls ask every
// part at once and answer the groups ranked together: by how well each group's best hit's title
// holds the words (the whole text, then its start), then in module order. A part that has pages of
// its own also lists them for the sitemaps (src/server/modules/seo). Nothing here knows a section.
/* eslint-disable @typescript-eslint/no-explicit-any -- any section's query */
import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { siteSearch, type SiteGroup, type SiteHit } from '../../api/site-search';
import { pageOf } from '../db/query';
import type { Db } from '../db';
import { route } from '../http/route';
import { findListed, type Listing } from './site-listings';
import { now } from './time';

export interface SiteSearchPart {
  /** The group's key in the URL (?kind=), e.g. 'tender'. */
  kind: string;
  /** The group's heading, e.g. 招标. */
  label: string;
  /** Its public pages for the sitemaps; absent when its hits open a page another kind lists. */
  sitemap?: (db: Db, nowMs: number) => SitemapSource;
  /** The listings matching every word, best first; `total` counts them all when `count` is asked. */
  find(db: Db, words: string[], page: SitePage, now: number): Promise<{ hits: SiteHit[]; total: number }>;
}

/** A kind's public pages: its public rows' ids with their last change, and each one's page. */
export interface SitemapSource {
  /** The rows the part finds with no words (published, open…), as `id` and `lastmod` (a stored stamp). */
  rows: SelectQueryBuilder<any, any, { id: number; lastmod: string | null }>;
  href: (id: number) => string;
}

export interface SitePage {
  limit: number;
  offset: number;
  /** false for the suggestions: `total` may then be the hits' number. */
  count: boolean;
}

/** A section's part that finds its public listings (read into memory: site-listings.ts). */
export function listingSearch<Q extends SelectQueryBuilder<any, any, any>, R>(
  kind: string,
  label: string,
  listing: (db: Db, nowMs: number) => Listing<Q, R>,
  sitemap?: SiteSearchPart['sitemap'],
): SiteSearchPart {
  return {
    kind,
    label,
    sitemap,
    find: (db, words, page, nowMs) => findListed(db, kind, listing, words, page, nowMs),
  };
}

/** A hit: its title, its page, and the meta line of its parts but the empty ones, between dots. */
export const hitOf = (id: number, title: string, href: string, ...meta: (string | null | undefined)[]): SiteHit => ({
  id,
  title,
  href,
  meta: meta.filter(Boolean).join(' · '),
});

/** The words of a search: up to 5, split on spaces. */
export const wordsOf = (q: string): string[] => q.split(/\s+/).filter(Boolean).slice(0, 5);

const SUGGEST_PER_PART = 3;
/** The header shows the best-ranked groups only. */
const SUGGEST_GROUPS = 6;
const PAGE_PREVIEW = 5;

/** How well a title holds the search text (lower is better): the text itself, its start, inside it, its words. */
export function titleRank(title: string, q: string): number {
  const [t, text] = [title.toLowerCase(), q.trim().toLowerCase()];
  if (t === text) return 0;
  if (t.startsWith(text)) return 1;
  return t.includes(text) ? 2 : 3;
}

async function groupsOf(
  db: Db,
  all: readonly SiteSearchPart[],
  q: string,
  limit: number,
  count: boolean,
): Promise<SiteGroup[]> {
  const words = wordsOf(q);
  if (words.length === 0) return [];
  const t = now();
  const found = await Promise.all(all.map((p) => p.find(db, words, { limit, offset: 0, count }, t)));
  const groups = all.map((p, i) => ({ kind: p.kind, label: p.label, ...found[i] })).filter((g) => g.total > 0);
  const rank = groups.map((g) => Math.min(...g.hits.map((h) => titleRank(h.title, q))));
  const ranked = groups.map((g, i) => [g, rank[i]] as const).sort((a, b) => a[1] - b[1]);
  return ranked.map(([g]) => g).slice(0, count ? undefined : SUGGEST_GROUPS);
}

export function siteSearchRoutes(parts: readonly SiteSearchPart[]) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const db = app.db;
    route(app, siteSearch.suggest, async ({ q }) => ({
      groups: await groupsOf(db, parts, q, SUGGEST_PER_PART, false),
    }));
    // The groups (first hits and counts: the page's tabs) always; one section's page when asked.
    route(app, siteSearch.page, async ({ q, kind, current, size }) => {
      const part = parts.find((p) => p.kind === kind);
      const words = wordsOf(q);
      const [groups, one] = await Promise.all([
        groupsOf(db, parts, q, PAGE_PREVIEW, true),
        part && words.length
          ? part.find(db, words, { limit: size, offset: (current - 1) * size, count: true }, now())
          : null,
      ]);
      return { groups, results: part ? pageOf(one?.hits ?? [], one?.total ?? 0, current, size) : null };
    });
  };
}

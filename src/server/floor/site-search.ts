// The portal-wide search: a section joins by giving its server module a search part (its kind,
// its label and how it finds its published listings by their words); the search calls ask every
// part at once and answer the groups in module order. Nothing here knows a section.
/* eslint-disable @typescript-eslint/no-explicit-any -- any section's query */
import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { siteSearch, type SiteGroup, type SiteHit } from '../../api/site-search';
import { pageOf } from '../db/query';
import type { Db } from '../db';
import { route } from '../http/route';
import { now } from './time';

export interface SiteSearchPart {
  /** The group's key in the URL (?kind=), e.g. 'tender'. */
  kind: string;
  /** The group's heading, e.g. 招标. */
  label: string;
  /** false: the header suggests these by a call of its own (the mall's goods); the results page lists them. */
  suggest?: boolean;
  /** The listings matching every word, best first; `total` counts them all when `count` is asked. */
  find(db: Db, words: string[], page: SitePage, now: number): Promise<{ hits: SiteHit[]; total: number }>;
}

export interface SitePage {
  limit: number;
  offset: number;
  /** false for the suggestions: `total` may then be the hits' number. */
  count: boolean;
}

/**
 * A part's answer: one page of `base` (its matching rows, ordered by `ordered`) as hits and, when
 * counted, how many rows `base` holds.
 */
export async function hitsOf<Q extends SelectQueryBuilder<any, any, any>, R>(
  page: SitePage,
  base: Q,
  ordered: (q: Q) => SelectQueryBuilder<any, any, R>,
  hit: (row: R) => SiteHit,
): Promise<{ hits: SiteHit[]; total: number }> {
  const [rows, total] = await Promise.all([
    ordered(base).limit(page.limit).offset(page.offset).execute(),
    page.count ? base.select(sql<number>`count(*)`.as('n')).executeTakeFirst() : null,
  ]);
  const hits = rows.map(hit);
  return { hits, total: total ? Number(total.n) : hits.length };
}

/** How a part finds by one query: the listings matching every word, best first, as hits. */
export interface ListingFind<Q extends SelectQueryBuilder<any, any, any>, R> {
  /** The published listings matching every word. */
  rows: Q;
  /** Their columns, best first. */
  ordered: (q: Q) => SelectQueryBuilder<any, any, R>;
  hit: (row: R) => SiteHit;
}

/** A section's part that finds its listings by one query (hitsOf over `find`'s rows). */
export function listingSearch<Q extends SelectQueryBuilder<any, any, any>, R>(
  kind: string,
  label: string,
  find: (db: Db, words: string[], nowMs: number) => ListingFind<Q, R>,
): SiteSearchPart {
  return {
    kind,
    label,
    find: (db, words, page, nowMs) => {
      const f = find(db, words, nowMs);
      return hitsOf(page, f.rows, f.ordered, f.hit);
    },
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
const PAGE_PREVIEW = 5;

async function groupsOf(
  db: Db,
  all: readonly SiteSearchPart[],
  q: string,
  limit: number,
  count: boolean,
): Promise<SiteGroup[]> {
  const words = wordsOf(q);
  if (words.length === 0) return [];
  const parts = count ? all : all.filter((p) => p.suggest !== false);
  const t = now();
  const found = await Promise.all(parts.map((p) => p.find(db, words, { limit, offset: 0, count }, t)));
  return parts.map((p, i) => ({ kind: p.kind, label: p.label, ...found[i] })).filter((g) => g.total > 0);
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

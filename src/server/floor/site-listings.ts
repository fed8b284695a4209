// How a section's part of the portal-wide search finds its listings fast: the public rows, with
// the words a search may hit and each one's hit, are read once into memory (in their best-first
// order) and kept KEEP_MS; a search walks them (a substring test per row: a few milliseconds at ten
// times the demo volume, where a LIKE scan per kind and request cost hundreds). An older copy is
// answered while a fresh one loads, so a new listing shows within KEEP_MS. Per database handle.
/* eslint-disable @typescript-eslint/no-explicit-any -- any section's query */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { SiteHit } from '../../api/site-search';
import type { Db } from '../db';
import { now } from './time';

/** How long a read copy of a kind's listings answers before it is read again. */
export const KEEP_MS = 30_000;

/** A part's listings: its public rows, the columns a word is looked for in, their order and hit. */
export interface Listing<Q extends SelectQueryBuilder<any, any, any>, R> {
  /** The public rows (published, open…). */
  rows: Q;
  /** The columns a search word is looked for in (a row matches a word when one of them holds it). */
  words: readonly string[];
  /** Their columns for the hit, best first. */
  ordered: (q: Q) => SelectQueryBuilder<any, any, R>;
  hit: (row: R) => SiteHit;
  /** A word that names one row by a number of its own (a tender's ZB…): that row's id, else null. */
  idOf?: (word: string) => number | null;
}

interface Entry {
  /** The columns of `words`, lower case, one line each. */
  text: string;
  hit: SiteHit;
}
interface Kept {
  at: number;
  entries: Promise<Entry[]>;
  refreshing: boolean;
}

const kept = new WeakMap<Db, Map<string, Kept>>();

async function read<Q extends SelectQueryBuilder<any, any, any>, R>(l: Listing<Q, R>): Promise<Entry[]> {
  const rows = await l
    .ordered(l.rows)
    .select(l.words.map((c, i) => sql.ref(c).as(`w${i}`)))
    .execute();
  return rows.map((r: any) => ({
    text: l.words
      .map((_, i) => String(r[`w${i}`] ?? ''))
      .join('\n')
      .toLowerCase(),
    hit: l.hit(r),
  }));
}

/** The kind's listings: the kept copy (read again in the background once older than KEEP_MS). */
function entriesOf(db: Db, kind: string, load: () => Promise<Entry[]>): Promise<Entry[]> {
  const byKind = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, byKind);
  const t = now();
  const k = byKind.get(kind);
  if (!k) {
    const fresh: Kept = { at: t, entries: load(), refreshing: false };
    byKind.set(kind, fresh);
    fresh.entries.catch(() => byKind.delete(kind)); // a failed read is not kept
    return fresh.entries;
  }
  if (t - k.at > KEEP_MS && !k.refreshing) {
    k.refreshing = true;
    load().then(
      (entries) => byKind.set(kind, { at: now(), entries: Promise.resolve(entries), refreshing: false }),
      () => (k.refreshing = false),
    );
  }
  return k.entries;
}

/** One page of the kind's listings holding every word (a count of them all when asked). */
export async function findListed<Q extends SelectQueryBuilder<any, any, any>, R>(
  db: Db,
  kind: string,
  listing: (db: Db, nowMs: number) => Listing<Q, R>,
  words: string[],
  page: { limit: number; offset: number; count: boolean },
  nowMs: number,
): Promise<{ hits: SiteHit[]; total: number }> {
  const l = listing(db, nowMs);
  const entries = await entriesOf(db, kind, () => read(l));
  const lower = words.map((w) => w.toLowerCase());
  const ids = lower.map((w) => l.idOf?.(w) ?? null);
  const matches = (e: Entry) => lower.every((w, i) => (ids[i] === null ? e.text.includes(w) : e.hit.id === ids[i]));
  const end = page.offset + page.limit;
  const hits: SiteHit[] = [];
  let total = 0;
  for (const e of entries) {
    if (!matches(e)) continue;
    if (total >= page.offset && total < end) hits.push(e.hit);
    total++;
    if (!page.count && total >= end) break;
  }
  return { hits, total };
}

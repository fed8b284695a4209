// The server's clock and stored times, on the one time module of server, client and seed
// (src/api/time.ts: Beijing days, day keys, month starts). Every "now" reads now(), so tests move
// time instead of sleeping (setClock in tests only). Instants are stored as sortable UTC text:
// stamp() to the millisecond (expiries, windows, notices), stampOf() to the second (listings).
import { BEIJING_OFFSET, beijingDayKey, beijingInstant, beijingTime, DAY } from '../../api/time';

export * from '../../api/time';

let source: () => number = () => Date.now();

export const now = (): number => source();

/** Tests: replace the clock; call with no argument to go back to real time. */
export function setClock(fn?: () => number): void {
  source = fn ?? (() => Date.now());
}

/** '2026-11-25 09:00:00.123' (UTC): sessions, codes, counters, notices. */
export const stamp = (ms: number = now()): string => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');

/** '2026-11-25 09:00:00' (UTC): listings (goods, carts, inquiries, tenders). */
export const stampOf = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** A stored stamp as the ISO instant answers carry. */
export const isoOf = (s: string): string => `${s.replace(' ', 'T')}Z`;

/** A stored stamp as milliseconds. */
export const msOf = (s: string): number => Date.parse(isoOf(s));

/** A stored stamp as Beijing wall-clock time for messages: 2026-11-26 01:00. */
export const shownTime = (s: string): string => beijingTime(isoOf(s));

/** An instant as the zone-less Beijing wall-clock text the original backend's home blocks carry: '2026-11-26 01:00:00'. */
export const wallClock = (ms: number): string =>
  new Date(ms + BEIJING_OFFSET).toISOString().slice(0, 19).replace('T', ' ');

/** The stored bounds [from, to) of a Beijing day 'YYYY-MM-DD', as list filters take days. */
export function dayRange(day: string): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number);
  const start = beijingInstant(y, m, d);
  return { from: stampOf(start), to: stampOf(start + DAY) };
}

/** A date-keyed number: prefix, the Beijing day of the stored stamp, the id in six digits (XJ20261126000523). */
export const dayNumber = (prefix: string, at: string, id: number): string =>
  `${prefix}${beijingDayKey(msOf(at))}${String(id).padStart(6, '0')}`;

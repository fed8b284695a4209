// Saved job-board searches (kind 'labor'): a new recruiting post tells every member of another
// company whose saved filters it matches — the same meaning as the board's SQL filters.
import { leavesOf, splitTrades } from '../../../api/labor-trades';
import type { Db } from '../../db';
import { hasKeyword, newListingNotice, notifySavedSearches, sameCode } from '../../floor/saved-searches';

export interface JobFacts {
  title: string;
  employer: string;
  trades: string[];
  provinceCode: string;
  cityCode: string;
  wageUnit: string;
  wageMin: number;
  wageMax: number;
  settlement: string;
  projectType: string;
  startDate: string;
}

export function matchesJob(f: Record<string, unknown>, j: JobFacts): boolean {
  const s = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : undefined);
  const n = (k: string) => (typeof f[k] === 'number' ? (f[k] as number) : undefined);
  const wanted = splitTrades(s('trades')).flatMap(leavesOf);
  return (
    hasKeyword([j.title, j.employer], s('keyword')) &&
    (!wanted.length || j.trades.some((t) => wanted.includes(t))) &&
    sameCode(s('provinceCode'), j.provinceCode) &&
    sameCode(s('cityCode'), j.cityCode) &&
    sameCode(s('wageUnit'), j.wageUnit) &&
    (n('wageMin') === undefined || j.wageMax >= n('wageMin')!) &&
    (n('wageMax') === undefined || j.wageMin <= n('wageMax')!) &&
    sameCode(s('settlement'), j.settlement) &&
    sameCode(s('projectType'), j.projectType) &&
    (!s('startFrom') || j.startDate >= s('startFrom')!) &&
    (!s('startTo') || j.startDate <= s('startTo')!)
  );
}

/** Notices (system ones) for every saved job-board search (of other companies) the new post matches. */
export const notifyLaborSearches = (db: Db, publisherCompanyId: number, j: JobFacts): Promise<number> =>
  notifySavedSearches(
    db,
    'labor',
    publisherCompanyId,
    (f) => matchesJob(f, j),
    newListingNotice(
      '招工',
      j.title,
      undefined,
      `新招工「${j.title}」（${j.wageMin}-${j.wageMax}${j.wageUnit}）符合您的订阅条件。`,
    ),
  );

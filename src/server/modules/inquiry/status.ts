// An inquiry's state as the portal shows it: the stored lifecycle, except that a published
// inquiry whose deadline has passed reads as expired (已截止) — derived, never stored.
import { sql, type SqlBool } from 'kysely';
import { INQUIRY_STATE_NAMES, INQUIRY_STATUSES, type InquiryState } from '../../../api/inquiry-rules';
import type { Db } from '../../db';
import { notIndexed } from '../../db/query';
import type { StoredInquiryStatus } from './schema';
import { dayNumber } from '../../floor/time';

/** States anyone may see; the others (draft, review, rejected, withdrawn) only the buyer. */
export const PUBLIC: StoredInquiryStatus[] = ['published', 'closed'];

/**
 * `i.status` among PUBLIC, for the newest-first lists. SQLite plans without row counts and would
 * take a status index, then read and sort every public inquiry; the no-op `+` keeps it walking
 * the newest-first covering index (inquiry_newest). PostgreSQL plans by its statistics.
 */
export const isPublic = (db: Db) => sql<SqlBool>`${notIndexed(db, 'i.status')} in (${sql.join(PUBLIC)})`;

export function stateOf(status: StoredInquiryStatus, deadline: string, nowStamp: string): InquiryState {
  return status === 'published' && deadline <= nowStamp ? 'expired' : status;
}

export const stateName = (s: InquiryState): string => INQUIRY_STATE_NAMES[s];
/** The public status code ('1' 报价中, '2' 已截止, '3' 已成交), '' for other states. */
export const statusCodeOf = (s: InquiryState): string => INQUIRY_STATUSES.find((x) => x.state === s)?.code ?? '';

/** XJ + the day it was created + the id: unique without a stored column. */
/** XJ + the Beijing day it was published (a draft's: the day it was created) + the id. */
export const inquiryNo = (id: number, publishTime: string | null, createdAt: string) =>
  dayNumber('XJ', publishTime ?? createdAt, id);
/** BJ + the Beijing day the quote was first submitted + the id. */
export const quoteNo = (id: number, createdAt: string) => dayNumber('BJ', createdAt, id);

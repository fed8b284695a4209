// When content is served: publish_at ≤ now < withdraw_at (or no withdraw_at) and not withdrawn
// by an editor; the desk's status of a row the same way. Time is the floor's now() (stamp()).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ContentStatus } from '../../../api/cms';
import { stamp } from '../../floor/time';

const col = (alias: string, name: string) => sql.ref(alias ? `${alias}.${name}` : name);

/** The public reads' condition at `at` (a stored stamp; the floor's now by default). */
export function liveAt(at: string = stamp(), alias = ''): RawBuilder<SqlBool> {
  const c = (n: string) => col(alias, n);
  return sql<SqlBool>`(${c('publish_at')} <= ${at} and (${c('withdraw_at')} is null or ${c('withdraw_at')} > ${at}) and ${c('withdrawn_at')} is null)`;
}

/** The desk's status filter at `at`. */
export function statusAt(status: ContentStatus, at: string): RawBuilder<SqlBool> {
  const gone = sql<SqlBool>`(withdrawn_at is not null or (withdraw_at is not null and withdraw_at <= ${at}))`;
  switch (status) {
    case 'withdrawn':
      return gone;
    case 'draft':
      return sql<SqlBool>`(publish_at is null and not ${gone})`;
    case 'scheduled':
      return sql<SqlBool>`(publish_at > ${at} and not ${gone})`;
    case 'published':
      return liveAt(at);
  }
}

export interface ScheduleCols {
  publish_at: string | null;
  withdraw_at: string | null;
  withdrawn_at: string | null;
}

/** A row's status at `at`. */
export function statusOf(r: ScheduleCols, at: string): ContentStatus {
  if (r.withdrawn_at !== null || (r.withdraw_at !== null && r.withdraw_at <= at)) return 'withdrawn';
  if (r.publish_at === null) return 'draft';
  return r.publish_at > at ? 'scheduled' : 'published';
}

// Saved searches every list section shares (the saved_search table, one `kind` per list): when
// a section publishes an item, each saved search of its kind (of other companies) that the
// item matches gets a system notice. The section supplies the match — the same meaning as its
// list's SQL filters — built from the helpers below.
import type { SavedSearchKind } from '../../api/inquiry-deals';
import type { Db } from '../db';
import { notify } from './notices';
import { beijingDay, msOf } from './time';

/** A keyword filter: empty, or found (case-insensitively) in one of the texts. */
export const hasKeyword = (texts: string[], keyword: string | undefined | null): boolean =>
  !keyword || texts.some((t) => t.toLowerCase().includes(keyword.toLowerCase()));

/** A code filter: empty, or equal. */
export const sameCode = (want: string | undefined | null, value: string): boolean => !want || want === value;

/** A day-range filter ('YYYY-MM-DD', Beijing days, as the lists filter) on a stored stamp. */
export function inDays(stored: string, from: string | undefined | null, to: string | undefined | null): boolean {
  const d = beijingDay(msOf(stored));
  return (!from || d >= from) && (!to || d <= to);
}

export interface SearchNotice {
  /** e.g. 您订阅的「{name}」有新询价：{title} */
  title: (searchName: string) => string;
  content: string;
}

/** Notifies every matching saved search of the kind; answers how many matched. */
export async function notifySavedSearches(
  db: Db,
  kind: SavedSearchKind,
  publisherCompanyId: number,
  matches: (filters: Record<string, unknown>) => boolean,
  notice: SearchNotice,
): Promise<number> {
  const searches = await db.selectFrom('saved_search').select(['user_id', 'company_id', 'name', 'filters']).where('kind', '=', kind).where('company_id', '<>', publisherCompanyId).execute();
  const hits = searches.filter((s) => matches(JSON.parse(s.filters) as Record<string, unknown>));
  for (const s of hits) await notify(db, [{ companyId: s.company_id, userId: s.user_id }], notice.title(s.name), notice.content);
  return hits.length;
}

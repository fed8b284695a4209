// The alert of the sc site's saved searches (订阅条件, ./subscriptions.ts): when the member's
// unread count is read, each saved search not checked for ALERT_EVERY counts the tenders
// published since its last check and, if any, leaves one sc notice. The check moves by a
// conditional UPDATE, so parallel reads tell of the same tenders once.
import { scSearchFilters } from '../../../api/sc';
import { z } from '../../../api/define';
import type { Db } from '../../db';
import { MINUTE, stamp } from '../../floor/time';
import { filteredTenders } from '../../floor/tenders';

/** How often one saved search is matched against new tenders. */
export const ALERT_EVERY = 5 * MINUTE;

/** Tells the account of tenders published since each due saved search's last check (one notice per search). */
export async function alertScSearches(db: Db, accountId: number, at: number): Promise<void> {
  const now = stamp(at);
  const due = await db
    .selectFrom('sc_saved_search')
    .select(['id', 'name', 'filters', 'checked_at'])
    .where('account_id', '=', accountId)
    .where('checked_at', '<=', stamp(at - ALERT_EVERY))
    .execute();
  for (const s of due) {
    const parsed = z.safeParse(scSearchFilters, JSON.parse(s.filters));
    if (!parsed.success) continue;
    const fresh = await filteredTenders(db, parsed.data, at)
      .where('t.publish_time', '>', s.checked_at)
      .where('t.publish_time', '<=', now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const moved = await db
      .updateTable('sc_saved_search')
      .set({ checked_at: now })
      .where('id', '=', s.id)
      .where('checked_at', '=', s.checked_at)
      .returning('id')
      .execute();
    const n = Number(fresh.n);
    if (moved.length === 0 || n === 0) continue;
    await db
      .insertInto('sc_notice')
      .values({
        account_id: accountId,
        title: `订阅「${s.name}」有 ${n} 条新招标公告`,
        content: `符合您订阅条件「${s.name}」的招标公告新增 ${n} 条，可在招标公告中按该条件查看。`,
        created_at: now,
      })
      .execute();
  }
}

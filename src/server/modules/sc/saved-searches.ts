// 保存搜索 of the sc site's members: save (at most MAX_SAVED_SEARCHES per account, counted under
// the account's row lock), list, delete; and the alert: when the member's unread count is read,
// each saved search not checked for ALERT_EVERY counts the tenders published since its last
// check and, if any, leaves one sc notice. The check moves by a conditional UPDATE, so parallel
// reads tell of the same tenders once.
import { MAX_SAVED_SEARCHES } from '../../../api/saved-search';
import { scSearchFilters, type ScSavedSearch } from '../../../api/sc';
import { z } from '../../../api/define';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import { LIMIT_MSG } from '../../floor/saved-searches';
import { isoOf, MINUTE, stamp, stampOf } from '../../floor/time';
import { filtered } from './tenders';

/** How often one saved search is matched against new tenders. */
export const ALERT_EVERY = 5 * MINUTE;

type Filters = z.output<typeof scSearchFilters>;

const compact = (f: object) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== ''));

const toSaved = (r: { id: number; name: string; filters: string; created_at: string }): ScSavedSearch => ({
  id: r.id,
  name: r.name,
  filters: JSON.parse(r.filters) as Record<string, unknown>,
  createdAt: isoOf(r.created_at),
});

export async function saveScSearch(
  db: Db,
  accountId: number,
  name: string,
  filters: Filters,
  at: number,
): Promise<ScSavedSearch> {
  const values = {
    account_id: accountId,
    name,
    filters: JSON.stringify(compact(filters)),
    created_at: stamp(at),
    checked_at: stamp(at),
  };
  const id = await withOwnerLock(db, 'sc_account', accountId, async (tx) => {
    const n = await tx
      .selectFrom('sc_saved_search')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (Number(n.n) >= MAX_SAVED_SEARCHES) throw badRequest(LIMIT_MSG);
    return (await tx.insertInto('sc_saved_search').values(values).returning('id').executeTakeFirstOrThrow()).id;
  });
  return toSaved({ ...values, id });
}

export async function listScSearches(db: Db, accountId: number): Promise<ScSavedSearch[]> {
  const rows = await db
    .selectFrom('sc_saved_search')
    .select(['id', 'name', 'filters', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSaved);
}

export async function deleteScSearch(db: Db, accountId: number, id: number): Promise<void> {
  const res = await db
    .deleteFrom('sc_saved_search')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('订阅条件不存在');
}

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
    const fresh = await filtered(db, parsed.data, stampOf(at))
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

// 保存搜索 of the sc site's members (订阅条件): save (at most MAX_SAVED_SEARCHES per account,
// counted under the account's row lock), list, delete. The alert of new tenders: ./matching.ts.
import { MAX_SAVED_SEARCHES } from '../../../api/saved-search';
import { scSearchFilters, type ScSavedSearch } from '../../../api/sc';
import type { z } from '../../../api/define';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import { LIMIT_MSG } from '../../floor/saved-searches';
import { isoOf, stamp } from '../../floor/time';

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

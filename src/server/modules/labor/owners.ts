// Who hears about a listing: the member behind it, in their default company (seeded listings
// have no member behind them and tell no one).
import type { Db } from '../../db';
import type { NoticeTo } from '../../floor/notices';

/** The member's company to tell (their default membership). */
export async function userTarget(db: Db, userId: number | null): Promise<NoticeTo[]> {
  if (userId === null) return [];
  const m = await db
    .selectFrom('memberships')
    .select('company_id')
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return m ? [{ companyId: m.company_id, userId }] : [];
}

// Worker cards that lapse: a card not refreshed for LABOR_STALE_DAYS leaves the lists (the lists
// read freshSince, so that holds on the server clock without any job); this sweep, on the
// module's timer (the purge loop), tells each owner once per lapse. Marking and reading the rows
// are one UPDATE … RETURNING, so servers sweeping together tell an owner once.
import { pagePaths } from '../../../api/paths';
import { LABOR_STALE_DAYS } from '../../../api/labor-trades';
import type { Db } from '../../db';
import { about, notify } from '../../floor/notices';
import { freshSince } from './worker-cards';
import { userTarget } from './owners';

export const STALE_NOTICE = {
  title: '您的找活名片已从列表中隐藏',
  content: (name: string) =>
    `您的找活名片「${name}」已超过 ${LABOR_STALE_DAYS} 天未刷新，已暂时从找活列表中隐藏。请到「我的劳务信息」点击「刷新」，名片会立即重新展示。`,
} as const;

/** Tells the owners of cards that lapsed by `nowMs` (each lapse once); answers how many were told. */
export async function noticeStaleCards(db: Db, nowMs: number): Promise<number> {
  const lapsed = await db
    .updateTable('labor_worker')
    .set((eb) => ({ stale_notice_for: eb.ref('active_at') }))
    .where('status', 'in', ['open', 'working'])
    .where('user_id', 'is not', null)
    .where('active_at', '<', freshSince(nowMs))
    .where((eb) => eb.or([eb('stale_notice_for', 'is', null), eb('stale_notice_for', '<>', eb.ref('active_at'))]))
    .returning(['id', 'user_id', 'surname'])
    .execute();
  for (const card of lapsed)
    await notify(
      db,
      await userTarget(db, card.user_id),
      STALE_NOTICE.title,
      STALE_NOTICE.content(`${card.surname}师傅`),
      about('laborWorker', card.id, { link: pagePaths.laborMine }),
    );
  return lapsed.length;
}

// The project subcontract page (POST subcontract/page) with its sorts, and the company's own
// packages (pending ones included).
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import type { ProjectCard, projectQuery } from '../../../api/project';
import type { Db } from '../../db';
import { offsetOf, pageOf } from '../../db/query';
import type { Member } from '../../http/session';
import { stampOf } from '../../floor/time';
import { baseQuery, checkProjectFilters, filtered, heldOf, toCard, withCardColumns } from './cards';

export async function projectPage(
  db: Db,
  q: z.output<typeof projectQuery>,
  me: Member | null,
  nowMs: number,
): Promise<Page<ProjectCard>> {
  checkProjectFilters(q);
  const now = stampOf(nowMs);
  const base = filtered(db, q, me, nowMs);
  // The page's ids in order, then their cards.
  let page = base.select('p.id');
  if (q.sort === 'budget') page = page.orderBy('p.budget', 'desc');
  else if (q.sort === 'deadline') {
    // Still recruiting first, soonest deadline first; then the rest, latest deadline first.
    const open = sql`case when p.status = 'published' and p.apply_deadline > ${now} then 0 else 1 end`;
    page = page
      .orderBy(open)
      .orderBy(sql`case when p.status = 'published' and p.apply_deadline > ${now} then p.apply_deadline end`, 'asc')
      .orderBy('p.apply_deadline', 'desc');
  } else page = page.orderBy('p.publish_time', 'desc');
  const [total, ids, held] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    page.orderBy('p.id', 'desc').limit(q.size).offset(offsetOf(q.current, q.size)).execute(),
    heldOf(db, me),
  ]);
  const rows = ids.length
    ? await withCardColumns(baseQuery(db))
        .where(
          'p.id',
          'in',
          ids.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(
    ids.flatMap(({ id }) => byId.get(id) ?? []).map((r) => toCard(r, held, nowMs)),
    Number(total.n),
    q.current,
    q.size,
  );
}

export async function myPackages(
  db: Db,
  me: Member,
  q: { current: number; size: number },
  nowMs: number,
): Promise<Page<ProjectCard>> {
  const base = baseQuery(db).where('p.company_id', '=', me.companyId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const held = await heldOf(db, me);
  const rows = await withCardColumns(base)
    .orderBy('p.publish_time', 'desc')
    .orderBy('p.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  return pageOf(
    rows.map((r) => toCard(r, held, nowMs)),
    Number(total.n),
    q.current,
    q.size,
  );
}

// The company's tender registrations, newest first, with the margin status of each.
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import { MARGIN_STATUSES, type tender, type TenderCard } from '../../../api/tender';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import type { Member } from '../../http/session';
import { isoOf } from '../../floor/time';
import { tenderRows, toTenderCard, withTenderCardColumns } from '../../floor/tenders';

type Registration = TenderCard & { registeredAt: string; marginStatus: string; marginStatusName: string };

export async function myTenders(
  db: Db,
  me: Member,
  q: z.output<(typeof tender)['mine']['input']>,
  nowMs: number,
): Promise<Page<Registration>> {
  const mineOnly = db.selectFrom('tender_participation').select('tender_id').where('company_id', '=', me.companyId);
  let base = tenderRows(db).where('t.id', 'in', mineOnly);
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) => contains(eb.ref('t.title'), k));
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const registered = sql<string>`(select tp.registered_at from tender_participation tp where tp.tender_id = t.id and tp.company_id = ${me.companyId})`;
  const rows = await withTenderCardColumns(base)
    .orderBy(registered, 'desc')
    .orderBy('t.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  const parts = rows.length
    ? await db
        .selectFrom('tender_participation')
        .select(['tender_id', 'registered_at', 'margin_status'])
        .where('company_id', '=', me.companyId)
        .where(
          'tender_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const records = rows.map((r) => {
    const p = parts.find((x) => x.tender_id === r.id)!;
    return {
      ...toTenderCard(r, nowMs),
      registeredAt: isoOf(p.registered_at),
      marginStatus: p.margin_status,
      marginStatusName: MARGIN_STATUSES.find((s) => s.code === p.margin_status)?.name ?? '',
    };
  });
  return pageOf(records, Number(total.n), q.current, q.size);
}

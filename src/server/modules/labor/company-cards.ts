// Labour companies as the lists show them: the card columns with their live team and post
// counts, and the mapping with place names.
import type { CompanyCard } from '../../../api/labor';
import type { Db } from '../../db';
import { isoOf } from '../../floor/time';
import { placeNames, placeOf } from './cards';

export const companyBase = (db: Db) => db.selectFrom('labor_company as lc');
export const withCompanyColumns = (q: ReturnType<typeof companyBase>, nowStamp: string) =>
  q
    .selectAll('lc')
    .select((eb) => [
      eb
        .selectFrom('labor_team as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.labor_company_id', '=', 'lc.id')
        .where('t.status', '<>', 'closed')
        .as('team_count'),
      eb
        .selectFrom('labor_job as j')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('j.labor_company_id', '=', 'lc.id')
        .where('j.status', 'in', ['recruiting', 'full'])
        .where('j.expires_at', '>', nowStamp)
        .as('post_count'),
    ]);
export type CompanyRow = Awaited<ReturnType<ReturnType<typeof withCompanyColumns>['executeTakeFirstOrThrow']>>;

export async function toCompanyCards(db: Db, rows: CompanyRow[]): Promise<CompanyCard[]> {
  const names = await placeNames(
    db,
    rows.flatMap((r) => [r.province_code, r.city_code]),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ...placeOf(names, r),
    qualification: r.qualification,
    workers: r.workers,
    teamCount: Number(r.team_count ?? 0),
    postCount: Number(r.post_count ?? 0),
    projectCount: r.project_count,
    rating: r.rating / 10,
    verified: r.verified === 1,
    wageAccount: r.wage_account === 1,
    joinedAt: isoOf(r.joined_at),
  }));
}

// The cards of job posts and teams: one base query per listing kind (callers filter it), the
// card columns, and the mappings with place names and trades (worker cards: worker-cards.ts,
// labour companies: company-cards.ts).
import { sql } from 'kysely';
import { type JobCard, type TeamCard } from '../../../api/labor';
import { CARD_STATE_NAMES, JOB_STATE_NAMES, type JobState, tradeName } from '../../../api/labor-trades';
import type { Db } from '../../db';
import { maskPerson } from '../../floor/mask';
import { isoOf } from '../../floor/time';
import type { ListingKind, StoredCardStatus, StoredJobStatus } from './schema';

/** Names of region codes, one query. */
export async function placeNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)].filter(Boolean);
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('region').select(['code', 'name']).where('code', 'in', unique).execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

export const placeOf = (names: Map<string, string>, r: { province_code: string; city_code: string }) => ({
  provinceCode: r.province_code,
  provinceName: names.get(r.province_code) ?? '',
  cityCode: r.city_code,
  cityName: names.get(r.city_code) ?? '',
});

/** The trades of listings of a kind, by owner id, in code order. */
export async function tradesOf(
  db: Db,
  kind: ListingKind,
  ids: number[],
): Promise<Map<number, { code: string; name: string }[]>> {
  const out = new Map<number, { code: string; name: string }[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('labor_trade')
    .select(['owner_id', 'trade_code'])
    .where('kind', '=', kind)
    .where('owner_id', 'in', ids)
    .orderBy('owner_id')
    .orderBy('trade_code')
    .execute();
  for (const r of rows)
    out.set(r.owner_id, [...(out.get(r.owner_id) ?? []), { code: r.trade_code, name: tradeName(r.trade_code) }]);
  return out;
}

// ---- job posts --------------------------------------------------------------------------------

/** Job posts alone: what the list filters read (the list indexes cover them). */
export const jobPosts = (db: Db) => db.selectFrom('labor_job as j');
export type JobPosts = ReturnType<typeof jobPosts>;
/** Posts with their employers (a company, or a labour company), for the cards' columns. */
export const withEmployers = (q: JobPosts) =>
  q.leftJoin('companies as c', 'c.id', 'j.company_id').leftJoin('labor_company as lc', 'lc.id', 'j.labor_company_id');
export const jobBase = (db: Db) => withEmployers(jobPosts(db));
export type JobBase = ReturnType<typeof jobBase>;

/** The employer is verified: a company with its credit code, or a verified labour company. */
export const employerVerified = sql<number>`case when lc.id is not null then lc.verified when c.org_code <> '' then 1 else 0 end`;

export const withJobColumns = (q: JobBase) =>
  q.select([
    'j.id',
    'j.title',
    'j.headcount',
    'j.wage_min',
    'j.wage_max',
    'j.wage_unit',
    'j.settlement',
    'j.project_type',
    'j.start_date',
    'j.province_code',
    'j.city_code',
    'j.benefits',
    'j.status',
    'j.fee_flag',
    'j.publish_time',
    'j.expires_at',
    'j.company_id',
    'j.labor_company_id',
    'j.user_id',
    'c.name as company_name',
    'lc.name as labor_company_name',
    employerVerified.as('verified'),
  ]);
export type JobRow = Awaited<ReturnType<ReturnType<typeof withJobColumns>['executeTakeFirstOrThrow']>>;

export function jobState(status: StoredJobStatus, expiresAt: string, nowStamp: string): JobState {
  return status === 'recruiting' && expiresAt <= nowStamp ? 'expired' : status;
}

export async function toJobCards(db: Db, rows: JobRow[], nowStamp: string): Promise<JobCard[]> {
  const [names, trades] = await Promise.all([
    placeNames(
      db,
      rows.flatMap((r) => [r.province_code, r.city_code]),
    ),
    tradesOf(
      db,
      'job',
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const state = jobState(r.status, r.expires_at, nowStamp);
    return {
      id: r.id,
      title: r.title,
      trades: trades.get(r.id) ?? [],
      headcount: r.headcount,
      wageMin: r.wage_min,
      wageMax: r.wage_max,
      wageUnit: r.wage_unit,
      settlement: r.settlement,
      projectType: r.project_type,
      startDate: r.start_date,
      ...placeOf(names, r),
      employer: {
        name: r.labor_company_name ?? r.company_name ?? '',
        verified: Number(r.verified) === 1,
        companyId: r.labor_company_id,
      },
      state,
      stateName: JOB_STATE_NAMES[state],
      feeWarning: r.fee_flag === 1,
      benefits: r.benefits,
      publishTime: r.publish_time ? isoOf(r.publish_time) : null,
    };
  });
}

// ---- teams ------------------------------------------------------------------------------------

export const teamBase = (db: Db) => db.selectFrom('labor_team as t');
export const teamColumns = [
  't.id',
  't.name',
  't.leader_name',
  't.size',
  't.mode',
  't.province_code',
  't.city_code',
  't.rating',
  't.verified',
  't.status',
  't.active_at',
] as const;
export type TeamRow = {
  id: number;
  name: string;
  leader_name: string;
  size: number;
  mode: string;
  province_code: string;
  city_code: string;
  rating: number;
  verified: number;
  status: StoredCardStatus;
  active_at: string;
};

export async function toTeamCards(db: Db, rows: TeamRow[]): Promise<TeamCard[]> {
  const ids = rows.map((r) => r.id);
  const [names, trades, counts] = await Promise.all([
    placeNames(
      db,
      rows.flatMap((r) => [r.province_code, r.city_code]),
    ),
    tradesOf(db, 'team', ids),
    ids.length
      ? db
          .selectFrom('labor_team_project')
          .select((eb) => ['team_id', eb.fn.countAll<number>().as('n')])
          .where('team_id', 'in', ids)
          .groupBy('team_id')
          .execute()
      : [],
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    leaderName: maskPerson(r.leader_name),
    size: r.size,
    trades: trades.get(r.id) ?? [],
    mode: r.mode,
    ...placeOf(names, r),
    projectCount: Number(counts.find((c) => c.team_id === r.id)?.n ?? 0),
    rating: r.rating / 10,
    verified: r.verified === 1,
    state: r.status,
    stateName: CARD_STATE_NAMES[r.status],
    activeAt: isoOf(r.active_at),
  }));
}

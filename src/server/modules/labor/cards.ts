// The cards every labour list shows: one base query per listing kind (callers filter it), the
// card columns, and the mappings with place names, trades and certificate badges.
import { sql } from 'kysely';
import { CARD_STATE_NAMES, JOB_STATE_NAMES, type CardState, type JobCard, type JobState, type TeamCard, type WorkerCard, type CompanyCard } from '../../../api/labor';
import { certTypeName, tradeName, type CertState } from '../../../api/labor-trades';
import type { Db } from '../../db';
import { maskPerson } from '../../floor/mask';
import { beijingDay, isoOf, msOf } from '../../floor/time';
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
export async function tradesOf(db: Db, kind: ListingKind, ids: number[]): Promise<Map<number, { code: string; name: string }[]>> {
  const out = new Map<number, { code: string; name: string }[]>();
  if (!ids.length) return out;
  const rows = await db.selectFrom('labor_trade').select(['owner_id', 'trade_code']).where('kind', '=', kind).where('owner_id', 'in', ids).orderBy('trade_code').execute();
  for (const r of rows) out.set(r.owner_id, [...(out.get(r.owner_id) ?? []), { code: r.trade_code, name: tradeName(r.trade_code) }]);
  return out;
}

// ---- job posts --------------------------------------------------------------------------------

export const jobBase = (db: Db) =>
  db
    .selectFrom('labor_job as j')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .leftJoin('labor_company as lc', 'lc.id', 'j.labor_company_id');
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
  const [names, trades] = await Promise.all([placeNames(db, rows.flatMap((r) => [r.province_code, r.city_code])), tradesOf(db, 'job', rows.map((r) => r.id))]);
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
      employer: { name: r.labor_company_name ?? r.company_name ?? '', verified: Number(r.verified) === 1, companyId: r.labor_company_id },
      state,
      stateName: JOB_STATE_NAMES[state],
      feeWarning: r.fee_flag === 1,
      benefits: r.benefits,
      publishTime: r.publish_time ? isoOf(r.publish_time) : null,
    };
  });
}

// ---- worker cards -----------------------------------------------------------------------------

export const workerColumns = [
  'w.id',
  'w.surname',
  'w.years',
  'w.age',
  'w.hometown_code',
  'w.province_code',
  'w.city_code',
  'w.expected_wage',
  'w.wage_unit',
  'w.status',
  'w.is_leader',
  'w.real_name_verified',
  'w.rating',
  'w.active_at',
] as const;
export const workerBase = (db: Db) => db.selectFrom('labor_worker as w');
export type WorkerRow = {
  id: number;
  surname: string;
  years: number;
  age: number;
  hometown_code: string;
  province_code: string;
  city_code: string;
  expected_wage: number;
  wage_unit: string;
  status: StoredCardStatus;
  is_leader: number;
  real_name_verified: number;
  rating: number;
  active_at: string;
};

/** A certificate's badge state on a Beijing day. */
export const certState = (c: { verified: number; expires_at: string }, today: string): CertState =>
  c.expires_at < today ? 'expired' : c.verified === 1 ? 'verified' : 'format_ok';

export async function certsOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('labor_certificate')
    .select(['worker_id', 'type_code', 'number', 'province_code', 'issued_at', 'expires_at', 'verified', 'photo_id'])
    .where('worker_id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function toWorkerCards(db: Db, rows: WorkerRow[], nowMs: number): Promise<WorkerCard[]> {
  const today = beijingDay(nowMs);
  const [names, trades, certs] = await Promise.all([
    placeNames(db, rows.flatMap((r) => [r.province_code, r.city_code, r.hometown_code])),
    tradesOf(db, 'worker', rows.map((r) => r.id)),
    certsOf(db, rows.map((r) => r.id)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.surname}师傅`,
    trades: trades.get(r.id) ?? [],
    years: r.years,
    age: r.age,
    hometown: names.get(r.hometown_code) ?? '',
    ...placeOf(names, r),
    expectedWage: r.expected_wage,
    wageUnit: r.wage_unit,
    state: r.status as CardState,
    stateName: CARD_STATE_NAMES[r.status],
    isLeader: r.is_leader === 1,
    realNameVerified: r.real_name_verified === 1,
    rating: r.rating / 10,
    certs: certs.filter((c) => c.worker_id === r.id).map((c) => ({ typeCode: c.type_code, typeName: certTypeName(c.type_code), state: certState(c, today), expiresAt: c.expires_at })),
    activeAt: isoOf(r.active_at),
  }));
}

// ---- teams ------------------------------------------------------------------------------------

export const teamBase = (db: Db) => db.selectFrom('labor_team as t');
export const teamColumns = ['t.id', 't.name', 't.leader_name', 't.size', 't.mode', 't.province_code', 't.city_code', 't.rating', 't.verified', 't.status', 't.active_at'] as const;
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
    placeNames(db, rows.flatMap((r) => [r.province_code, r.city_code])),
    tradesOf(db, 'team', ids),
    ids.length
      ? db.selectFrom('labor_team_project').select((eb) => ['team_id', eb.fn.countAll<number>().as('n')]).where('team_id', 'in', ids).groupBy('team_id').execute()
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

// ---- labour companies -------------------------------------------------------------------------

export const companyBase = (db: Db) => db.selectFrom('labor_company as lc');
export const withCompanyColumns = (q: ReturnType<typeof companyBase>, nowStamp: string) =>
  q.selectAll('lc').select((eb) => [
    eb.selectFrom('labor_team as t').select(eb.fn.countAll<number>().as('n')).whereRef('t.labor_company_id', '=', 'lc.id').where('t.status', '<>', 'closed').as('team_count'),
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
  const names = await placeNames(db, rows.flatMap((r) => [r.province_code, r.city_code]));
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

export const daysBetween = (fromDay: string, toDay: string): number => Math.round((msOf(`${toDay} 00:00:00`) - msOf(`${fromDay} 00:00:00`)) / 86_400_000);

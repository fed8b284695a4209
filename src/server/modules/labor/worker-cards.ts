// Worker cards as the lists show them: the card columns, the stale rule (a card not refreshed for
// LABOR_STALE_DAYS leaves the lists), the certificate badges (格式有效 / 已核验 / 核验不符 / 已过期
// on a Beijing day) and the mapping with place names and trades.
import { type WorkerCard } from '../../../api/labor';
import {
  CARD_STATE_NAMES,
  type CardState,
  type CertState,
  certTypeName,
  LABOR_STALE_DAYS,
} from '../../../api/labor-trades';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import { beijingDay, DAY, isoOf, msOf, stampOf } from '../../floor/time';
import { placeNames, placeOf, tradesOf } from './cards';
import type { LaborWorkerTable } from './schema';

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
/** The oldest refresh a listed card may have at `nowMs`. */
export const freshSince = (nowMs: number): string => stampOf(nowMs - LABOR_STALE_DAYS * DAY);
/** Worker cards the lists show: open to work or working, refreshed within the stale window. */
export const listedWorkers = (db: Db, nowMs: number) =>
  workerBase(db).where('w.status', 'in', ['open', 'working']).where('w.active_at', '>=', freshSince(nowMs));
export type WorkerRow = Omit<
  Selectable<LaborWorkerTable>,
  'user_id' | 'full_name' | 'phone' | 'intro' | 'stale_notice_for' | 'created_at' | 'updated_at'
>;

/** A certificate's badge state on a Beijing day. */
export const certState = (c: { verified: number; expires_at: string }, today: string): CertState =>
  c.verified === -1 ? 'invalid' : c.expires_at < today ? 'expired' : c.verified === 1 ? 'verified' : 'format_ok';

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
    placeNames(
      db,
      rows.flatMap((r) => [r.province_code, r.city_code, r.hometown_code]),
    ),
    tradesOf(
      db,
      'worker',
      rows.map((r) => r.id),
    ),
    certsOf(
      db,
      rows.map((r) => r.id),
    ),
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
    certs: certs
      .filter((c) => c.worker_id === r.id)
      .map((c) => ({
        typeCode: c.type_code,
        typeName: certTypeName(c.type_code),
        state: certState(c, today),
        expiresAt: c.expires_at,
      })),
    activeAt: isoOf(r.active_at),
  }));
}

export const daysBetween = (fromDay: string, toDay: string): number =>
  Math.round((msOf(`${toDay} 00:00:00`) - msOf(`${fromDay} 00:00:00`)) / 86_400_000);

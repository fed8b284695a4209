// One's own listing read back as its form, for the edit screens: only the member who published
// it finds it (another's or an unknown id is 404, the same answer, so ids cannot be probed).
import {
  CARD_STATE_NAMES,
  JOB_STATE_NAMES,
  type PROJECT_TYPES,
  type SETTLEMENTS,
  type TEAM_MODES,
  type WAGE_UNITS,
} from '../../../api/labor-trades';
import type { OwnJob, OwnTeam, OwnWorker } from '../../../api/labor-member';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { stampOf } from '../../floor/time';
import { jobState } from './cards';
import type { ListingKind, StoredCardStatus } from './schema';

type Unit = (typeof WAGE_UNITS)[number];

/** How many worker cards or teams the member has that are not closed. */
export async function openCards(tx: Db, kind: 'worker' | 'team', userId: number): Promise<number> {
  const n = await tx
    .selectFrom(kind === 'worker' ? 'labor_worker' : 'labor_team')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'closed')
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

/** The status of the member's own worker card or team (404 for another's or an unknown id). */
export async function ownCardStatus(
  tx: Db,
  kind: 'worker' | 'team',
  id: number,
  userId: number,
): Promise<StoredCardStatus> {
  const row = await tx
    .selectFrom(kind === 'worker' ? 'labor_worker' : 'labor_team')
    .select('status')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(kind === 'worker' ? '找活名片不存在' : '班组不存在');
  return row.status;
}

const tradeCodes = async (db: Db, kind: ListingKind, id: number) =>
  (
    await db
      .selectFrom('labor_trade')
      .select('trade_code')
      .where('kind', '=', kind)
      .where('owner_id', '=', id)
      .orderBy('trade_code')
      .execute()
  ).map((r) => r.trade_code);

export async function ownJob(db: Db, me: Member, id: number, nowMs: number): Promise<OwnJob> {
  const j = await db
    .selectFrom('labor_job')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', me.userId)
    .executeTakeFirst();
  if (!j) throw notFound('招工信息不存在或不是您发布的');
  const state = jobState(j.status, j.expires_at, stampOf(nowMs));
  return {
    state,
    stateName: JOB_STATE_NAMES[state],
    note: j.review_note,
    form: {
      id: j.id,
      title: j.title,
      trades: await tradeCodes(db, 'job', id),
      headcount: j.headcount,
      wageMin: j.wage_min,
      wageMax: j.wage_max,
      wageUnit: j.wage_unit as Unit,
      settlement: j.settlement as (typeof SETTLEMENTS)[number],
      projectType: j.project_type as (typeof PROJECT_TYPES)[number],
      startDate: j.start_date,
      durationDays: j.duration_days,
      provinceCode: j.province_code,
      cityCode: j.city_code,
      address: j.address,
      benefits: j.benefits,
      requirements: j.requirements,
      description: j.description,
      contactName: j.contact_name,
      contactPhone: j.contact_phone,
      wageAccount: j.wage_account === 1,
    },
  };
}

export async function ownWorker(db: Db, me: Member, id: number): Promise<OwnWorker> {
  const w = await db
    .selectFrom('labor_worker')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', me.userId)
    .executeTakeFirst();
  if (!w) throw notFound('找活名片不存在或不是您发布的');
  const certs = await db
    .selectFrom('labor_certificate')
    .select(['type_code', 'number', 'province_code', 'issued_at', 'expires_at', 'photo_id'])
    .where('worker_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    state: w.status,
    stateName: CARD_STATE_NAMES[w.status],
    note: '',
    form: {
      id: w.id,
      surname: w.surname,
      fullName: w.full_name,
      phone: w.phone,
      trades: await tradeCodes(db, 'worker', id),
      years: w.years,
      age: w.age,
      hometownCode: w.hometown_code,
      provinceCode: w.province_code,
      cityCode: w.city_code,
      expectedWage: w.expected_wage,
      wageUnit: w.wage_unit as Unit,
      isLeader: w.is_leader === 1,
      intro: w.intro,
      certificates: certs.map((c) => ({
        typeCode: c.type_code,
        number: c.number,
        provinceCode: c.province_code,
        issuedAt: c.issued_at,
        expiresAt: c.expires_at,
        photoId: c.photo_id,
      })),
    },
  };
}

export async function ownTeam(db: Db, me: Member, id: number): Promise<OwnTeam> {
  const t = await db
    .selectFrom('labor_team')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', me.userId)
    .executeTakeFirst();
  if (!t) throw notFound('班组不存在或不是您发布的');
  const projects = await db
    .selectFrom('labor_team_project')
    .select(['name', 'year', 'scale'])
    .where('team_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    state: t.status,
    stateName: CARD_STATE_NAMES[t.status],
    note: '',
    form: {
      id: t.id,
      name: t.name,
      leaderName: t.leader_name,
      phone: t.phone,
      size: t.size,
      trades: await tradeCodes(db, 'team', id),
      mode: t.mode as (typeof TEAM_MODES)[number],
      provinceCode: t.province_code,
      cityCode: t.city_code,
      intro: t.intro,
      projects,
    },
  };
}

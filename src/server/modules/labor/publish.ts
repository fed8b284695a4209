// Publishing labour listings: a job post (company-verified members; a post naming a fee word is
// held for review, the rest go out at once for 30 days), a worker card (one open card per
// member; each 特种作业 certificate's number checked against its type, province, year and the
// card's trades) and a team (at most five per member). Edits go through the same calls with `id`.
import type { z } from '../../../api/define';
import { CARD_STATE_NAMES, certProblem, FEE_WORDS, feeWordsIn, JOB_STATE_NAMES } from '../../../api/labor-trades';
import type { jobForm, SavedListing, teamForm, workerForm } from '../../../api/labor-member';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { normalizePhone } from '../../floor/members';
import { checkPlace } from '../../floor/places';
import { beijingDay, DAY, stampOf } from '../../floor/time';
import { attachUpload } from '../../storage/uploads';
import type { ListingKind, StoredJobStatus } from './schema';
import { notifyLaborSearches } from './searches';

export const LABOR_MSG = {
  unverified: '请先完成企业认证（提交统一社会信用代码）后再发布招工',
  feeHeld: `招工信息含有「${FEE_WORDS.join('/')}」等收费字样，已转人工审核；平台禁止向工人收取任何费用`,
  editable: '该信息当前状态不能修改',
  oneCard: '您已有一张找活名片，请修改原名片',
  teamLimit: '每位会员最多发布 5 个班组',
  startPast: '参数错误：startDate 开工日期不能早于今天',
  startFar: '参数错误：startDate 开工日期不能晚于一年之后',
} as const;
export const JOB_DAYS = 30;
/** A post its owner may still edit (a rejected one goes back to review or out, by its words). */
export const EDITABLE_JOBS: readonly StoredJobStatus[] = ['pending_review', 'rejected', 'recruiting', 'full'];

async function writeTrades(tx: Db, kind: ListingKind, id: number, trades: string[]): Promise<void> {
  await tx.deleteFrom('labor_trade').where('kind', '=', kind).where('owner_id', '=', id).execute();
  await tx
    .insertInto('labor_trade')
    .values(trades.map((trade_code) => ({ kind, owner_id: id, trade_code })))
    .execute();
}

export async function saveJob(db: Db, me: Member, f: z.output<typeof jobForm>, nowMs: number): Promise<SavedListing> {
  const company = await db
    .selectFrom('companies')
    .select('org_code')
    .where('id', '=', me.companyId)
    .executeTakeFirstOrThrow();
  if (!company.org_code) throw badRequest(LABOR_MSG.unverified);
  await checkPlace(db, f.provinceCode, f.cityCode);
  const today = beijingDay(nowMs);
  if (f.startDate < today) throw badRequest(LABOR_MSG.startPast);
  if (f.startDate > beijingDay(nowMs + 365 * DAY)) throw badRequest(LABOR_MSG.startFar);
  const t = stampOf(nowMs);
  const held = feeWordsIn([f.title, f.benefits, f.requirements, f.description]).length > 0;
  const status = held ? 'pending_review' : 'recruiting';
  const values = {
    title: f.title,
    headcount: f.headcount,
    wage_min: f.wageMin,
    wage_max: f.wageMax,
    wage_unit: f.wageUnit,
    settlement: f.settlement,
    project_type: f.projectType,
    start_date: f.startDate,
    duration_days: f.durationDays,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    address: f.address,
    benefits: f.benefits,
    requirements: f.requirements,
    description: f.description,
    contact_name: f.contactName,
    contact_phone: normalizePhone(f.contactPhone),
    wage_account: f.wageAccount ? 1 : 0,
    fee_flag: held ? 1 : 0,
    status,
    review_note: held ? LABOR_MSG.feeHeld : '',
    publish_time: held ? null : t,
    expires_at: stampOf(nowMs + JOB_DAYS * DAY),
    updated_at: t,
  } as const;
  const id = await withOwnerLock(db, 'users', me.userId, async (tx) => {
    if (f.id === undefined) {
      const row = await tx
        .insertInto('labor_job')
        .values({ ...values, company_id: me.companyId, labor_company_id: null, user_id: me.userId, created_at: t })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTrades(tx, 'job', row.id, f.trades);
      return row.id;
    }
    const own = await tx
      .selectFrom('labor_job')
      .select(['status'])
      .where('id', '=', f.id)
      .where('user_id', '=', me.userId)
      .executeTakeFirst();
    if (!own) throw notFound('招工信息不存在');
    if (!EDITABLE_JOBS.includes(own.status)) throw badRequest(LABOR_MSG.editable);
    await tx.updateTable('labor_job').set(values).where('id', '=', f.id).execute();
    await writeTrades(tx, 'job', f.id, f.trades);
    return f.id;
  });
  if (!held && f.id === undefined) {
    const employer = await db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', me.companyId)
      .executeTakeFirstOrThrow();
    await notifyLaborSearches(db, me.companyId, { ...f, employer: employer.name });
  }
  return { id, state: status, stateName: JOB_STATE_NAMES[status], note: values.review_note };
}

/** Checks the card's certificates: 400 naming the first wrong one. */
function checkCerts(f: z.output<typeof workerForm>, nowMs: number): void {
  const today = beijingDay(nowMs);
  const year = Number(today.slice(0, 4));
  f.certificates.forEach((c, i) => {
    const problem = certProblem(c, f.trades, year);
    if (problem) throw badRequest(`参数错误：certificates.${i}.number ${problem}`);
    if (c.issuedAt > today) throw badRequest(`参数错误：certificates.${i}.issuedAt 发证日期不能晚于今天`);
    if (c.expiresAt <= c.issuedAt) throw badRequest(`参数错误：certificates.${i}.expiresAt 有效期须晚于发证日期`);
    if (c.number.slice(4, 8) !== c.issuedAt.slice(0, 4))
      throw badRequest(`参数错误：certificates.${i}.issuedAt 发证年份应与证书编号中的年份一致`);
  });
}

const PHOTO_REFUSED = '参数错误：certificates.photoId 证书照片不存在或不属于您';

async function checkPhotos(db: Db, me: Member, f: z.output<typeof workerForm>): Promise<void> {
  const ids = f.certificates.map((c) => c.photoId).filter((x): x is string => !!x);
  if (!ids.length) return;
  const mine = await db
    .selectFrom('upload')
    .select('id')
    .where('id', 'in', ids)
    .where('owner_user_id', '=', me.userId)
    .execute();
  if (mine.length !== new Set(ids).size) throw badRequest(PHOTO_REFUSED);
}

export async function saveWorker(
  db: Db,
  me: Member,
  f: z.output<typeof workerForm>,
  nowMs: number,
): Promise<SavedListing> {
  await checkPlace(db, f.provinceCode, f.cityCode);
  const home = await db.selectFrom('region').select('level').where('code', '=', f.hometownCode).executeTakeFirst();
  if (home?.level !== 1) throw badRequest('参数错误：hometownCode 请选择正确的籍贯省份');
  checkCerts(f, nowMs);
  await checkPhotos(db, me, f);
  const t = stampOf(nowMs);
  const values = {
    surname: f.surname,
    full_name: f.fullName,
    phone: normalizePhone(f.phone),
    years: f.years,
    age: f.age,
    hometown_code: f.hometownCode,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    expected_wage: f.expectedWage,
    wage_unit: f.wageUnit,
    is_leader: f.isLeader ? 1 : 0,
    intro: f.intro,
    active_at: t,
    updated_at: t,
  };
  const id = await withOwnerLock(db, 'users', me.userId, async (tx) => {
    let id = f.id;
    if (id === undefined) {
      const open = await tx
        .selectFrom('labor_worker')
        .select('id')
        .where('user_id', '=', me.userId)
        .where('status', '<>', 'closed')
        .executeTakeFirst();
      if (open) throw badRequest(LABOR_MSG.oneCard);
      id = (
        await tx
          .insertInto('labor_worker')
          .values({ ...values, user_id: me.userId, real_name_verified: 0, rating: 0, status: 'open', created_at: t })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      const own = await tx
        .selectFrom('labor_worker')
        .select('status')
        .where('id', '=', id)
        .where('user_id', '=', me.userId)
        .executeTakeFirst();
      if (!own) throw notFound('找活名片不存在');
      await tx.updateTable('labor_worker').set(values).where('id', '=', id).execute();
    }
    // A certificate kept as it was keeps its check (已核验 / 核验不符); a changed one is unchecked.
    const before = await tx
      .selectFrom('labor_certificate')
      .select([
        'type_code',
        'number',
        'province_code',
        'issued_at',
        'expires_at',
        'verified',
        'checked_by',
        'checked_at',
      ])
      .where('worker_id', '=', id)
      .execute();
    await tx.deleteFrom('labor_certificate').where('worker_id', '=', id).execute();
    await writeTrades(tx, 'worker', id, f.trades);
    const certs = f.certificates.map((c) => {
      const kept = before.find(
        (b) =>
          b.type_code === c.typeCode &&
          b.number === c.number &&
          b.province_code === c.provinceCode &&
          b.issued_at === c.issuedAt &&
          b.expires_at === c.expiresAt,
      );
      const check = kept
        ? { verified: kept.verified, checked_by: kept.checked_by, checked_at: kept.checked_at }
        : { verified: 0 };
      return {
        worker_id: id,
        type_code: c.typeCode,
        number: c.number,
        province_code: c.provinceCode,
        issued_at: c.issuedAt,
        expires_at: c.expiresAt,
        photo_id: c.photoId ?? null,
        ...check,
      };
    });
    if (certs.length) await tx.insertInto('labor_certificate').values(certs).execute();
    // The photos are the card's from now on: no orphans for the upload purge.
    for (const photoId of new Set(certs.flatMap((c) => c.photo_id ?? [])))
      if (!(await attachUpload(tx, photoId, me.companyId, nowMs))) throw badRequest(PHOTO_REFUSED);
    return id;
  });
  return { id, state: 'open', stateName: CARD_STATE_NAMES.open, note: '' };
}

export async function saveTeam(db: Db, me: Member, f: z.output<typeof teamForm>, nowMs: number): Promise<SavedListing> {
  await checkPlace(db, f.provinceCode, f.cityCode);
  const year = Number(beijingDay(nowMs).slice(0, 4));
  const late = f.projects.findIndex((p) => p.year > year);
  if (late >= 0) throw badRequest(`参数错误：projects.${late}.year 业绩年份不能晚于今年`);
  const t = stampOf(nowMs);
  const values = {
    name: f.name,
    leader_name: f.leaderName,
    phone: normalizePhone(f.phone),
    size: f.size,
    mode: f.mode,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    intro: f.intro,
    active_at: t,
    updated_at: t,
  };
  const id = await withOwnerLock(db, 'users', me.userId, async (tx) => {
    let id = f.id;
    if (id === undefined) {
      const n = await tx
        .selectFrom('labor_team')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', me.userId)
        .where('status', '<>', 'closed')
        .executeTakeFirstOrThrow();
      if (Number(n.n) >= 5) throw badRequest(LABOR_MSG.teamLimit);
      id = (
        await tx
          .insertInto('labor_team')
          .values({
            ...values,
            user_id: me.userId,
            labor_company_id: null,
            rating: 0,
            verified: 0,
            status: 'open',
            created_at: t,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      const own = await tx
        .selectFrom('labor_team')
        .select('status')
        .where('id', '=', id)
        .where('user_id', '=', me.userId)
        .executeTakeFirst();
      if (!own) throw notFound('班组不存在');
      await tx.updateTable('labor_team').set(values).where('id', '=', id).execute();
      await tx.deleteFrom('labor_team_project').where('team_id', '=', id).execute();
    }
    await writeTrades(tx, 'team', id, f.trades);
    if (f.projects.length)
      await tx
        .insertInto('labor_team_project')
        .values(f.projects.map((p) => ({ team_id: id, name: p.name, year: p.year, scale: p.scale })))
        .execute();
    return id;
  });
  return { id, state: 'open', stateName: CARD_STATE_NAMES.open, note: '' };
}

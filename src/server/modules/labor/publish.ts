// Publishing labour listings: a job post (company-verified members; a post naming a fee word is
// held for review, the rest go out at once for 30 days) and a team (at most five per member); a
// worker card (one open card per member; each 特种作业 certificate's number checked against its
// type, province, year and the card's trades): ./publish-worker.ts. Edits go through the same
// calls with `id`.
import type { z } from '../../../api/define';
import { CARD_STATE_NAMES, FEE_WORDS, feeWordsIn, JOB_STATE_NAMES } from '../../../api/labor-trades';
import type { jobForm, SavedListing, teamForm } from '../../../api/labor-member';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import { openCards, ownCardStatus } from './own';
import type { Member } from '../../http/session';
import { companyName, normalizePhone } from '../../floor/members';
import { checkPlace } from '../../floor/places';
import { beijingDay, DAY, stampOf } from '../../floor/time';
import type { ListingKind, StoredJobStatus } from './schema';
import { notifyLaborSearches } from './matching';

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

export async function writeTrades(tx: Db, kind: ListingKind, id: number, trades: string[]): Promise<void> {
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
    await notifyLaborSearches(db, me.companyId, { ...f, employer: await companyName(db, me.companyId) });
  }
  return { id, state: status, stateName: JOB_STATE_NAMES[status], note: values.review_note };
}

/** The columns a worker card and a team write alike: the place, the intro, and the time it is active from. */
export const cardColumns = (f: { provinceCode: string; cityCode: string; intro: string }, t: string) => ({
  province_code: f.provinceCode,
  city_code: f.cityCode,
  intro: f.intro,
  active_at: t,
  updated_at: t,
});

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
    ...cardColumns(f, t),
  };
  const id = await withOwnerLock(db, 'users', me.userId, async (tx) => {
    let id = f.id;
    if (id === undefined) {
      if ((await openCards(tx, 'team', me.userId)) >= 5) throw badRequest(LABOR_MSG.teamLimit);
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
      await ownCardStatus(tx, 'team', id, me.userId);
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

// A member's own listings (status changes, the list of them), contacting the other side (the
// phone revealed, the reveal logged once per member and listing, the owner told once), and
// reporting a job post (once per member and post).
import type { z } from '../../../api/define';
import { CARD_STATE_NAMES, JOB_STATE_NAMES, LABOR_STALE_DAYS } from '../../../api/labor-trades';
import type { CONTACT_KINDS, MineRow, reportForm, SavedListing, statusForm } from '../../../api/labor-member';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import { ownCardStatus } from './own';
import type { Member } from '../../http/session';
import { about, notify, type NoticeAbout, type NoticeTo } from '../../floor/notices';
import { isoOf, stampOf } from '../../floor/time';
import { jobState } from './cards';
import { userTarget } from './owners';
import { freshSince } from './worker-cards';
import type { StoredCardStatus, StoredJobStatus } from './schema';

const JOB_MOVES: Record<string, { from: StoredJobStatus[]; to: StoredJobStatus }> = {
  close: { from: ['pending_review', 'rejected', 'recruiting', 'full'], to: 'closed' },
  withdraw: { from: ['pending_review'], to: 'withdrawn' },
  full: { from: ['recruiting'], to: 'full' },
  reopen: { from: ['full'], to: 'recruiting' },
};
// A move without `to` keeps the status: refresh only renews the card's activity (back on the lists).
const CARD_MOVES: Record<string, { from: StoredCardStatus[]; to?: StoredCardStatus }> = {
  close: { from: ['open', 'working'], to: 'closed' },
  working: { from: ['open'], to: 'working' },
  open: { from: ['working', 'closed'], to: 'open' },
  refresh: { from: ['open', 'working'] },
};
const NOT_NOW = '当前状态不能进行此操作';
const STALE_NOTE = `超过 ${LABOR_STALE_DAYS} 天未刷新，已从找活列表隐藏；点击「刷新」重新展示`;

export async function setStatus(
  db: Db,
  me: Member,
  f: z.output<typeof statusForm>,
  nowMs: number,
): Promise<SavedListing> {
  const t = stampOf(nowMs);
  return withOwnerLock(db, 'users', me.userId, async (tx) => {
    if (f.kind === 'job') {
      const move = JOB_MOVES[f.action];
      const row = await tx
        .selectFrom('labor_job')
        .select(['status', 'expires_at'])
        .where('id', '=', f.id)
        .where('user_id', '=', me.userId)
        .executeTakeFirst();
      if (!row) throw notFound('招工信息不存在');
      if (!move || !move.from.includes(row.status) || (f.action === 'reopen' && row.expires_at <= t))
        throw badRequest(NOT_NOW);
      await tx.updateTable('labor_job').set({ status: move.to, updated_at: t }).where('id', '=', f.id).execute();
      const state = jobState(move.to, row.expires_at, t);
      return { id: f.id, state, stateName: JOB_STATE_NAMES[state], note: '' };
    }
    const move = CARD_MOVES[f.action];
    const table = f.kind === 'worker' ? 'labor_worker' : 'labor_team';
    const status = await ownCardStatus(tx, f.kind, f.id, me.userId);
    if (!move || !move.from.includes(status)) throw badRequest(NOT_NOW);
    const to = move.to ?? status;
    await tx
      .updateTable(table)
      .set({ status: to, updated_at: t, ...(to === 'closed' ? {} : { active_at: t }) })
      .where('id', '=', f.id)
      .execute();
    return { id: f.id, state: to, stateName: CARD_STATE_NAMES[to], note: '' };
  });
}

export async function mine(db: Db, me: Member, nowMs: number): Promise<MineRow[]> {
  const t = stampOf(nowMs);
  const [jobs, workers, teams] = await Promise.all([
    db
      .selectFrom('labor_job')
      .select(['id', 'title', 'status', 'review_note', 'expires_at', 'updated_at'])
      .where('user_id', '=', me.userId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('labor_worker')
      .select(['id', 'surname', 'status', 'active_at', 'updated_at'])
      .where('user_id', '=', me.userId)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('labor_team')
      .select(['id', 'name', 'status', 'updated_at'])
      .where('user_id', '=', me.userId)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return [
    ...jobs.map((j) => {
      const state = jobState(j.status, j.expires_at, t);
      return {
        kind: 'job' as const,
        id: j.id,
        title: j.title,
        state,
        stateName: JOB_STATE_NAMES[state],
        note: j.review_note,
        updatedAt: isoOf(j.updated_at),
      };
    }),
    ...workers.map((w) => {
      const stale = w.status !== 'closed' && w.active_at < freshSince(nowMs);
      return {
        kind: 'worker' as const,
        id: w.id,
        title: `${w.surname}师傅的找活名片`,
        state: w.status,
        stateName: CARD_STATE_NAMES[w.status],
        note: stale ? STALE_NOTE : '',
        updatedAt: isoOf(w.updated_at),
      };
    }),
    ...teams.map((x) => ({
      kind: 'team' as const,
      id: x.id,
      title: x.name,
      state: x.status,
      stateName: CARD_STATE_NAMES[x.status],
      note: '',
      updatedAt: isoOf(x.updated_at),
    })),
  ];
}

type ContactKind = (typeof CONTACT_KINDS)[number];
interface Target {
  name: string;
  phone: string;
  title: string;
  /** Who is told; none for seeded listings without a member behind them. */
  to: NoticeTo[];
  on?: NoticeAbout;
}

async function targetOf(db: Db, kind: ContactKind, id: number): Promise<Target | undefined> {
  if (kind === 'job') {
    const r = await db
      .selectFrom('labor_job')
      .select(['title', 'contact_name', 'contact_phone', 'user_id', 'company_id'])
      .where('id', '=', id)
      .where('status', 'in', ['recruiting', 'full'])
      .executeTakeFirst();
    if (!r) return undefined;
    const to = r.user_id !== null && r.company_id !== null ? [{ companyId: r.company_id, userId: r.user_id }] : [];
    return { name: r.contact_name, phone: r.contact_phone, title: `招工「${r.title}」`, to, on: about('laborJob', id) };
  }
  if (kind === 'worker') {
    const r = await db
      .selectFrom('labor_worker')
      .select(['surname', 'full_name', 'phone', 'user_id'])
      .where('id', '=', id)
      .where('status', 'in', ['open', 'working'])
      .executeTakeFirst();
    return (
      r && {
        name: r.full_name,
        phone: r.phone,
        title: `找活名片「${r.surname}师傅」`,
        to: await userTarget(db, r.user_id),
        on: about('laborWorker', id),
      }
    );
  }
  if (kind === 'team') {
    const r = await db
      .selectFrom('labor_team')
      .select(['name', 'leader_name', 'phone', 'user_id'])
      .where('id', '=', id)
      .where('status', 'in', ['open', 'working'])
      .executeTakeFirst();
    return (
      r && {
        name: r.leader_name,
        phone: r.phone,
        title: `班组「${r.name}」`,
        to: await userTarget(db, r.user_id),
        on: about('laborTeam', id),
      }
    );
  }
  const r = await db
    .selectFrom('labor_company')
    .select(['name', 'contact_name', 'contact_phone'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r && { name: r.contact_name, phone: r.contact_phone, title: `企业「${r.name}」`, to: [] };
}

/** Reveals the contact; the first reveal per member and listing is logged and tells the owner. */
export async function contact(
  db: Db,
  me: Member,
  kind: ContactKind,
  id: number,
  nowMs: number,
): Promise<{ name: string; phone: string }> {
  const target = await targetOf(db, kind, id);
  if (!target) throw notFound('信息不存在或已关闭');
  const mineToo = target.to.some((x) => x.userId === me.userId);
  const res = await db
    .insertInto('labor_contact')
    .values({ kind, target_id: id, user_id: me.userId, company_id: me.companyId, created_at: stampOf(nowMs) })
    .onConflict((oc) => oc.columns(['kind', 'target_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0 && !mineToo) {
    const who = await db.selectFrom('companies').select('name').where('id', '=', me.companyId).executeTakeFirst();
    await notify(
      db,
      target.to,
      `有人查看了您的联系方式：${target.title}`,
      `${who?.name ?? '一位会员'}查看了您发布的${target.title}的联系电话，可能很快与您联系。`,
      target.on,
    );
  }
  return { name: target.name, phone: target.phone };
}

export async function report(
  db: Db,
  me: Member,
  f: z.output<typeof reportForm>,
  nowMs: number,
): Promise<{ jobId: number; reported: boolean }> {
  const job = await db
    .selectFrom('labor_job')
    .select('id')
    .where('id', '=', f.jobId)
    .where('status', 'in', ['recruiting', 'full', 'closed'])
    .executeTakeFirst();
  if (!job) throw notFound('招工信息不存在');
  const res = await db
    .insertInto('labor_report')
    .values({
      job_id: f.jobId,
      user_id: me.userId,
      company_id: me.companyId,
      reason: f.reason,
      detail: f.detail,
      created_at: stampOf(nowMs),
    })
    .onConflict((oc) => oc.columns(['job_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return { jobId: f.jobId, reported: Number(res.numInsertedOrUpdatedRows ?? 0) > 0 };
}

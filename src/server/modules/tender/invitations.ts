// 邀请招标 (招标投标法 第十七条): the purchaser invites at least three certified suppliers, each
// gets an invitation in the message centre and accepts or declines it (one conditional write, so
// parallel answers make one change); only an invitee that accepted registers. The purchaser finds
// the suppliers through the certified-supplier search with their record on this portal.
import type { CertifiedSupplier } from '../../../api/tender';
import { INVITATION_STATUSES, INVITEES_MIN, RULE_MSG } from '../../../api/tender-rules';
import type { Db } from '../../db';
import { pageOf } from '../../db/query';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { certifiedAmong, searchCertifiedSuppliers, type SupplierSearch } from '../../floor/certified-suppliers';
import { companyName } from '../../floor/members';
import { sameSide } from '../../floor/policy';
import { about, notify } from '../../floor/notices';
import { shownTime, stampOf } from '../../floor/time';
import { statusOf } from '../../floor/tender-status';
import { loadTender, type TenderRow } from './access';
import { INVITED_TENDER } from './clocks';

export const INVITE_MSG = {
  notInvited: '本项目为邀请招标，仅限受邀单位参加',
  pending: '请先接受投标邀请，再报名',
  declined: '贵公司已谢绝本项目的投标邀请',
  answered: '该投标邀请已回复',
  closed: '报名已截止，不能再回复投标邀请',
  terminated: '该项目已终止',
} as const;

/** The invitees the form sends are valid: unique, ≥ 3 for 邀请招标 (第十七条), certified, not the purchaser's side. */
export async function checkInvitees(db: Db, me: Member, methodCode: string, ids: number[], nowMs: number) {
  const unique = [...new Set(ids)];
  if (methodCode !== INVITED_TENDER) {
    if (unique.length) throw badRequest(RULE_MSG.inviteesOnly);
    return [];
  }
  if (unique.length < INVITEES_MIN) throw badRequest(RULE_MSG.invitees);
  const ok = await certifiedAmong(db, unique, nowMs);
  if (unique.some((id) => !ok.has(id))) throw badRequest(RULE_MSG.inviteeCert);
  for (const id of unique) if (await sameSide(db, me, { companyId: id, userId: null })) throw badRequest(RULE_MSG.self);
  return unique;
}

/** Writes the invitations of a new tender and leaves each invitee a notice. */
export async function sendInvitations(
  db: Db,
  t: { id: number; title: string; registrationDeadline: string },
  purchaserName: string,
  ids: number[],
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('tender_invitation')
    .values(ids.map((company_id) => ({ tender_id: t.id, company_id, created_at: now, answered_at: null })))
    .execute();
  await notify(
    db,
    ids.map((companyId) => ({ companyId })),
    `投标邀请：${t.title}`,
    `${purchaserName}邀请贵公司参加「${t.title}」的投标（邀请招标）。请在报名截止（${shownTime(t.registrationDeadline)}）前在项目详情页接受或谢绝邀请，接受后方可报名。`,
    about('tender', t.id),
  );
}

export const invitationOf = (db: Db, tenderId: number, companyId: number) =>
  db
    .selectFrom('tender_invitation')
    .selectAll()
    .where('tender_id', '=', tenderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
export type Invitation = NonNullable<Awaited<ReturnType<typeof invitationOf>>>;

/** '' when the invitation lets the company register, else why not (邀请招标 only). */
export function invitationBlock(inv: Invitation | undefined): string {
  if (!inv) return INVITE_MSG.notInvited;
  if (inv.status === '0') return INVITE_MSG.pending;
  return inv.status === '2' ? INVITE_MSG.declined : '';
}

const answerBlock = (t: TenderRow, now: string): string =>
  t.terminated === 1 ? INVITE_MSG.terminated : statusOf(t, now) !== '1' ? INVITE_MSG.closed : '';

/** The company's invitation as the participation status shows it (null when not invited). */
export async function invitationView(db: Db, t: TenderRow, companyId: number, now: string) {
  if (t.method_code !== INVITED_TENDER) return null;
  const inv = await invitationOf(db, t.id, companyId);
  if (!inv) return null;
  return {
    status: inv.status,
    statusName: INVITATION_STATUSES.find((s) => s.code === inv.status)!.name,
    canAnswer: inv.status === '0' && !answerBlock(t, now),
  };
}

/** The invitee accepts or declines: 待回复 → 已接受 | 已谢绝, once, before the registration deadline. */
export async function answerInvitation(
  db: Db,
  me: Member,
  tenderId: number,
  accept: boolean,
  note: string,
  nowMs: number,
): Promise<void> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  const inv = t.method_code === INVITED_TENDER ? await invitationOf(db, tenderId, me.companyId) : undefined;
  if (!inv) throw badRequest(INVITE_MSG.notInvited);
  const why = answerBlock(t, now);
  if (why) throw badRequest(why);
  const res = await db
    .updateTable('tender_invitation')
    .set({ status: accept ? '1' : '2', note, answered_at: now })
    .where('id', '=', inv.id)
    .where('status', '=', '0')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(INVITE_MSG.answered);
  const name = await companyName(db, me.companyId);
  await notify(
    db,
    [{ companyId: t.company_id }],
    `投标邀请已${accept ? '接受' : '谢绝'}：${t.title}`,
    `${name}${accept ? '接受' : '谢绝'}了「${t.title}」的投标邀请${note ? `：${note}` : '。'}`,
    about('tender', tenderId),
  );
}

/** The purchaser's search of certified suppliers with their record on this portal's tenders. */
export async function supplierSearch(
  db: Db,
  q: SupplierSearch & { current: number; size: number },
  nowMs: number,
): Promise<ReturnType<typeof pageOf<CertifiedSupplier>>> {
  const { total, rows } = await searchCertifiedSuppliers(db, q, (q.current - 1) * q.size, q.size, nowMs);
  const ids = rows.map((r) => r.companyId);
  const count = async (table: 'tender_participation' | 'tender_bid') => {
    if (!ids.length) return new Map<number, number>();
    const found = await db
      .selectFrom(table)
      .select((eb) => ['company_id', eb.fn.countAll<number>().as('n')])
      .where('company_id', 'in', ids)
      .groupBy('company_id')
      .execute();
    return new Map(found.map((r) => [r.company_id, Number(r.n)]));
  };
  const [regs, bids, wins] = [await count('tender_participation'), await count('tender_bid'), await winsOf(db, ids)];
  const catIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
  const provCodes = [...new Set(rows.flatMap((r) => r.provinceCodes))];
  const cats = catIds.length
    ? await db.selectFrom('category').select(['id', 'name']).where('id', 'in', catIds).execute()
    : [];
  const provs = provCodes.length
    ? await db.selectFrom('region').select(['code', 'name']).where('code', 'in', provCodes).execute()
    : [];
  return pageOf(
    rows.map((r) => ({
      companyId: r.companyId,
      name: r.name,
      provinceNames: r.provinceCodes.map((c) => provs.find((p) => p.code === c)?.name ?? c),
      categoryNames: r.categoryIds.map((c) => cats.find((x) => x.id === c)?.name ?? String(c)),
      registrations: regs.get(r.companyId) ?? 0,
      bids: bids.get(r.companyId) ?? 0,
      wins: wins.get(r.companyId) ?? 0,
    })),
    total,
    q.current,
    q.size,
  );
}

async function winsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('tender_participation')
    .select((eb) => ['company_id', eb.fn.countAll<number>().as('n')])
    .where('company_id', 'in', ids)
    .where('result', '=', '1')
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}

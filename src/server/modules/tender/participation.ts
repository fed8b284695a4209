// A member company's part in a tender: registration (报名, once per company: unique index),
// then the margin (保证金) 未缴 → 已缴 → 已退还. Each step is one conditional write, so
// parallel clicks make one change and the others get the reason.
import { MARGIN_FORMS, MARGIN_STATUSES, type MarginStatus } from '../../../api/tender';
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { actingBlock } from '../../floor/members';
import { notify } from '../../floor/notices';
import { isoOf, stampOf } from '../../floor/time';
import { statusOf } from './status';

export const PART_MSG = {
  own: '不能报名本企业发布的招标项目',
  closed: '报名已截止',
  terminated: '该项目已终止',
  twice: '贵公司已报名该项目',
  first: '请先报名',
  none: '该项目不收取投标保证金',
  bidClosed: '投标已截止，不能再缴纳保证金',
  paid: '保证金已缴纳',
  unpaid: '尚未缴纳保证金，无需退还',
  refunded: '保证金已退还',
  early: '开标定标（或项目终止）后方可申请退还保证金',
} as const;

async function load(db: Db, tenderId: number) {
  const t = await db
    .selectFrom('tender')
    .select(['id', 'company_id', 'title', 'margin_amount', 'registration_deadline', 'bid_deadline', 'publicity_start', 'publicity_end', 'terminated'])
    .where('id', '=', tenderId)
    .executeTakeFirst();
  if (!t) throw notFound('招标项目不存在');
  return t;
}
type Tender = Awaited<ReturnType<typeof load>>;

const participationOf = (db: Db, tenderId: number, companyId: number) =>
  db.selectFrom('tender_participation').selectAll().where('tender_id', '=', tenderId).where('company_id', '=', companyId).executeTakeFirst();

async function registerBlock(db: Db, me: Member, t: Tender, now: string): Promise<string> {
  if (t.company_id === me.companyId) return PART_MSG.own;
  if (t.terminated === 1) return PART_MSG.terminated;
  if (statusOf(t, now) !== '1') return PART_MSG.closed;
  return actingBlock(db, me, 'supplier');
}

function payBlock(t: Tender, now: string): string {
  if (Number(t.margin_amount) === 0) return PART_MSG.none;
  if (t.terminated === 1) return PART_MSG.terminated;
  return now >= t.bid_deadline ? PART_MSG.bidClosed : '';
}

const refundBlock = (t: Tender, now: string): string => (['5', '6'].includes(statusOf(t, now)) ? '' : PART_MSG.early);

export async function marginStatus(db: Db, me: Member, tenderId: number, nowMs: number): Promise<MarginStatus> {
  const now = stampOf(nowMs);
  const t = await load(db, tenderId);
  const p = await participationOf(db, tenderId, me.companyId);
  const base = { tenderId, marginAmount: Number(t.margin_amount), canRegister: false, canPay: false, canRefund: false };
  if (!p) {
    const reason = await registerBlock(db, me, t, now);
    return { ...base, registered: false, registeredAt: null, marginStatus: null, marginStatusName: '未报名', marginForm: '', marginFormName: '', paidAt: null, refundedAt: null, canRegister: !reason, reason };
  }
  const reason = p.margin_status === '0' ? payBlock(t, now) : p.margin_status === '1' ? refundBlock(t, now) : '';
  return {
    ...base,
    registered: true,
    registeredAt: isoOf(p.registered_at),
    marginStatus: p.margin_status,
    marginStatusName: MARGIN_STATUSES.find((s) => s.code === p.margin_status)!.name,
    marginForm: p.margin_form,
    marginFormName: MARGIN_FORMS.find((f) => f.code === p.margin_form)?.name ?? '',
    paidAt: p.paid_at && isoOf(p.paid_at),
    refundedAt: p.refunded_at && isoOf(p.refunded_at),
    canPay: p.margin_status === '0' && !reason,
    canRefund: p.margin_status === '1' && !reason,
    reason,
  };
}

export async function register(db: Db, me: Member, tenderId: number, nowMs: number): Promise<MarginStatus> {
  const now = stampOf(nowMs);
  const t = await load(db, tenderId);
  const reason = await registerBlock(db, me, t, now);
  if (reason) throw badRequest(reason);
  const row = await db
    .insertInto('tender_participation')
    .values({ tender_id: tenderId, company_id: me.companyId, user_id: me.userId, registered_at: now, paid_at: null, refunded_at: null })
    .onConflict((oc) => oc.columns(['tender_id', 'company_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw badRequest(PART_MSG.twice);
  const company = await db.selectFrom('companies').select('name').where('id', '=', me.companyId).executeTakeFirstOrThrow();
  await notify(db, [{ companyId: t.company_id }], `新的投标报名：${t.title}`, `${company.name}报名了招标项目「${t.title}」。`, { link: pageLinks.tenderDetail(tenderId), objectKind: 'tender', objectId: tenderId });
  return marginStatus(db, me, tenderId, nowMs);
}

export async function payMargin(db: Db, me: Member, tenderId: number, form: string, proofNo: string, nowMs: number): Promise<MarginStatus> {
  const now = stampOf(nowMs);
  const t = await load(db, tenderId);
  const p = await participationOf(db, tenderId, me.companyId);
  if (!p) throw badRequest(PART_MSG.first);
  if (p.margin_status !== '0') throw badRequest(p.margin_status === '2' ? PART_MSG.refunded : PART_MSG.paid);
  const reason = payBlock(t, now);
  if (reason) throw badRequest(reason);
  const res = await db
    .updateTable('tender_participation')
    .set({ margin_status: '1', margin_form: form, margin_proof: proofNo, paid_at: now })
    .where('id', '=', p.id)
    .where('margin_status', '=', '0')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(PART_MSG.paid);
  return marginStatus(db, me, tenderId, nowMs);
}

/** The demo has no finance desk: a refund request is granted at once once the tender is decided. */
export async function refundMargin(db: Db, me: Member, tenderId: number, nowMs: number): Promise<MarginStatus> {
  const now = stampOf(nowMs);
  const t = await load(db, tenderId);
  const p = await participationOf(db, tenderId, me.companyId);
  if (!p) throw badRequest(PART_MSG.first);
  if (p.margin_status === '0') throw badRequest(PART_MSG.unpaid);
  const reason = refundBlock(t, now);
  if (reason) throw badRequest(reason);
  const res = await db
    .updateTable('tender_participation')
    .set({ margin_status: '2', refunded_at: now })
    .where('id', '=', p.id)
    .where('margin_status', '=', '1')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(PART_MSG.refunded);
  return marginStatus(db, me, tenderId, nowMs);
}

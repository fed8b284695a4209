// What members do to listings besides publishing: withdraw their own (下架 / 关闭), express
// interest in another's (once per company: the owner gets a notice and the interested company
// may open the certificates), and report one (once per company; REPORTS_TO_REVIEW companies send
// a published listing back to review, the owner told once). One statement each, exact under
// parallel requests.
import type { ListingKind, SavedListing } from '../../../api/devices';
import { NEED_STATE_NAMES, REPORTS_TO_REVIEW, SUPPLY_STATE_NAMES } from '../../../api/devices-dicts';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify } from '../../floor/notices';
import { mustOwn, sameSide } from '../../floor/policy';
import { stamp } from '../../floor/time';
import { grantUploadRead } from '../../storage/uploads';
import { today } from './days';

const tableOf = (kind: ListingKind) => (kind === 'supply' ? 'device_supply' : 'device_need');
const namesOf = (kind: ListingKind) => (kind === 'supply' ? SUPPLY_STATE_NAMES : NEED_STATE_NAMES);

export async function withdraw(db: Db, me: Member, kind: ListingKind, id: number): Promise<SavedListing> {
  const table = tableOf(kind);
  const done = await db
    .updateTable(table)
    .set({ state: 'closed' })
    .where('id', '=', id)
    .where('company_id', '=', me.companyId)
    .where('state', 'in', ['pending_review', 'published', 'rented'])
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    const row = await db.selectFrom(table).select(['company_id', 'state']).where('id', '=', id).executeTakeFirst();
    mustOwn(row, (r) => r.company_id, me, notFound('信息不存在或不属于本企业'));
    if (row.state !== 'closed') throw badRequest('已过期的信息无需下架');
  }
  return { id, state: 'closed', stateName: namesOf(kind).closed, reviewNote: '' };
}

/** A listing another company may act on: published (a demand before its deadline). */
async function readListing(db: Db, kind: ListingKind, id: number) {
  return kind === 'supply'
    ? db.selectFrom('device_supply').select(['company_id', 'title', 'state']).where('id', '=', id).executeTakeFirst()
    : db
        .selectFrom('device_need')
        .select(['company_id', 'title', 'state', 'deadline'])
        .where('id', '=', id)
        .executeTakeFirst();
}
type ListingRow = NonNullable<Awaited<ReturnType<typeof readListing>>>;

function checkOpen(row: ListingRow | undefined, kind: ListingKind, nowMs: number): ListingRow {
  if (!row || row.state === 'pending_review' || row.state === 'closed') throw notFound('信息不存在或已下架');
  const expired = 'deadline' in row && typeof row.deadline === 'string' && row.deadline < today(nowMs);
  if (row.state !== 'published' || expired)
    throw badRequest(kind === 'supply' ? '该设备当前不可出租' : '该求租信息已截止或已对接');
  return row;
}

async function openListing(db: Db, kind: ListingKind, id: number, nowMs: number) {
  return checkOpen(await readListing(db, kind, id), kind, nowMs);
}

/** Whether the member's company has said it is interested in the listing (a visitor: no). */
export async function isInterested(db: Db, me: Member | null, kind: ListingKind, id: number): Promise<boolean> {
  if (!me) return false;
  const row = await db
    .selectFrom('device_interest')
    .select('id')
    .where('kind', '=', kind)
    .where('listing_id', '=', id)
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function interest(
  db: Db,
  me: Member,
  kind: ListingKind,
  id: number,
  message: string,
  nowMs: number,
): Promise<{ interested: boolean }> {
  const row = await openListing(db, kind, id, nowMs);
  if (await sameSide(db, me, { companyId: row.company_id }))
    throw badRequest('不能对本企业（或您所属其他企业）发布的信息表达意向');
  const inserted = await db
    .insertInto('device_interest')
    .values({
      kind,
      listing_id: id,
      company_id: me.companyId,
      user_id: me.userId,
      message,
      created_at: stamp(nowMs).slice(0, 19),
    })
    .onConflict((oc) => oc.columns(['kind', 'listing_id', 'company_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { interested: true };
  const company = await db.selectFrom('companies').select('name').where('id', '=', me.companyId).executeTakeFirst();
  const who = company?.name ?? '一家企业';
  if (kind === 'supply') {
    const certs = await db
      .selectFrom('device_file')
      .select('attach_id')
      .where('supply_id', '=', id)
      .where('kind', '=', 'cert')
      .where('attach_id', 'is not', null)
      .execute();
    for (const c of certs) await grantUploadRead(db, c.attach_id!, me.companyId, nowMs);
  }
  await notify(
    db,
    [{ companyId: row.company_id }],
    kind === 'supply' ? `有企业想租用您的设备：${row.title}` : `有企业响应了您的求租：${row.title}`,
    `${who} ${kind === 'supply' ? '希望租用' : '可以提供'}“${row.title}”。${message ? `留言：${message}。` : ''}请尽快联系对方。`,
    kind === 'supply' ? about('device', id) : about('deviceNeed', id),
  );
  return { interested: true };
}

/** A listing already back in review because of reports still takes reports (a burst's late ones). */
/**
 * A listing one may report: an open one, or one held for review after reports (a burst of reports
 * keeps answering while its first ones send the listing to review). One read of the row decides,
 * so a report that flips the listing cannot turn a parallel report into a 404.
 */
async function reportable(db: Db, kind: ListingKind, id: number, nowMs: number) {
  const row = await readListing(db, kind, id);
  if (
    row?.state === 'pending_review' &&
    (await db
      .selectFrom('device_report')
      .select('id')
      .where('kind', '=', kind)
      .where('listing_id', '=', id)
      .executeTakeFirst())
  )
    return row;
  return checkOpen(row, kind, nowMs);
}

export async function report(
  db: Db,
  me: Member,
  kind: ListingKind,
  id: number,
  reason: string,
  note: string,
  nowMs: number,
): Promise<{ reported: boolean }> {
  const row = await reportable(db, kind, id, nowMs);
  if (await sameSide(db, me, { companyId: row.company_id }))
    throw badRequest('不能举报本企业（或您所属其他企业）发布的信息');
  await db
    .insertInto('device_report')
    .values({
      kind,
      listing_id: id,
      company_id: me.companyId,
      user_id: me.userId,
      message: note ? `${reason}：${note}` : reason,
      created_at: stamp(nowMs).slice(0, 19),
    })
    .onConflict((oc) => oc.columns(['kind', 'listing_id', 'company_id']).doNothing())
    .execute();
  // One statement: the count and the change together, so parallel reports cannot both miss it.
  const table = tableOf(kind);
  const held = await db
    .updateTable(table)
    .set({ state: 'pending_review', review_note: `已被 ${REPORTS_TO_REVIEW} 家以上企业举报，复核中` })
    .where('id', '=', id)
    .where('state', '=', 'published')
    .where(
      (eb) =>
        eb
          .selectFrom('device_report')
          .select((r) => r.fn.countAll<number>().as('n'))
          .where('kind', '=', kind)
          .where('listing_id', '=', id),
      '>=',
      REPORTS_TO_REVIEW,
    )
    .executeTakeFirst();
  // The one report that sent it to review tells the owner (the update happens once).
  if (Number(held.numUpdatedRows) > 0) {
    await notify(
      db,
      [{ companyId: row.company_id }],
      `您发布的信息已转入复核：${row.title}`,
      `“${row.title}”被 ${REPORTS_TO_REVIEW} 家以上企业举报，已暂停展示，平台复核后恢复。如信息有误，请修改后重新提交。`,
      kind === 'supply' ? about('device', id) : about('deviceNeed', id),
    );
  }
  return { reported: true };
}

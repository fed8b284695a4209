// The opening (开标) from the opening time on: one conditional write (parallel clicks open once),
// the opening record as a notice, the bids' documents readable by the purchaser, every bidder
// told. And the tender's progress as each party may see it: the notices, the tender documents
// (purchaser and approved registrants), the opening record (purchaser and registrants), the
// candidates (public from the publicity), the objections (the purchaser all, a bidder its own).
import { TENDER_NOTICE_KINDS, type TenderProgress } from '../../../api/tender-desk';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify } from '../../floor/notices';
import { isoOf, stampOf } from '../../floor/time';
import { isPurchaserSide, loadTender, purchaserTender } from './access';
import { isOpened } from './bids';
import { filesOf, grantFiles } from './files';
import { openBlock } from './steps';
import { formatYuan, parties } from './award';

/** The bids in at the deadline (withdrawn ones left out), in the order they were submitted. */
const activeBids = (db: Db, tenderId: number) =>
  db
    .selectFrom('tender_bid as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['c.name', 'b.price', 'b.duration_days', 'b.documents', 'b.submitted_at'])
    .where('b.tender_id', '=', tenderId)
    .where('b.status', '=', '1')
    .orderBy('b.submitted_at')
    .execute();

export async function openBids(db: Db, me: Member, tenderId: number, nowMs: number): Promise<{ ok: boolean }> {
  const now = stampOf(nowMs);
  const t = await purchaserTender(db, me, tenderId);
  const reason = await openBlock(t, now);
  if (reason) throw badRequest(reason);
  const bids = await activeBids(db, tenderId);
  const lines = bids.map(
    (b, i) => `${i + 1}. ${b.name}：投标报价 ${formatYuan(Number(b.price))}，工期 ${b.duration_days} 日`,
  );
  const content = bids.length
    ? `共 ${bids.length} 家投标人递交投标文件。\n${lines.join('\n')}`
    : '投标截止时无投标人递交投标文件。';
  await db.transaction().execute(async (tx) => {
    const res = await tx
      .updateTable('tender')
      .set({ opened_at: now })
      .where('id', '=', tenderId)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw badRequest('已开标');
    await tx.insertInto('tender_notice').values({ tender_id: tenderId, kind: '2', content, created_at: now }).execute();
    for (const b of bids) await grantFiles(tx, filesOf(b.documents), t.company_id, nowMs);
  });
  await notify(
    db,
    await parties(db, tenderId),
    `开标记录：${t.title}`,
    `「${t.title}」已开标。${content}`,
    about('tender', tenderId),
  );
  return { ok: true };
}

export async function tenderProgress(
  db: Db,
  me: Member | null,
  tenderId: number,
  nowMs: number,
): Promise<TenderProgress> {
  const now = stampOf(nowMs);
  const t = await loadTender(db, tenderId);
  const purchaser = me !== null && (await isPurchaserSide(db, me, t));
  const part = me
    ? await db
        .selectFrom('tender_participation')
        .select(['registration_status'])
        .where('tender_id', '=', tenderId)
        .where('company_id', '=', me.companyId)
        .executeTakeFirst()
    : undefined;
  const approved = part?.registration_status === '1';
  const notices = await db
    .selectFrom('tender_notice')
    .selectAll()
    .where('tender_id', '=', tenderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let opening: TenderProgress['opening'] = null;
  if (isOpened(t, now) && (purchaser || part)) {
    const bids = await activeBids(db, tenderId);
    opening = {
      openedAt: isoOf(t.opened_at!),
      bids: bids.map((b) => ({
        companyName: b.name,
        price: Number(b.price),
        durationDays: Number(b.duration_days),
        submittedAt: isoOf(b.submitted_at),
      })),
    };
  }
  const published = t.publicity_start !== null && t.publicity_start <= now;
  const candidates = published
    ? await db
        .selectFrom('tender_candidate as k')
        .innerJoin('companies as c', 'c.id', 'k.company_id')
        .select(['k.rank', 'c.name', 'k.price'])
        .where('k.tender_id', '=', tenderId)
        .orderBy('k.rank')
        .execute()
    : [];
  let q = db
    .selectFrom('tender_objection as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .selectAll('o')
    .select('c.name')
    .where('o.tender_id', '=', tenderId);
  if (!purchaser) q = q.where('o.company_id', '=', me?.companyId ?? 0);
  const objections = me ? await q.orderBy('o.created_at').orderBy('o.id').execute() : [];
  const inPublicity = published && t.publicity_end !== null && now < t.publicity_end && t.result_at === null;
  return {
    tenderId,
    notices: notices.map((n) => ({
      id: n.id,
      kind: n.kind,
      kindName: TENDER_NOTICE_KINDS.find((k) => k.code === n.kind)?.name ?? '',
      content: n.content,
      createdAt: isoOf(n.created_at),
    })),
    documents: purchaser || approved ? filesOf(t.documents) : [],
    opening,
    candidates: candidates.map((c) => ({ rank: Number(c.rank), companyName: c.name, price: Number(c.price) })),
    objections: objections.map((o) => ({
      id: o.id,
      companyName: o.name,
      content: o.content,
      answer: o.answer,
      createdAt: isoOf(o.created_at),
      answeredAt: o.answered_at && isoOf(o.answered_at),
    })),
    canObject: !purchaser && approved && inPublicity,
  };
}

// The message centre's queries: a member sees the notices of the company they act for that are
// company-wide or addressed to them; anything else is "not found". Marking read is one atomic
// UPDATE per call, so marks and new notices arriving in parallel never lose or double a count.
import type { NoticeCard, NoticeDetail, NoticeKind, UnreadCount } from '../../../api/member';
import type { Page } from '../../../api/define';
import type { Db } from '../../db';
import { offsetOf, pageOf } from '../../db/query';
import { notFound } from '../../http/errors';
import type { NoticeLinkColumns } from '../../floor/notices';
import { isoOf } from '../../floor/time';
import type { Member } from '../../http/session';
import { unreadCount } from './repository';

type Me = Pick<Member, 'userId' | 'companyId'>;
const SUMMARY = 80;

/** The member's notices: their company's, company-wide or addressed to them. */
function mine(db: Db, me: Me) {
  return db
    .selectFrom('notices')
    .where('company_id', '=', me.companyId)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', me.userId)]));
}

const COLUMNS = [
  'id',
  'kind',
  'title',
  'content',
  'is_read',
  'created_at',
  'link',
  'object_kind',
  'object_id',
] as const;

type Row = {
  id: number;
  kind: NoticeKind;
  title: string;
  content: string;
  is_read: number;
  created_at: string;
} & NoticeLinkColumns;

function toDetail(r: Row): NoticeDetail {
  const summary = r.content.length > SUMMARY ? `${r.content.slice(0, SUMMARY - 1)}…` : r.content;
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    summary,
    content: r.content,
    isRead: Number(r.is_read) === 1,
    createdAt: isoOf(r.created_at),
    link: r.link,
    objectKind: r.object_kind,
    objectId: r.object_id === null ? null : Number(r.object_id),
  };
}

const toCard = (r: Row): NoticeCard => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list leaves the whole content out
  const { content, ...card } = toDetail(r);
  return card;
};

/** One kind's notices, unread first, then newest (id breaks ties of one instant). */
export async function listNotices(
  db: Db,
  me: Me,
  q: { kind: NoticeKind; current: number; size: number },
): Promise<Page<NoticeCard>> {
  const base = mine(db, me).where('kind', '=', q.kind);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNS)
      .orderBy('is_read')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset(offsetOf(q.current, q.size))
      .execute(),
  ]);
  return pageOf(rows.map(toCard), Number(n), q.current, q.size);
}

/** Marks one of the member's notices read; false: no such notice of theirs. */
async function markRead(db: Db, me: Me, id: number): Promise<boolean> {
  const r = await db
    .updateTable('notices')
    .set({ is_read: 1 })
    .where('id', '=', id)
    .where('company_id', '=', me.companyId)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', me.userId)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** One notice with its content, read from now on; 404 when it is not the member's. */
export async function readDetail(db: Db, me: Me, id: number): Promise<NoticeDetail> {
  if (!(await markRead(db, me, id))) throw notFound();
  const row = await mine(db, me).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(); // purged in between
  return toDetail(row);
}

export async function readOne(db: Db, me: Me, id: number): Promise<UnreadCount> {
  if (!(await markRead(db, me, id))) throw notFound();
  return unreadCount(db, me.userId, me.companyId);
}

/** Marks a kind's unread notices read, up to `upToId` when given; one statement. */
export async function readAll(
  db: Db,
  me: Me,
  q: { kind: NoticeKind; upToId?: number },
): Promise<{ marked: number; unread: UnreadCount }> {
  let update = db
    .updateTable('notices')
    .set({ is_read: 1 })
    .where('company_id', '=', me.companyId)
    .where('kind', '=', q.kind)
    .where('is_read', '=', 0)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', me.userId)]));
  if (q.upToId !== undefined) update = update.where('id', '<=', q.upToId);
  const r = await update.executeTakeFirst();
  return { marked: Number(r.numUpdatedRows), unread: await unreadCount(db, me.userId, me.companyId) };
}

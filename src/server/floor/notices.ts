// The one way a section tells a member something: a notice (the unread count's `order` or
// `system`, system by default) for a company, or for one member of it, linking to what it is
// about (about('inquiry', 523): its page, kind and id). Notices are kept for a
// stated time (read 90 days, unread 180) and then purged (purgeOldNotices in the purge loop).
import type { NoticeKind } from '../../api/member';
import { NOTICE_OBJECTS } from '../../api/sections.gen';
import type { Db } from '../db';
import type { NoticeTable } from '../db/schema-members';
import { DAY, stamp } from './time';

export type NoticeObjectKind = keyof typeof NOTICE_OBJECTS;

export interface NoticeTo {
  companyId: number;
  /** One member of the company; company-wide when absent. */
  userId?: number | null;
}

/** What a notice is about: the page it links to and the object behind it. */
export interface NoticeAbout {
  link: string;
  objectKind: NoticeObjectKind;
  objectId: number;
  /** The message centre's tab; system when absent. */
  kind?: NoticeKind;
}

/**
 * What a notice is about: an object of a kind a route declares (`notices:` of the page its link
 * opens, NOTICE_OBJECTS), e.g. about('inquiry', 523) links to that inquiry's page. `link` for
 * another place on or beside it (a quote in its inquiry's comparison, the member's own listings).
 */
export const about = (
  objectKind: NoticeObjectKind,
  objectId: number,
  more?: { link?: string; kind?: NoticeKind },
): NoticeAbout => ({
  link: more?.link ?? `${NOTICE_OBJECTS[objectKind].path}?id=${objectId}`,
  objectKind,
  objectId,
  ...(more?.kind ? { kind: more.kind } : {}),
});

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export type NoticeLinkColumns = Pick<NoticeTable, 'link' | 'object_kind' | 'object_id'>;

/** Writes one notice per recipient (title up to 100, content up to 1,000 characters). */
export async function notify(db: Db, to: NoticeTo[], title: string, content: string, on?: NoticeAbout): Promise<void> {
  if (to.length === 0) return;
  const at = stamp();
  const rows = to.map((t) => ({
    company_id: t.companyId,
    user_id: t.userId ?? null,
    kind: on?.kind ?? 'system',
    title: clip(title, 100),
    content: clip(content, 1000),
    is_read: 0,
    created_at: at,
    link: on ? clip(on.link, 300) : null,
    object_kind: on?.objectKind ?? null,
    object_id: on?.objectId ?? null,
  }));
  await db.insertInto('notices').values(rows).execute();
}

/** How long notices are kept: read ones 90 days, unread ones 180 days (docs/architecture.md, Message centre). */
export const NOTICE_KEEP = { readDays: 90, unreadDays: 180 } as const;
const BATCH = 1000;

/** Deletes the notices past their keeping time at `atMs`, in batches; answers how many. */
export async function purgeOldNotices(db: Db, atMs: number): Promise<number> {
  const readBefore = stamp(atMs - NOTICE_KEEP.readDays * DAY);
  const allBefore = stamp(atMs - NOTICE_KEEP.unreadDays * DAY);
  let total = 0;
  for (;;) {
    const r = await db
      .deleteFrom('notices')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('notices')
          .select('id')
          .where('created_at', '<', readBefore)
          .where((w) => w.or([w('is_read', '=', 1), w('created_at', '<', allBefore)]))
          .limit(BATCH),
      )
      .executeTakeFirst();
    const n = Number(r.numDeletedRows);
    total += n;
    if (n < BATCH) return total;
  }
}

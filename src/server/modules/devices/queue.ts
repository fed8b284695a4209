// The console's queues of held equipment listings (标记信息审核): supply (`flagged-device-supply`)
// and demand (`flagged-device-need`) listings in 待审核 — caught by the listing rule at publishing
// (review.ts) or sent to review by their reporters (marks.ts) — oldest first, showing the words
// that triggered. 通过 publishes the listing (its first publication time kept); 驳回 takes it down
// (closed) with the reason the owner reads. One conditional UPDATE decides.
import { flagWords, listingFlags } from '../../../api/listing-rules';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import { about } from '../../floor/notices';
import type { ReviewQueue } from '../../floor/review-queue';
import { now, stamp } from '../../floor/time';
import type { ListingTable } from './publish';
import { clipNote } from './review';

const LABELS = { device_supply: '设备出租', device_need: '设备求租' } as const;
/** When the listing was last submitted: a supply listing's last save, a demand's creation. */
const SINCE = { device_supply: 'l.updated_at', device_need: 'l.created_at' } as const;

function heldQueue(kind: string, table: ListingTable): ReviewQueue {
  const label = LABELS[table];
  // Typed as the supply table: every column read or set here is in both tables.
  const t = table as 'device_supply';
  const held = (db: Db, keyword: string) => {
    const q = db
      .selectFrom(`${t} as l`)
      .innerJoin('companies as c', 'c.id', 'l.company_id')
      .where('l.state', '=', 'pending_review');
    return keyword
      ? q.where((eb) => eb.or([contains(eb.ref('l.title'), keyword), contains(eb.ref('c.name'), keyword)]))
      : q;
  };
  return {
    kind,
    label: `标记信息审核（${label}）`,
    async pending(db, { keyword, offset, limit }) {
      const rows = await held(db, keyword)
        .select([
          'l.id',
          'l.title',
          'l.address',
          'l.description',
          'l.review_note',
          `${SINCE[table]} as since`,
          'c.name',
        ])
        .orderBy(SINCE[table])
        .orderBy('l.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => {
        const words = flagWords(listingFlags([r.title, r.address, r.description]));
        return {
          id: r.id,
          title: r.title,
          summary: [
            `${label} · ${r.name}`,
            words ? `触发词：${words}` : `待复核：${r.review_note}`,
            `说明：${r.description.slice(0, 120)}`,
          ].join(' · '),
          submittedAt: r.since,
        };
      });
    },
    async count(db, keyword) {
      const r = await held(db, keyword)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async isPending(db, id) {
      const r = await db.selectFrom(t).select('state').where('id', '=', id).executeTakeFirst();
      return r?.state === 'pending_review';
    },
    async decide(db, id, decision, reason) {
      const at = stamp(now()).slice(0, 19);
      const why = reason.trim();
      const row = await db
        .updateTable(t)
        .set((eb) =>
          decision === 'approve'
            ? { state: 'published', review_note: '', publish_time: eb.fn.coalesce('publish_time', eb.val(at)) }
            : { state: 'closed', review_note: clipNote(`审核未通过：${why}`) },
        )
        .where('id', '=', id)
        .where('state', '=', 'pending_review')
        .returning(['company_id', 'title', 'state'])
        .executeTakeFirst();
      if (!row) return undefined;
      const ok = decision === 'approve';
      return {
        before: { state: 'pending_review' },
        after: { state: row.state },
        notice: {
          to: [{ companyId: row.company_id }],
          title: ok ? `${label}信息审核通过` : `${label}信息审核未通过`,
          content: ok
            ? `您发布的「${row.title}」已审核通过，现已公开展示。`
            : `您发布的「${row.title}」审核未通过，已下架，原因：${why}。请修改后重新发布。`,
          about: about(table === 'device_supply' ? 'device' : 'deviceNeed', id),
        },
      };
    },
  };
}

export const deviceQueues: readonly ReviewQueue[] = [
  heldQueue('flagged-device-supply', 'device_supply'),
  heldQueue('flagged-device-need', 'device_need'),
];

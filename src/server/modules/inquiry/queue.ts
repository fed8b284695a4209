// The inquiry review queue of the operators' console (询价审核, 审核员): every inquiry a buyer
// submits (new or edited after a refusal) waits in pending_review, oldest first, found by its
// title or the buyer's name, with what the contact and fee rules would have flagged as a hint
// (review.ts) and the buyer's attached files; decided by decide.ts. No timer decides one.
import type { Db } from '../../db';
import { contains } from '../../db/query';
import { uploadPaths } from '../../../api/resource';
import type { ReviewQueue } from '../../floor/review-queue';
import { shownTime } from '../../floor/time';
import { decideInquiry } from './decide';
import { flagHint } from './review';

const pendingRows = (db: Db, keyword: string) => {
  const q = db
    .selectFrom('inquiry as i')
    .innerJoin('companies as b', 'b.id', 'i.buyer_company_id')
    .where('i.status', '=', 'pending_review');
  return keyword
    ? q.where((eb) => eb.or([contains(eb.ref('i.title'), keyword), contains(eb.ref('b.name'), keyword)]))
    : q;
};

export const inquiryQueue: ReviewQueue = {
  kind: 'inquiry',
  label: '询价审核',
  async pending(db, { keyword, offset, limit }) {
    const rows = await pendingRows(db, keyword)
      .select(['i.id', 'i.title', 'i.delivery_address', 'i.remark', 'i.deadline', 'i.updated_at', 'b.name'])
      .orderBy('i.updated_at')
      .orderBy('i.id')
      .offset(offset)
      .limit(limit)
      .execute();
    const ids = rows.map((r) => r.id);
    const [lines, files] = ids.length
      ? await Promise.all([
          db
            .selectFrom('inquiry_line')
            .select(['inquiry_id', 'name', 'spec', 'remark'])
            .where('inquiry_id', 'in', ids)
            .orderBy('inquiry_id')
            .orderBy('seq')
            .execute(),
          db
            .selectFrom('inquiry_attachment as a')
            .leftJoin('upload as u', 'u.id', 'a.attach_id')
            .select(['a.inquiry_id', 'a.attach_id', 'a.name', 'u.thumb_hash'])
            .where('a.inquiry_id', 'in', ids)
            .orderBy('a.inquiry_id')
            .orderBy('a.seq')
            .execute(),
        ])
      : [[], []];
    return rows.map((r) => {
      const own = lines.filter((l) => l.inquiry_id === r.id);
      const names = own.map((l) => l.name);
      const texts = [r.title, r.delivery_address, r.remark, ...own.flatMap((l) => [l.name, l.spec, l.remark])];
      return {
        id: r.id,
        title: r.title,
        summary: [
          `采购方 ${r.name}`,
          `${names.length} 项物料：${names.slice(0, 5).join('、')}${names.length > 5 ? '等' : ''}`,
          `报价截止 ${shownTime(r.deadline)}`,
          flagHint(texts),
        ].join(' · '),
        submittedAt: r.updated_at,
        attachments: files
          .filter((f) => f.inquiry_id === r.id)
          .map((f) => ({
            name: f.name,
            url: uploadPaths.file(f.attach_id),
            ...(f.thumb_hash ? { thumbUrl: uploadPaths.thumb(f.attach_id) } : {}),
          })),
      };
    });
  },
  async count(db, keyword) {
    const r = await pendingRows(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async isPending(db, id) {
    const r = await db.selectFrom('inquiry').select('status').where('id', '=', id).executeTakeFirst();
    return r?.status === 'pending_review';
  },
  decide: (db, id, decision, reason) => decideInquiry(db, id, decision, reason),
  /** The files of a pending inquiry: a 审核员 reads them (floor/uploads-read.ts). */
  async attaches(db, attachId) {
    const r = await db
      .selectFrom('inquiry_attachment as a')
      .innerJoin('inquiry as i', 'i.id', 'a.inquiry_id')
      .select('a.inquiry_id')
      .where('a.attach_id', '=', attachId)
      .where('i.status', '=', 'pending_review')
      .executeTakeFirst();
    return r !== undefined;
  },
};

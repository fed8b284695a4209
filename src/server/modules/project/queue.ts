// The console's queue of held subcontract packages (标记信息审核（分包项目）, kind `flagged-project`):
// packages the listing rule held 待审核 at publishing (publish.ts), oldest first, showing the words
// that triggered. 通过 publishes it (its publication time now: it was never shown); 驳回 closes it
// with the reason the contractor is told. One conditional UPDATE decides.
import { flagWords, listingFlags } from '../../../api/listing-rules';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import { about } from '../../floor/notices';
import type { ReviewQueue } from '../../floor/review-queue';
import { now, stampOf } from '../../floor/time';

const held = (db: Db, keyword: string) => {
  const q = db
    .selectFrom('project_package as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .where('p.status', '=', 'pending_review');
  return keyword
    ? q.where((eb) => eb.or([contains(eb.ref('p.project_name'), keyword), contains(eb.ref('c.name'), keyword)]))
    : q;
};

export const projectQueue: ReviewQueue = {
  kind: 'flagged-project',
  label: '标记信息审核（分包项目）',
  async pending(db, { keyword, offset, limit }) {
    const rows = await held(db, keyword)
      .select([
        'p.id',
        'p.project_name',
        'p.owner_name',
        'p.address',
        'p.scope',
        'p.quantities',
        'p.experience_required',
        'p.payment_terms',
        'p.created_at',
        'c.name',
      ])
      .orderBy('p.created_at')
      .orderBy('p.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => {
      const texts = [r.project_name, r.owner_name, r.address, r.scope, r.quantities, r.experience_required];
      return {
        id: r.id,
        title: r.project_name,
        summary: [
          `分包项目 · ${r.name}`,
          `触发词：${flagWords(listingFlags([...texts, r.payment_terms])) || '无'}`,
          `分包范围：${r.scope.slice(0, 120)}`,
        ].join(' · '),
        submittedAt: r.created_at,
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
    const r = await db.selectFrom('project_package').select('status').where('id', '=', id).executeTakeFirst();
    return r?.status === 'pending_review';
  },
  async decide(db, id, decision, reason) {
    const ok = decision === 'approve';
    const row = await db
      .updateTable('project_package')
      .set(ok ? { status: 'published', publish_time: stampOf(now()) } : { status: 'closed' })
      .where('id', '=', id)
      .where('status', '=', 'pending_review')
      .returning(['company_id', 'project_name', 'status'])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      before: { status: 'pending_review' },
      after: { status: row.status },
      notice: {
        to: [{ companyId: row.company_id }],
        title: ok ? '分包项目审核通过' : '分包项目审核未通过',
        content: ok
          ? `您发布的分包项目「${row.project_name}」已审核通过，现已公开招募。`
          : `您发布的分包项目「${row.project_name}」审核未通过，已关闭，原因：${reason.trim()}。请修改后重新发布。`,
        about: about('project', id),
      },
    };
  },
};

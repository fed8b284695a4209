// The sc supplier certification queue of the operations console (招标网供应商认证, kind `sc-cert`):
// pending sc suppliers oldest first, found by company name, credit code or phone; a 审核员
// certifies one or rejects it with the reason (the supplier reads it on its member status and
// resubmits, review.ts). One conditional UPDATE decides, so of two parallel decisions one wins.
// The sc member is told in the sc site's own notices (sc_notice): sc accounts are not main-site
// companies, so the console's main-site notice goes to nobody (`to: []`).
import type { Decision } from '../../../api/ops-dicts';
import { SC_CERT_NAMES } from '../../../api/sc-dicts';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import type { Decided, ReviewQueue } from '../../floor/review-queue';
import { maskPhone } from '../../floor/mask';
import { now, stamp } from '../../floor/time';

const pendingRows = (db: Db, keyword: string) => {
  const q = db
    .selectFrom('sc_role as r')
    .innerJoin('sc_account as a', 'a.id', 'r.account_id')
    .where('r.role', '=', 'supplier')
    .where('r.cert_status', '=', 'cert_pending');
  return keyword
    ? q.where((eb) =>
        eb.or([
          contains(eb.ref('a.company_name'), keyword),
          eb('a.credit_code', '=', keyword.toUpperCase()),
          eb('a.phone', '=', keyword),
        ]),
      )
    : q;
};

export const SC_DECISION_TEXT = {
  approve: { title: '供应商认证已通过', content: '您的供应商认证资料已审核通过，现在可以报名参与招标项目。' },
  refuse: {
    title: '供应商认证未通过',
    content: (why: string) => `您的供应商认证未通过，原因：${why}。请在会员信息中修改企业资料后重新提交审核。`,
  },
} as const;

/** Fits a text to its column (reject_reason 200, sc_notice.content 500 characters). */
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export async function decideScSupplier(
  db: Db,
  id: number,
  decision: Decision,
  reason: string,
  at: number = now(),
): Promise<Decided | undefined> {
  const why = reason.trim();
  const row = await db
    .updateTable('sc_role')
    .set({
      cert_status: decision === 'approve' ? 'certified' : 'rejected',
      reviewed_at: stamp(at),
      reject_reason: decision === 'approve' ? '' : clip(why, 200),
    })
    .where('id', '=', id)
    .where('role', '=', 'supplier')
    .where('cert_status', '=', 'cert_pending')
    .returning(['account_id', 'cert_status'])
    .executeTakeFirst();
  if (!row) return undefined;
  const text =
    decision === 'approve'
      ? SC_DECISION_TEXT.approve
      : { title: SC_DECISION_TEXT.refuse.title, content: SC_DECISION_TEXT.refuse.content(why) };
  await db
    .insertInto('sc_notice')
    .values({ account_id: row.account_id, title: text.title, content: clip(text.content, 500), created_at: stamp(at) })
    .execute();
  return {
    before: { certStatus: 'cert_pending', certStatusName: SC_CERT_NAMES.cert_pending },
    after: { certStatus: row.cert_status, certStatusName: SC_CERT_NAMES[row.cert_status], rejectReason: why },
    notice: { to: [], title: text.title, content: text.content },
  };
}

export const scCertQueue: ReviewQueue = {
  kind: 'sc-cert',
  label: '招标网供应商认证',
  async pending(db, { keyword, offset, limit }) {
    const rows = await pendingRows(db, keyword)
      .select(['r.id', 'a.company_name', 'a.credit_code', 'a.contact_name', 'a.phone', 'r.submitted_at'])
      .orderBy('r.submitted_at')
      .orderBy('r.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.company_name,
      summary: [
        '招标采购平台供应商注册',
        `统一社会信用代码 ${r.credit_code}`,
        `联系人 ${r.contact_name}`,
        `账号 ${maskPhone(r.phone)}`,
      ].join(' · '),
      submittedAt: r.submitted_at,
    }));
  },
  async count(db, keyword) {
    const r = await pendingRows(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async isPending(db, id) {
    const r = await db.selectFrom('sc_role').select(['role', 'cert_status']).where('id', '=', id).executeTakeFirst();
    return r?.role === 'supplier' && r.cert_status === 'cert_pending';
  },
  decide: (db, id, decision, reason) => decideScSupplier(db, id, decision, reason),
};

// The complaints queue of the operations console (举报处理, kind `complaint`): open complaints
// oldest first, found by the object's title or the complainant's company. 通过 = 属实: the
// listing is taken down where its section allows (objects.ts) and the owner company is told;
// 驳回 = 不属实. The complainant is told either way (the console's notice, with the decision and
// the reason). One conditional UPDATE decides, so of parallel decisions one wins.
import { COMPLAINT_OBJECT_NAMES, COMPLAINT_REASON_NAMES, COMPLAINT_STATUS_NAMES } from '../../../api/complaint';
import type { Decision } from '../../../api/ops-dicts';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import { notify } from '../../floor/notices';
import type { Decided, ReviewQueue } from '../../floor/review-queue';
import { now, stamp } from '../../floor/time';
import { OBJECT_KINDS } from './objects';

const openRows = (db: Db, keyword: string) => {
  const q = db
    .selectFrom('complaint as k')
    .innerJoin('companies as c', 'c.id', 'k.company_id')
    .where('k.status', '=', 'open');
  return keyword
    ? q.where((eb) => eb.or([contains(eb.ref('k.object_title'), keyword), contains(eb.ref('c.name'), keyword)]))
    : q;
};

export async function decideComplaint(
  db: Db,
  id: number,
  decision: Decision,
  reason: string,
  at: number = now(),
): Promise<Decided | undefined> {
  const why = reason.trim();
  const row = await db
    .updateTable('complaint')
    .set({ status: decision === 'approve' ? 'upheld' : 'dismissed', decided_at: stamp(at), decision_reason: why })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  const kind = OBJECT_KINDS[row.object_kind];
  const what = `${COMPLAINT_OBJECT_NAMES[row.object_kind]}「${row.object_title}」`;
  const link = kind.about?.(row.object_id);
  let takenDown = false;
  if (decision === 'approve') {
    takenDown = (await kind.takeDown?.(db, row.object_id)) ?? false;
    if (row.owner_company_id !== null && row.owner_company_id !== row.company_id)
      await notify(
        db,
        [{ companyId: row.owner_company_id }],
        takenDown ? '您发布的信息经举报核实已被下架' : '您的信息被举报，经核实属实',
        `${what}被举报「${COMPLAINT_REASON_NAMES[row.reason]}」，经平台核实属实${takenDown ? '，已下架' : ''}。处理说明：${why}。请按平台规则修改。`,
        link,
      );
  }
  return {
    before: { status: 'open', statusName: COMPLAINT_STATUS_NAMES.open },
    after: { status: row.status, statusName: COMPLAINT_STATUS_NAMES[row.status], takenDown },
    notice: {
      to: [{ companyId: row.company_id, userId: row.user_id }],
      title: decision === 'approve' ? '您的举报经核实属实' : '您的举报经核实不属实',
      content:
        decision === 'approve'
          ? `您对${what}的举报经平台核实属实${takenDown ? '，该信息已下架' : '，已通知发布方整改'}。感谢您的监督。`
          : `您对${what}的举报经平台核实不属实，未作处理。`,
      ...(link ? { about: link } : {}),
    },
  };
}

export const complaintQueue: ReviewQueue = {
  kind: 'complaint',
  label: '举报处理',
  async pending(db, { keyword, offset, limit }) {
    const rows = await openRows(db, keyword)
      .select(['k.id', 'k.object_kind', 'k.object_title', 'k.reason', 'k.description', 'k.created_at', 'c.name'])
      .orderBy('k.created_at')
      .orderBy('k.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: `${COMPLAINT_OBJECT_NAMES[r.object_kind]}：${r.object_title}`,
      summary: [`举报原因：${COMPLAINT_REASON_NAMES[r.reason]}`, `举报方：${r.name}`, `说明：${r.description}`].join(
        ' · ',
      ),
      submittedAt: r.created_at,
    }));
  },
  async count(db, keyword) {
    const r = await openRows(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async isPending(db, id) {
    const r = await db.selectFrom('complaint').select('status').where('id', '=', id).executeTakeFirst();
    return r?.status === 'open';
  },
  decide: (db, id, decision, reason) => decideComplaint(db, id, decision, reason),
};

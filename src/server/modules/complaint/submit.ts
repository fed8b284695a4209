// A member reports a public listing or a company: the object must be public (404 otherwise), not
// the member's own company's, and the member may hold one open report per object — the partial
// unique index decides, so of parallel submissions exactly one is stored.
import { COMPLAINT_STATUS_NAMES, type complaintForm, type ComplaintView } from '../../../api/complaint';
import type { z } from '../../../api/define';
import type { Db } from '../../db';
import { stamp } from '../../floor/time';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { OBJECT_KINDS } from './objects';

export const COMPLAINT_MSG = {
  missing: '举报对象不存在或已下架',
  own: '不能举报本企业或本企业发布的信息',
  open: '您已举报过该信息，平台正在处理，请耐心等待处理结果',
} as const;

export async function submitComplaint(
  db: Db,
  me: Member,
  f: z.output<typeof complaintForm>,
  nowMs: number,
): Promise<ComplaintView> {
  const found = await OBJECT_KINDS[f.objectKind].find(db, f.objectId);
  if (!found) throw notFound(COMPLAINT_MSG.missing);
  if (found.ownerCompanyId === me.companyId) throw badRequest(COMPLAINT_MSG.own);
  const row = await db
    .insertInto('complaint')
    .values({
      company_id: me.companyId,
      user_id: me.userId,
      object_kind: f.objectKind,
      object_id: f.objectId,
      object_title: found.title.slice(0, 200),
      owner_company_id: found.ownerCompanyId,
      reason: f.reason,
      description: f.description,
      status: 'open',
      created_at: stamp(nowMs),
      decided_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'object_kind', 'object_title', 'status'])
    .executeTakeFirst();
  if (!row) throw badRequest(COMPLAINT_MSG.open);
  return {
    id: row.id,
    objectKind: row.object_kind,
    objectTitle: row.object_title,
    status: row.status,
    statusName: COMPLAINT_STATUS_NAMES[row.status],
  };
}

// 管理员's search of the audit log (written by src/server/floor/audit.ts): newest first, by
// operator, object kind, action and Beijing days, paged.
import type { FastifyInstance } from 'fastify';
import { ops } from '../../../api/ops';
import { countOf, offsetOf, pageOf, withCodes, withinDays } from '../../db/query';
import { shownTime } from '../../floor/time';
import { route } from '../../http/route';

export function auditRoutes(app: FastifyInstance): void {
  route(app, ops.audit, async ({ operatorId, objectKind, action, from, to, current, size }) => {
    let q = withinDays(app.db.selectFrom('ops_audit'), 'at', from, to);
    q = withCodes(q, [
      ['object_kind', objectKind],
      ['action', action],
    ]);
    if (operatorId) q = q.where('operator_id', '=', operatorId);
    const total = await countOf(q);
    const rows = await q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(offsetOf(current, size))
      .limit(size)
      .execute();
    const records = rows.map((r) => ({
      id: r.id,
      operatorId: r.operator_id,
      operatorName: r.operator_name,
      role: r.role,
      objectKind: r.object_kind,
      objectId: r.object_id,
      action: r.action,
      before: r.before,
      after: r.after,
      reason: r.reason,
      at: shownTime(r.at),
      ip: r.ip,
    }));
    return pageOf(records, total, current, size);
  });
}

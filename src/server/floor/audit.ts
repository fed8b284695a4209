// The operations console's audit log (issue 44): every operator action writes one row through
// audit() — who (operator, the role acting), which object (kind + id), the action, the changed
// part before → after as JSON, the reason, when and from where. Append-only: nothing updates or
// deletes a row (the ops module's table ops_audit; 管理员 searches it in the console).
import type { FastifyRequest } from 'fastify';
import type { OpsRole } from '../../api/ops-dicts';
import type { Db } from '../db';
import type { Operator } from '../http/ops-session';
import { stamp } from './time';

export interface AuditEntry {
  /** The role the operator acted in (the call's `operator:<role>`). */
  role: OpsRole;
  objectKind: string;
  objectId: number;
  action: string;
  before: unknown;
  after: unknown;
  reason?: string;
}

/** Writes one audit row for the operator's action (in the action's transaction when given one). */
export async function audit(db: Db, op: Operator, req: Pick<FastifyRequest, 'ip'>, e: AuditEntry): Promise<void> {
  await db
    .insertInto('ops_audit')
    .values({
      operator_id: op.operatorId,
      operator_name: op.name,
      role: e.role,
      object_kind: e.objectKind,
      object_id: e.objectId,
      action: e.action,
      before: JSON.stringify(e.before ?? null),
      after: JSON.stringify(e.after ?? null),
      reason: (e.reason ?? '').slice(0, 500),
      at: stamp(),
      ip: req.ip.slice(0, 64),
    })
    .execute();
}

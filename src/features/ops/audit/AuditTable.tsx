// The audit log's rows: when, who in which role, the object, the action, before → after, the
// reason and the address.
import type { AuditRow } from '../../../api/ops';
import { AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES, OPS_ROLE_NAMES, type OpsRole } from '../../../api/ops-dicts';
import { ScrollTable } from '../../../ui/ScrollTable';
import classes from '../common/ops.module.css';

const roleName = (r: string) => OPS_ROLE_NAMES[r as OpsRole] ?? r;

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  return (
    <ScrollTable label="审计日志">
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">时间</th>
            <th scope="col">操作员</th>
            <th scope="col">对象</th>
            <th scope="col">操作</th>
            <th scope="col">变更前 → 变更后</th>
            <th scope="col">理由</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.at}</td>
              <td>
                {r.operatorName}（{roleName(r.role)}）
              </td>
              <td>
                {AUDIT_OBJECT_NAMES[r.objectKind] ?? r.objectKind} #{r.objectId}
              </td>
              <td>{AUDIT_ACTION_NAMES[r.action] ?? r.action}</td>
              <td>
                <code>{r.before}</code> → <code>{r.after}</code>
              </td>
              <td>{r.reason}</td>
              <td>{r.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

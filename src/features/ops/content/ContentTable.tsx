// A kind's content rows: title, group, status, publish and withdraw times, last edit; 编辑, and
// 撤下 for what is served or scheduled (the page confirms first).
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { CONTENT_GROUPS, type ContentRow } from '../../../api/cms';
import { opsRoutes } from '../../../shared/sections/ops/routes';
import { ScrollTable } from '../../../ui/ScrollTable';
import opsClasses from '../common/ops.module.css';
import classes from './content.module.css';
import { shown, STATUS_TONES, statusName } from './status';

interface Props {
  rows: ContentRow[];
  busyId: number | null;
  onWithdraw: (row: ContentRow) => void;
}

export function ContentTable({ rows, busyId, onWithdraw }: Props) {
  return (
    <ScrollTable label="内容列表">
      <table className={opsClasses.table}>
        <thead>
          <tr>
            <th scope="col">标题</th>
            <th scope="col">分类 / 位置</th>
            <th scope="col">状态</th>
            <th scope="col">发布时间</th>
            <th scope="col">撤下时间</th>
            <th scope="col">最后编辑</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.title}</td>
              <td>{CONTENT_GROUPS[r.kind][r.group] ?? (r.group || '—')}</td>
              <td>
                <span className={classes.status} data-tone={STATUS_TONES[r.status]}>
                  {statusName(r.status)}
                </span>
              </td>
              <td>{shown(r.publishAt)}</td>
              <td>{shown(r.withdrawnAt ?? r.withdrawAt)}</td>
              <td>{shown(r.updatedAt)}</td>
              <td>
                <div className={opsClasses.actions}>
                  <Link href={opsRoutes.opsContentEdit.href(r.kind, r.id)}>编辑</Link>
                  {(r.status === 'published' || r.status === 'scheduled') && (
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      loading={busyId === r.id}
                      onClick={() => onWithdraw(r)}
                    >
                      撤下
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

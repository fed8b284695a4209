// The company's own listings (supply and demand, every state) with 修改 (the publish page on the
// listing) and 下架 for open ones (a confirm dialog that opens on the safe choice).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { devices, type ListingKind } from '../../../api/devices';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { transportOf } from '../../../shared/query';
import { devicesRoutes } from '../../../shared/sections/devices/routes';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { formatTime } from '../../../ui/date';
import { StateBadge } from '../common/badges';
import { mineQuery } from '../common/queries';
import classes from './publish.module.css';
import { TableHead } from '../../../ui/TableHead';

const OPEN: readonly string[] = ['pending_review', 'published', 'rented'];

export function MyListings() {
  const client = useQueryClient();
  const mine = useQuery(mineQuery(1));
  const { ask, dialog } = useConfirm();
  const withdraw = useMutation({
    mutationFn: (v: { kind: ListingKind; id: number }) => call(devices.withdraw, v, { http: transportOf(client) }),
    onSuccess: async () => {
      notify({ message: '已下架', color: 'green' });
      await client.invalidateQueries({ queryKey: mineQuery(1).queryKey });
    },
  });
  return (
    <section aria-labelledby="mine-title">
      <h2 id="mine-title">本企业发布的信息</h2>
      <DataState
        state={mine}
        skeleton={<SkeletonRows rows={4} />}
        isEmpty={(p) => p.records.length === 0}
        emptyText="还没有发布过设备信息"
      >
        {(p) => (
          <table className={classes.mine}>
            <TableHead cols={['类型', '标题', '状态', '发布时间', '操作']} />
            <tbody>
              {p.records.map((r) => (
                <tr key={`${r.kind}${r.id}`}>
                  <td>{r.kind === 'supply' ? '出租' : '求租'}</td>
                  <td>
                    <Link
                      href={r.kind === 'supply' ? devicesRoutes.deviceCard.href(r) : devicesRoutes.deviceNeed.href(r)}
                    >
                      {r.title}
                    </Link>
                  </td>
                  <td>
                    <StateBadge state={r.state} name={r.stateName} />
                  </td>
                  <td>{formatTime(r.publishTime)}</td>
                  <td>
                    <span className={classes.actions}>
                      {OPEN.includes(r.state) && (
                        <Link href={devicesRoutes.devicePublish.href(r)} aria-label={`修改 ${r.title}`}>
                          修改
                        </Link>
                      )}
                      {OPEN.includes(r.state) && (
                        <button
                          type="button"
                          onClick={() =>
                            ask({
                              title: '下架该信息？',
                              message: `“${r.title}”下架后将不再公开展示。`,
                              confirmLabel: '下架',
                              danger: true,
                              onConfirm: () => withdraw.mutate({ kind: r.kind, id: r.id }),
                            })
                          }
                          aria-label={`下架 ${r.title}`}
                        >
                          下架
                        </button>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DataState>
      {dialog}
    </section>
  );
}

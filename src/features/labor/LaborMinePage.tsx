// /labor-services/mine: the member's own job posts, worker cards and teams with their states,
// their edit screens and the status changes each state allows (close, withdraw, full / reopen,
// working / open, 刷新 for a card or team). Held posts and certificates are judged by 审核员 in the
// operations console (docs/sections/ops.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { laborMember, type MineRow, type STATUS_ACTIONS } from '../../api/labor-member';
import { call } from '../../client/http';
import { useSession } from '../../shared/actor';
import { callQuery, transportOf } from '../../shared/query';
import { laborRoutes } from '../../shared/sections/labor/routes';
import { DataState } from '../../ui/DataState';
import { formatTime } from '../../ui/date';
import { StateTag } from './common/badges';
import { LaborTabs } from './common/LaborTabs';
import { MembersOnly } from '../../ui/MembersOnly';
import classes from './common/labor.module.css';

type Action = (typeof STATUS_ACTIONS)[number];
const ACTIONS: Record<string, [Action, string][]> = {
  pending_review: [['withdraw', '撤回']],
  recruiting: [
    ['full', '已招满'],
    ['close', '关闭'],
  ],
  full: [
    ['reopen', '重新招工'],
    ['close', '关闭'],
  ],
  open: [
    ['refresh', '刷新'],
    ['working', '已上岗'],
    ['close', '关闭'],
  ],
  working: [
    ['refresh', '刷新'],
    ['open', '重新找活'],
    ['close', '关闭'],
  ],
  rejected: [['close', '关闭']],
  closed: [['open', '重新开放']],
};
const KIND = { job: '招工', worker: '找活', team: '班组' } as const;
const PUBLISH_KIND = { job: 'work', worker: 'worker', team: 'team' } as const;
/** States whose listing may still be edited. */
const EDITABLE = ['pending_review', 'rejected', 'recruiting', 'full', 'open', 'working'];
const mineQuery = callQuery(laborMember.mine, {});

const linkOf = (r: MineRow) =>
  r.kind === 'job'
    ? laborRoutes.laborWorkDetail.href({ id: r.id })
    : r.kind === 'worker'
      ? laborRoutes.laborWorkerDetail.href({ id: r.id })
      : laborRoutes.laborTeamDetail.href({ id: r.id });

function Rows({ rows }: { rows: MineRow[] }) {
  const client = useQueryClient();
  const act = useMutation({
    mutationFn: (p: { row: MineRow; action: Action }) =>
      call(laborMember.setStatus, { kind: p.row.kind, id: p.row.id, action: p.action }, { http: transportOf(client) }),
    onSuccess: () => client.invalidateQueries({ queryKey: mineQuery.queryKey }),
  });
  return (
    <ul className={classes.rows}>
      {rows.map((r) => (
        <li key={`${r.kind}-${r.id}`} className={classes.row}>
          <div>
            <h2 className={classes.rowTitle}>
              <StateTag state={r.state} name={r.stateName} /> [{KIND[r.kind]}] <Link href={linkOf(r)}>{r.title}</Link>
            </h2>
            {r.note && <p className={classes.note}>{r.note}</p>}
            <p className={classes.rowMeta}>更新于 {formatTime(r.updatedAt)}</p>
          </div>
          <div className={classes.rowSide}>
            {EDITABLE.includes(r.state) && (
              <Link
                className={classes.ghost}
                href={laborRoutes.laborPublish.href({ kind: PUBLISH_KIND[r.kind], id: r.id })}
                aria-label={`修改「${r.title}」`}
              >
                修改
              </Link>
            )}
            {(ACTIONS[r.kind === 'job' && r.state === 'closed' ? 'none' : r.state] ?? []).map(([action, label]) => (
              <button
                key={action}
                type="button"
                className={classes.ghost}
                disabled={act.isPending}
                onClick={() => act.mutate({ row: r, action })}
              >
                {label}
              </button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function LaborMinePage() {
  const { loggedIn } = useSession();
  const mine = useQuery({ ...mineQuery, enabled: loggedIn });
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>我的劳务信息</h1>
      </header>
      <MembersOnly classes={{ box: classes.block }}>
        <DataState state={mine} emptyText="您还没有发布劳务信息">
          {(rows) => <Rows rows={rows} />}
        </DataState>
      </MembersOnly>
    </div>
  );
}

// The contractor's applicants (only the publishing company, a lazy part, on the projectDecide
// flow): each company with its qualification, experience, price and message; 选定 (asked once
// more, 取消 first: the package is awarded, the others told 未入选) or 不合适 (with an optional
// reason). Each applicant gets a notice; a withdrawn application shows 已撤回 without actions.
import { useEffect, useState } from 'react';
import '../../../ui/mantine-components';
import { TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { project, type ProjectApplication } from '../../../api/project';
import { useFlow } from '../../../shared/actor';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatTime } from '../../../ui/date';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { applicationsQuery, callKey } from '../common/queries';
import classes from './detail.module.css';
import common from '../common/project.module.css';

type Send = ReturnType<typeof useFlow<'projectDecide'>>[1];

function Applicant({ a, open, busy, send }: { a: ProjectApplication; open: boolean; busy: boolean; send: Send }) {
  const [reason, setReason] = useState('');
  return (
    <li className={classes.block}>
      <p>
        <strong>{a.company.name}</strong>
        {a.company.verified && '（已认证）'} · {a.statusName} · {formatTime(a.createdAt)}
      </p>
      <p>资质：{a.qualification}</p>
      <p>业绩：{a.experience}</p>
      <p>报价：{a.priceWan === null ? '未报价' : `${a.priceWan} 万元`}</p>
      {a.message && <p>留言：{a.message}</p>}
      {a.reason && <p className={classes.note}>说明：{a.reason}</p>}
      {open && a.status === 'submitted' && (
        <div className={classes.actions}>
          <button
            type="button"
            className={common.primary}
            disabled={busy}
            onClick={() => send({ type: 'projectDecide.accept', applicationId: a.id })}
          >
            选定该单位
          </button>
          <TextInput
            aria-label={`不合适的原因：${a.company.name}`}
            placeholder="原因（选填）"
            maxLength={100}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <button
            type="button"
            className={common.secondary}
            disabled={busy}
            onClick={() => send({ type: 'projectDecide.decline', applicationId: a.id, reason })}
          >
            不合适
          </button>
        </div>
      )}
    </li>
  );
}

export default function ApplicantsPanel({ packageId, open }: { packageId: number; open: boolean }) {
  const client = useQueryClient();
  const list = useQuery(applicationsQuery(packageId));
  const [flow, send] = useFlow('projectDecide', `projectDecide-${packageId}`, { packageId });
  const confirming = useSelector(flow, (s) => s?.matches('confirming') ?? false);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const chosen = useSelector(flow, (s) => s?.context.decision?.applicationId ?? null);
  const changes = useSelector(flow, (s) => s?.context.changes ?? 0);
  useEffect(() => {
    if (changes > 0)
      void Promise.all([
        client.invalidateQueries({ queryKey: applicationsQuery(packageId).queryKey }),
        client.invalidateQueries(callKey(project.detail.path)),
      ]);
  }, [changes, client, packageId]);
  const name = list.data?.find((a) => a.id === chosen)?.company.name ?? '';
  return (
    <section aria-labelledby="project-applicants">
      <h2 id="project-applicants" className={classes.head}>
        报名单位
      </h2>
      {error && (
        <p className={common.error} role="alert">
          {error}
        </p>
      )}
      <DataState
        state={list}
        skeleton={<SkeletonRows rows={3} />}
        isEmpty={(l) => l.length === 0}
        emptyText="暂无单位报名"
      >
        {(l) => (
          <ul className={common.rows}>
            {l.map((a) => (
              <Applicant key={a.id} a={a} open={open} busy={busy} send={send} />
            ))}
          </ul>
        )}
      </DataState>
      <ConfirmDialog
        opened={confirming}
        title="选定分包单位"
        message={`选定「${name}」后项目即定标，其他报名单位将收到未入选通知，且不能撤销。`}
        confirmLabel="确定选定"
        onConfirm={() => send({ type: 'projectDecide.confirm' })}
        onCancel={() => send({ type: 'projectDecide.cancel' })}
      />
    </section>
  );
}

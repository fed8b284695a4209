// The contractor's applicants (only the publishing company, a lazy part): each company with its
// qualification, experience, price and message; 选定 (accept: the package is awarded, the others
// told 未入选) or 不合适 (decline, with an optional reason). Each applicant gets a notice.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { project, type ProjectApplication } from '../../../api/project';
import { call } from '../../../client/http';
import { formatTime } from '../../../ui/date';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { applicationsQuery, callKey } from '../common/queries';
import classes from './detail.module.css';
import common from '../common/project.module.css';

function Applicant({ a, open, onDecide }: { a: ProjectApplication; open: boolean; onDecide: (accept: boolean, reason: string) => void }) {
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
          <button type="button" className={common.primary} onClick={() => onDecide(true, '')}>
            选定该单位
          </button>
          <input aria-label={`不合适的原因：${a.company.name}`} placeholder="原因（选填）" maxLength={100} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          <button type="button" className={common.secondary} onClick={() => onDecide(false, reason)}>
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
  const decide = useMutation({
    mutationFn: ({ id, accept, reason }: { id: number; accept: boolean; reason: string }) => call(project.decide, { applicationId: id, accept, reason }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: applicationsQuery(packageId).queryKey }), client.invalidateQueries(callKey(project.detail.path))]),
  });
  return (
    <section aria-labelledby="project-applicants">
      <h2 id="project-applicants" className={classes.head}>
        报名单位
      </h2>
      <DataState state={list} skeleton={<SkeletonRows rows={3} />} isEmpty={(l) => l.length === 0} emptyText="暂无单位报名">
        {(l) => (
          <ul className={common.rows}>
            {l.map((a) => (
              <Applicant key={a.id} a={a} open={open} onDecide={(accept, reason) => decide.mutate({ id: a.id, accept, reason })} />
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}

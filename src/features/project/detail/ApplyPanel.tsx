// 报名 (members, a lazy part, on the projectApply flow): a decided application shows its result;
// else why the company cannot apply, or the form — qualification, experience, optional price in
// 万元, message — checked at input and by the server (one active per company; not one's own
// package; not after the deadline; 资质 that fits); an application waiting for the decision may be
// withdrawn (asked once more, 取消 first). Each write refreshes the detail and the list.
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ApplyDraft } from '../../../../machines/project-forms';
import { project, type ProjectApplication, type ProjectDetail } from '../../../api/project';
import { useFlow } from '../../../shared/actor';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatTime } from '../../../ui/date';
import { callKey } from '../common/queries';
import classes from './detail.module.css';
import common from '../common/project.module.css';

type Send = ReturnType<typeof useFlow<'projectApply'>>[1];

function ApplyForm({ d, send, busy }: { d: ProjectDetail; send: Send; busy: boolean }) {
  const [draft, setDraft] = useState<ApplyDraft>({
    qualification: d.requirement === '不要求资质' ? '' : d.requirement,
    experience: '',
    priceWan: '',
    message: '',
  });
  const edit = (patch: Partial<ApplyDraft>) => {
    setDraft((x) => ({ ...x, ...patch }));
    send({ type: 'projectApply.edit' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'projectApply.submit', draft });
  };
  return (
    <form className={common.form} onSubmit={submit} aria-label="报名分包项目">
      <label className={classes.field}>
        资质说明
        <input
          required
          maxLength={200}
          value={draft.qualification}
          onChange={(e) => edit({ qualification: e.currentTarget.value })}
        />
      </label>
      <label className={classes.field}>
        类似业绩
        <textarea
          required
          rows={3}
          maxLength={500}
          value={draft.experience}
          onChange={(e) => edit({ experience: e.currentTarget.value })}
        />
      </label>
      <label className={classes.field}>
        意向报价（万元，选填）
        <input inputMode="decimal" value={draft.priceWan} onChange={(e) => edit({ priceWan: e.currentTarget.value })} />
      </label>
      <label className={classes.field}>
        留言（选填）
        <textarea
          rows={2}
          maxLength={300}
          value={draft.message}
          onChange={(e) => edit({ message: e.currentTarget.value })}
        />
      </label>
      <div>
        <button type="submit" className={common.primary} disabled={busy}>
          {busy ? '提交中…' : '提交报名'}
        </button>
      </div>
    </form>
  );
}

function Applied({ a }: { a: ProjectApplication }) {
  return (
    <div role="status">
      <p>
        贵公司已于 {formatTime(a.createdAt)} 报名，状态：<strong>{a.statusName}</strong>
      </p>
      {a.priceWan !== null && <p>意向报价：{a.priceWan} 万元</p>}
      {a.reason && <p className={classes.note}>说明：{a.reason}</p>}
    </div>
  );
}

function ApplyFlow({ d, waiting }: { d: ProjectDetail; waiting: ProjectApplication | null }) {
  const client = useQueryClient();
  const [flow, send] = useFlow('projectApply', `projectApply-${d.id}`, { packageId: d.id, application: waiting });
  const phase = useSelector(flow, (s) => (s ? String(s.value) : 'start'));
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const application = useSelector(flow, (s) => s?.context.application ?? null);
  const changes = useSelector(flow, (s) => s?.context.changes ?? 0);
  useEffect(() => {
    if (changes > 0)
      void Promise.all([
        client.invalidateQueries(callKey(project.detail.path)),
        client.invalidateQueries(callKey(project.page.path)),
      ]);
  }, [changes, client]);
  // Until the flow runs (its chunk loading), the application the page was rendered with.
  const shown = phase === 'start' ? waiting : application;
  return (
    <>
      {shown && phase !== 'form' && phase !== 'applying' ? (
        <>
          <Applied a={shown} />
          <div className={classes.actions}>
            <button
              type="button"
              className={common.secondary}
              disabled={busy}
              onClick={() => send({ type: 'projectApply.withdraw' })}
            >
              {phase === 'withdrawing' ? '撤回中…' : '撤回报名'}
            </button>
          </div>
        </>
      ) : d.applyBlock && !waiting ? (
        <p className={classes.note}>{d.applyBlock}</p>
      ) : (
        <ApplyForm d={d} send={send} busy={busy} />
      )}
      {error && (
        <p className={common.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        opened={phase === 'confirming'}
        title="撤回报名"
        message="撤回后发包单位将收到通知；报名截止前可重新报名。"
        confirmLabel="撤回报名"
        danger
        onConfirm={() => send({ type: 'projectApply.confirm' })}
        onCancel={() => send({ type: 'projectApply.cancel' })}
      />
    </>
  );
}

export default function ApplyPanel({ d }: { d: ProjectDetail }) {
  const a = d.myApplication;
  return (
    <section className={classes.block} aria-labelledby="project-apply">
      <h2 id="project-apply">报名</h2>
      {a && (a.status === 'accepted' || a.status === 'declined') ? (
        <Applied a={a} />
      ) : (
        <ApplyFlow d={d} waiting={a?.status === 'submitted' ? a : null} />
      )}
    </section>
  );
}

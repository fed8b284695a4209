// 报名 (members, a lazy part, on the projectApply flow): a decided application shows its result;
// else why the company cannot apply, or the form — qualification, experience, optional price in
// 万元, message — checked at input and by the server (one active per company; not one's own
// package; not after the deadline; 资质 that fits); an application waiting for the decision may be
// withdrawn (asked once more, 取消 first). Each write refreshes the detail and the list.
import { useEffect } from 'react';
import '../../../ui/mantine-components';
import { Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { APPLY_DRAFT_MSG, type ApplyDraft } from '../../../../machines/project-forms';
import { project, type ProjectApplication, type ProjectDetail } from '../../../api/project';
import { useFlow } from '../../../shared/actor';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatTime } from '../../../ui/date';
import { FormAnnouncer, useFlowForm } from '../../../ui/form';
import { callKey } from '../common/queries';
import classes from './detail.module.css';
import common from '../common/project.module.css';

type Send = ReturnType<typeof useFlow<'projectApply'>>[1];

/** The field each refusal of the flow's own check names (the server's refusals are the form's). */
const APPLY_PATHS: Partial<Record<string, string>> = {
  [APPLY_DRAFT_MSG.qualification]: 'qualification',
  [APPLY_DRAFT_MSG.experience]: 'experience',
  [APPLY_DRAFT_MSG.price]: 'priceWan',
};

function ApplyForm({ d, send, busy, error }: { d: ProjectDetail; send: Send; busy: boolean; error: string }) {
  const { field, root, onSubmit, announcement } = useFlowForm<ApplyDraft>({
    initial: {
      qualification: d.requirement === '不要求资质' ? '' : d.requirement,
      experience: '',
      priceWan: '',
      message: '',
    },
    error,
    paths: APPLY_PATHS,
    send: (draft) => send({ type: 'projectApply.submit', draft }),
    onEdit: () => send({ type: 'projectApply.edit' }),
  });
  return (
    <form ref={root} className={common.form} onSubmit={onSubmit} aria-label="报名分包项目" noValidate>
      <TextInput label="资质说明" required maxLength={200} {...field('qualification')} />
      <Textarea label="类似业绩" required rows={3} maxLength={500} {...field('experience')} />
      <TextInput label="意向报价（万元，选填）" inputMode="decimal" {...field('priceWan')} />
      <Textarea label="留言（选填）" rows={2} maxLength={300} {...field('message')} />
      <FormAnnouncer text={announcement} />
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
        <ApplyForm d={d} send={send} busy={busy} error={error} />
      )}
      {error && !APPLY_PATHS[error] && (
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

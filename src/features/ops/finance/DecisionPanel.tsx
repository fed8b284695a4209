// The desk's decision panel on the financeDesk flow: the actions open on the application's status
// (受理; 要求补充材料 with what to upload; 审批通过 with amount, rate and term; 拒绝 with a reason,
// asked once more; 确认放款), the form error or the server's refusal, busy while the call runs.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, TextInput, Textarea } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { DeskDraft } from '../../../../machines/finance-desk.machine';
import { actionsOf, DESK_ACTION_NAMES, type ApplicationDetail, type DeskAction } from '../../../api/finance-desk';
import type { useFlow } from '../../../shared/actor';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import classes from '../common/ops.module.css';
import local from './desk.module.css';

const EMPTY = { note: '', amountWan: '', ratePercent: '', termMonths: '' };

type Flow = ReturnType<typeof useFlow<'financeDesk'>>;

/** The page owns the flow (its query reloads on each decision and remounts this panel, emptying it). */
export function DecisionPanel({ a, flow: [flow, send] }: { a: ApplicationDetail; flow: Flow }) {
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.error : ''));
  const confirming = useSelector(flow, (s) => s?.matches('confirming') ?? false);
  const [fields, setFields] = useState(EMPTY);
  const actions = actionsOf(a.status);
  if (actions.length === 0) return <p className={classes.meta}>该申请已办结，无需操作。</p>;
  const decide = (action: DeskAction) =>
    send({ type: 'financeDesk.decide', draft: { action, ...fields } as DeskDraft });
  const set = (k: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) =>
    setFields({ ...fields, [k]: e.currentTarget.value });
  return (
    <section className={classes.card} aria-labelledby="desk-decide">
      <h2 id="desk-decide">办理</h2>
      <div className={classes.panel}>
        {(actions.includes('supplement') || actions.includes('refuse')) && (
          <Textarea
            label="说明（要求补充的材料或拒绝理由）"
            maxLength={300}
            autosize
            minRows={2}
            value={fields.note}
            onChange={set('note')}
          />
        )}
        {actions.includes('approve') && (
          <div className={local.terms}>
            <TextInput
              label="审批金额（万元）"
              inputMode="decimal"
              value={fields.amountWan}
              onChange={set('amountWan')}
            />
            <TextInput
              label="年化利率（%）"
              inputMode="decimal"
              value={fields.ratePercent}
              onChange={set('ratePercent')}
            />
            <TextInput label="期限（月）" inputMode="numeric" value={fields.termMonths} onChange={set('termMonths')} />
          </div>
        )}
        {error && (
          <p className={classes.error} role="alert">
            {error}
          </p>
        )}
        <div className={classes.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              loading={busy}
              color={action === 'refuse' ? 'red' : undefined}
              variant={action === 'refuse' ? 'outline' : 'filled'}
              onClick={() => decide(action)}
            >
              {DESK_ACTION_NAMES[action]}
            </Button>
          ))}
        </div>
      </div>
      <ConfirmDialog
        opened={confirming}
        title="拒绝该申请"
        message={`拒绝后申请人将收到通知，理由：${fields.note.trim()}`}
        confirmLabel="确认拒绝"
        danger
        onConfirm={() => send({ type: 'financeDesk.confirm' })}
        onCancel={() => send({ type: 'financeDesk.cancel' })}
      />
    </section>
  );
}

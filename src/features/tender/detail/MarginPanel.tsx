// The member part of the tender detail (loaded only for members): registration (报名) and the
// margin (保证金) of the member's company, 未缴 → 已缴 (form and proof number) → 已退还, driven by
// the tenderMargin flow. What is possible and why not is the server's answer.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MSG } from '../../../../machines/tender-margin.machine';
import { MARGIN_FORMS, tender, type MarginStatus } from '../../../api/tender';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { SkeletonRows } from '../../../ui/DataState';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { MarginBadge } from '../common/badges';
import { useTenderMargin, type TenderMarginView } from './use-tender-margin';
import classes from './detail.module.css';

function PayForm({ margin }: { margin: TenderMarginView }) {
  const [form, setForm] = useState('');
  const [proofNo, setProofNo] = useState('');
  const [attempt, setAttempt] = useState(0);
  const formField = useRef<HTMLSelectElement>(null);
  const proofField = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    margin.pay({ form, proofNo });
  };
  // A refused payment focuses the field the flow names, as every form does (src/ui/form-a11y).
  useEffect(() => {
    if (margin.error === PAYMENT_MSG.form) formField.current?.focus();
    else if (margin.error === PAYMENT_MSG.proof) proofField.current?.focus();
  }, [attempt, margin.error]);
  const fieldError = (msg: string) => (margin.error === msg ? msg : undefined);
  return (
    <form className={classes.payForm} onSubmit={submit} aria-label="登记保证金缴纳" noValidate>
      <NativeSelect
        ref={formField}
        label="缴纳方式"
        required
        data={[{ value: '', label: '请选择' }, ...MARGIN_FORMS.map((f) => ({ value: f.code, label: f.name }))]}
        value={form}
        error={fieldError(PAYMENT_MSG.form)}
        onChange={(e) => setForm(e.currentTarget.value)}
      />
      <TextInput
        ref={proofField}
        label="凭证号 / 保函编号"
        required
        maxLength={50}
        value={proofNo}
        error={fieldError(PAYMENT_MSG.proof)}
        onChange={(e) => setProofNo(e.currentTarget.value)}
      />
      <Button type="submit" loading={margin.busy}>
        登记缴纳
      </Button>
    </form>
  );
}

function Status({ s }: { s: MarginStatus }) {
  return (
    <dl className={classes.facts}>
      <div className={classes.fact}>
        <dt>报名状态</dt>
        <dd>{s.registered && s.registeredAt ? `已报名（${formatTime(s.registeredAt)}）` : '未报名'}</dd>
      </div>
      <div className={classes.fact}>
        <dt>保证金</dt>
        <dd>
          {s.marginAmount > 0 ? formatPrice(s.marginAmount) : '不收取'} <MarginBadge code={s.marginStatus} name={s.marginStatusName} />
          {s.marginFormName && `（${s.marginFormName}）`}
        </dd>
      </div>
      {s.paidAt && (
        <div className={classes.fact}>
          <dt>缴纳时间</dt>
          <dd>{formatTime(s.paidAt)}</dd>
        </div>
      )}
      {s.refundedAt && (
        <div className={classes.fact}>
          <dt>退还时间</dt>
          <dd>{formatTime(s.refundedAt)}</dd>
        </div>
      )}
    </dl>
  );
}

export default function MarginPanel({ tenderId }: { tenderId: number }) {
  const margin = useTenderMargin(tenderId);
  const { ask, dialog } = useConfirm();
  const client = useQueryClient();
  const s = margin.status;
  // The desk's registrations follow every change.
  const stamp = s && `${s.registered}-${s.marginStatus}`;
  useEffect(() => {
    if (stamp) void client.invalidateQueries({ queryKey: [tender.mine.path] });
  }, [stamp, client]);
  return (
    <section className={classes.block} aria-labelledby="tender-margin" aria-busy={margin.busy}>
      <h2 id="tender-margin">报名与投标保证金</h2>
      {margin.failed ? (
        <div role="alert" className={classes.error}>
          {margin.error}
          <Button variant="subtle" size="xs" onClick={margin.retry}>
            重新加载
          </Button>
        </div>
      ) : margin.loading || !s ? (
        <SkeletonRows rows={3} />
      ) : (
        <>
          <Status s={s} />
          {s.reason && <p className={classes.reason}>{s.reason}</p>}
          {margin.error && !Object.values(PAYMENT_MSG).includes(margin.error as never) && (
            <p role="alert" className={classes.error}>
              {margin.error}
            </p>
          )}
          <div className={classes.actions}>
            {s.canRegister && (
              <Button onClick={margin.register} loading={margin.busy}>
                立即报名
              </Button>
            )}
            {s.canRefund && (
              <Button
                variant="outline"
                loading={margin.busy}
                onClick={() => ask({ title: '申请退还保证金', message: `确定申请退还投标保证金 ${formatPrice(s.marginAmount)} 吗？`, confirmLabel: '确定退还', onConfirm: margin.refund })}
              >
                申请退还保证金
              </Button>
            )}
          </div>
          {s.canPay && <PayForm margin={margin} />}
        </>
      )}
      {dialog}
    </section>
  );
}

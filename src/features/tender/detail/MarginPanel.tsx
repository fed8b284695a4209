// The member part of the tender detail (loaded only for members), driven by the
// tenderParticipation flow: registration (待审核 → 已通过 / 已驳回 with the reason), the margin
// (未缴 → 待确认 from an uploaded voucher → 已缴 once confirmed → 已退还), the sealed bid (submit,
// revise, withdraw until the deadline), the result (中标 / 未中标) and an objection during the
// candidates' publicity. The purchaser's own company gets its tender desk instead.
import { lazy, Suspense, useEffect, useRef } from 'react';
import '../../../ui/mantine-components';
import { Button, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tender, type ParticipationStatus } from '../../../api/tender';
import { tenderDesk } from '../../../api/tender-desk';
import { callQuery } from '../../../shared/query';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { FormAnnouncer } from '../../../ui/form';
import { SkeletonRows } from '../../../ui/DataState';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { MarginBadge } from '../common/badges';
import { BidForm, OwnBidFacts } from './BidForm';
import { InvitationPanel } from './InvitationPanel';
import { useParticipation, type ParticipationView } from './use-participation';
import { panelError, usePartForm } from './use-part-form';
import { VoucherForm } from './VoucherForm';
import classes from './detail.module.css';

const DeskPanel = lazy(() => import('./DeskPanel'));

function Status({ s }: { s: ParticipationStatus }) {
  const rows: [string, React.ReactNode][] = [
    [
      '报名状态',
      s.registered && s.registeredAt ? `${s.registrationStatusName}（${formatTime(s.registeredAt)}报名）` : '未报名',
    ],
    [
      '保证金',
      <>
        {s.marginAmount > 0 ? formatPrice(s.marginAmount) : '不收取'}{' '}
        <MarginBadge code={s.marginStatus} name={s.marginStatusName} />
        {s.marginFormName && `（${s.marginFormName}）`}
      </>,
    ],
  ];
  if (s.reviewNote) rows.push(['驳回原因', s.reviewNote]);
  if (s.marginNote) rows.push(['凭证退回', s.marginNote]);
  if (s.refundedAt) rows.push(['退还时间', formatTime(s.refundedAt)]);
  if (s.result) rows.push(['投标结果', <strong key="r">{s.result}</strong>]);
  return (
    <dl className={classes.facts}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Objection({ part }: { part: ParticipationView }) {
  const { field, root, onSubmit, announcement } = usePartForm(part, { content: '' }, (v) => part.object(v.content));
  return (
    <form ref={root} className={classes.payForm} aria-label="提出异议" noValidate onSubmit={onSubmit}>
      <Textarea label="对中标候选人公示的异议" required maxLength={500} autosize minRows={2} {...field('content')} />
      <FormAnnouncer text={announcement} />
      <Button type="submit" variant="outline" loading={part.busy}>
        提出异议
      </Button>
    </form>
  );
}

function Supplier({ part, s, canObject }: { part: ParticipationView; s: ParticipationStatus; canObject: boolean }) {
  const { ask, dialog } = useConfirm();
  return (
    <>
      <Status s={s} />
      {s.invitation && <InvitationPanel part={part} s={s} />}
      {s.reason && <p className={classes.reason}>{s.reason}</p>}
      {s.bid && <OwnBidFacts bid={s.bid} />}
      {s.registered && s.bidReason && !s.reason && !s.result && <p className={classes.reason}>{s.bidReason}</p>}
      {part.error && panelError(part.error) && (
        <p role="alert" className={classes.error}>
          {part.error}
        </p>
      )}
      <div className={classes.actions}>
        {s.canRegister && (
          <Button onClick={part.register} loading={part.busy}>
            立即报名
          </Button>
        )}
        {s.canResubmit && (
          <Button onClick={part.register} loading={part.busy}>
            修改后重新提交报名
          </Button>
        )}
        {s.canRefund && (
          <Button
            variant="outline"
            loading={part.busy}
            onClick={() =>
              ask({
                title: '申请退还保证金',
                message: `确定申请退还投标保证金 ${formatPrice(s.marginAmount)} 吗？`,
                confirmLabel: '确定退还',
                onConfirm: part.refund,
              })
            }
          >
            申请退还保证金
          </Button>
        )}
      </div>
      {s.canPay && <VoucherForm part={part} />}
      {s.canBid && <BidForm key={s.bid?.updatedAt ?? 'new'} part={part} bid={s.bid} />}
      {canObject && <Objection part={part} />}
      {dialog}
    </>
  );
}

export default function MarginPanel({ tenderId }: { tenderId: number }) {
  const part = useParticipation(tenderId);
  const canObject = useQuery(callQuery(tenderDesk.progress, { tenderId })).data?.canObject ?? false;
  const client = useQueryClient();
  const s = part.status;
  // The desk's registrations and the progress (an objection too) follow every step: the flow
  // reloads the status after each, the first load excepted.
  const loaded = useRef<ParticipationStatus | null>(null);
  useEffect(() => {
    if (!s) return;
    if (loaded.current) {
      void client.invalidateQueries({ queryKey: [tender.mine.path] });
      void client.invalidateQueries({ queryKey: [tenderDesk.progress.path] });
    }
    loaded.current = s;
  }, [s, client]);
  if (s?.purchaser) {
    return (
      <Suspense fallback={<SkeletonRows rows={3} />}>
        <DeskPanel tenderId={tenderId} />
      </Suspense>
    );
  }
  return (
    <section className={classes.block} aria-labelledby="tender-margin" aria-busy={part.busy}>
      <h2 id="tender-margin">报名与投标保证金</h2>
      {part.failed ? (
        <div role="alert" className={classes.error}>
          {part.error}
          <Button variant="subtle" size="xs" onClick={part.retry}>
            重新加载
          </Button>
        </div>
      ) : part.loading || !s ? (
        <SkeletonRows rows={3} />
      ) : (
        <Supplier part={part} s={s} canObject={canObject} />
      )}
    </section>
  );
}

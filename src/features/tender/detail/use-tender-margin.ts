// The member company's registration and margin for one tender, from the tenderMargin flow
// (spawned while the panel is shown). Which step is open and why not come from the server's
// status in the flow's context; the view renders them and sends the events.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { MarginPayment } from '../../../../machines/tender-margin.machine';
import type { MarginStatus } from '../../../api/tender';
import { useFlow } from '../../../shared/actor';

export interface TenderMarginView {
  status: MarginStatus | null;
  loading: boolean;
  busy: boolean;
  failed: boolean;
  error: string;
  register(): void;
  pay(payment: MarginPayment): void;
  refund(): void;
  retry(): void;
}

export function useTenderMargin(tenderId: number): TenderMarginView {
  const [flow, toFlow] = useFlow('tenderMargin', `tenderMargin-${tenderId}`, { tenderId });
  const status = useSelector(flow, (s) => s?.context.status ?? null);
  const loading = useSelector(flow, (s) => !s || s.matches('loading'));
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? true);
  const failed = useSelector(flow, (s) => s?.hasTag('error') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const actions = useMemo(
    () => ({
      register: () => toFlow({ type: 'margin.register' }),
      pay: (p: MarginPayment) => toFlow({ type: 'margin.pay', ...p }),
      refund: () => toFlow({ type: 'margin.refund' }),
      retry: () => toFlow({ type: 'margin.retry' }),
    }),
    [toFlow],
  );
  return { status, loading, busy, failed, error, ...actions };
}

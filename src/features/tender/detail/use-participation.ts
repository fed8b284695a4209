// The member company's part in one tender, from the tenderParticipation flow (spawned while the
// panel is shown): its status in the flow's context, the busy step, the error, and the events.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { BidDraft, MarginVoucher } from '../../../../machines/tender-participation.machine';
import type { ParticipationStatus } from '../../../api/tender';
import { useFlow } from '../../../shared/actor';

export interface ParticipationView {
  status: ParticipationStatus | null;
  loading: boolean;
  busy: boolean;
  failed: boolean;
  error: string;
  register(): void;
  pay(v: MarginVoucher): void;
  bid(b: BidDraft): void;
  withdraw(): void;
  object(content: string): void;
  refund(): void;
  retry(): void;
  /** Loads the status again (after an answer elsewhere, e.g. to an invitation). */
  reload(): void;
}

export function useParticipation(tenderId: number): ParticipationView {
  const [flow, toFlow] = useFlow('tenderParticipation', `tenderParticipation-${tenderId}`, { tenderId });
  const status = useSelector(flow, (s) => s?.context.status ?? null);
  const loading = useSelector(flow, (s) => !s || s.matches('loading'));
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? true);
  const failed = useSelector(flow, (s) => s?.hasTag('error') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const actions = useMemo(
    () => ({
      register: () => toFlow({ type: 'tenderParticipation.register' }),
      pay: (v: MarginVoucher) => toFlow({ type: 'tenderParticipation.pay', ...v }),
      bid: (b: BidDraft) => toFlow({ type: 'tenderParticipation.bid', ...b }),
      withdraw: () => toFlow({ type: 'tenderParticipation.withdraw' }),
      object: (content: string) => toFlow({ type: 'tenderParticipation.object', content }),
      refund: () => toFlow({ type: 'tenderParticipation.refund' }),
      retry: () => toFlow({ type: 'tenderParticipation.retry' }),
      reload: () => toFlow({ type: 'tenderParticipation.reload' }),
    }),
    [toFlow],
  );
  return { status, loading, busy, failed, error, ...actions };
}

// The purchaser's desk of one tender, from the tenderDesk flow: the desk, the busy step, the
// error, and one `act` for every action (review, confirm, open, candidates, answer, result, amend).
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { DeskAction } from '../../../../machines/tender-desk.machine';
import type { TenderDesk } from '../../../api/tender-desk';
import { useFlow } from '../../../shared/actor';

export interface DeskView {
  desk: TenderDesk | null;
  busy: boolean;
  failed: boolean;
  error: string;
  act(a: DeskAction): void;
  retry(): void;
}

export function useDesk(tenderId: number): DeskView {
  const [flow, toFlow] = useFlow('tenderDesk', `tenderDesk-${tenderId}`, { tenderId });
  const desk = useSelector(flow, (s) => s?.context.desk ?? null);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? true);
  const failed = useSelector(flow, (s) => s?.hasTag('error') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const actions = useMemo(
    () => ({
      act: (action: DeskAction) => toFlow({ type: 'tenderDesk.act', action }),
      retry: () => toFlow({ type: 'tenderDesk.retry' }),
    }),
    [toFlow],
  );
  return { desk, busy, failed, error, ...actions };
}

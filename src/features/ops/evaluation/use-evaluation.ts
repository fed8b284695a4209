// An expert's room from the tenderEvaluation flow: the room, busy, the error, submitted, and the
// two actions (save a sheet, submit all).
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { EvalSheet } from '../../../../machines/tender-evaluation.machine';
import type { EvalRoomDetail } from '../../../api/tender-eval';
import { useFlow } from '../../../shared/actor';

export interface EvalView {
  room: EvalRoomDetail | null;
  busy: boolean;
  failed: boolean;
  submitted: boolean;
  error: string;
  score(sheet: EvalSheet): void;
  submit(): void;
  retry(): void;
}

export function useEvaluation(tenderId: number): EvalView {
  const [flow, toFlow] = useFlow('tenderEvaluation', `tenderEvaluation-${tenderId}`, { tenderId });
  const room = useSelector(flow, (s) => s?.context.room ?? null);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? true);
  const failed = useSelector(flow, (s) => s?.hasTag('error') ?? false);
  const submitted = useSelector(flow, (s) => s?.hasTag('submitted') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const actions = useMemo(
    () => ({
      score: (sheet: EvalSheet) => toFlow({ type: 'tenderEvaluation.score', sheet }),
      submit: () => toFlow({ type: 'tenderEvaluation.submit' }),
      retry: () => toFlow({ type: 'tenderEvaluation.retry' }),
    }),
    [toFlow],
  );
  return { room, busy, failed, submitted, error, ...actions };
}

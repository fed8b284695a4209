// The supplier's quote on one inquiry as the view sees it: the inquiryQuote flow (load the
// company's quote, edit, submit, revise until the deadline, closed after it), spawned while the
// quote panel is shown. The server's clock of the detail corrects the browser's for the deadline.
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { QuoteDraft, QuoteLineDraft } from '../../../../machines/inquiry-forms';
import type { InquiryDetail, MyQuote } from '../../../api/inquiry';
import { useFlow } from '../../../shared/actor';
import { useFormDraft } from '../../../ui/form';

export type QuotePhase = 'loading' | 'failed' | 'editing' | 'submitting' | 'saved' | 'closed';
export type { QuoteDraft, QuoteLineDraft };

export interface QuoteFlowView {
  phase: QuotePhase;
  draft: QuoteDraft | null;
  /** The company's saved quote (null before its first). */
  quote: MyQuote | null;
  error: string;
  setLine(lineId: number, patch: Partial<Omit<QuoteLineDraft, 'lineId'>>): void;
  setTerms(patch: { validDays?: string; remark?: string }): void;
  submit(): void;
  revise(): void;
  retry(): void;
}

const PHASES = ['loading', 'failed', 'editing', 'submitting', 'saved'] as const;

export function useQuoteFlow(d: InquiryDetail): QuoteFlowView {
  const kept = useFormDraft<QuoteDraft>(`inquiryQuote:${d.id}`, null);
  const [input] = useState(() => {
    const offset = Date.parse(d.serverTime) - Date.now() || 0;
    return {
      inquiryId: d.id,
      lineIds: d.lines.map((l) => l.id),
      deadline: Date.parse(d.deadline),
      now: Date.now() + offset,
      saved: kept.saved,
    };
  });
  const [flow, toFlow] = useFlow('inquiryQuote', `inquiryQuote-${d.id}`, input);
  const phase = useSelector(flow, (s): QuotePhase => {
    if (!s) return 'loading';
    if (s.matches('closed')) return 'closed';
    return PHASES.find((p) => s.matches({ open: p })) ?? 'loading';
  });
  const draft = useSelector(flow, (s) => s?.context.draft ?? null);
  const quote = useSelector(flow, (s) => s?.context.quote ?? null);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  // The prices typed are kept while editing (a lapsed session, a closed tab) and dropped once saved.
  const draftKey = `inquiryQuote:${d.id}`;
  const typing = useFormDraft<QuoteDraft>(draftKey, phase === 'editing' ? draft : null);
  useEffect(() => {
    if (phase === 'saved') typing.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the phase decides
  }, [phase]);
  const actions = useMemo(
    () => ({
      setLine: (lineId: number, patch: Partial<Omit<QuoteLineDraft, 'lineId'>>) =>
        toFlow({ type: 'inquiryQuote.setLine', lineId, patch }),
      setTerms: (patch: { validDays?: string; remark?: string }) => toFlow({ type: 'inquiryQuote.setTerms', ...patch }),
      submit: () => toFlow({ type: 'inquiryQuote.submit' }),
      revise: () => toFlow({ type: 'inquiryQuote.revise' }),
      retry: () => toFlow({ type: 'inquiryQuote.retry' }),
    }),
    [toFlow],
  );
  return { phase, draft, quote, error, ...actions };
}

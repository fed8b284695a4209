// The buyer's inquiry wizard as the view sees it: the inquiryPublish flow (items → terms →
// review → save draft or submit; the review desk answers at once), spawned while the wizard is
// shown. Editing a draft starts the flow from the inquiry's saved form.
import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { emptyTerms, type LineDraft, type TermsDraft } from '../../../../machines/inquiry-forms';
import type { InquiryPublishInput } from '../../../../machines/inquiry-publish.machine';
import type { InquiryDetail } from '../../../api/inquiry';
import { beijingDay, beijingTime, DAY } from '../../../api/time';
import { useFlow } from '../../../shared/actor';

export type { LineDraft, TermsDraft };
export type PublishStep = 'items' | 'terms' | 'review' | 'pending';
export const STEPS: ReadonlyArray<{ key: Exclude<PublishStep, 'pending'>; label: string }> = [
  { key: 'items', label: '采购清单' },
  { key: 'terms', label: '询价条款' },
  { key: 'review', label: '确认提交' },
];

/** A datetime-local value (Beijing wall clock) ↔ an ISO instant with its zone. */
export const toLocalInput = (iso: string) =>
  iso && !Number.isNaN(Date.parse(iso)) ? beijingTime(iso).replace(' ', 'T') : '';
export const fromLocalInput = (value: string) => (value ? `${value}:00+08:00` : '');

/** A new inquiry's suggested deadline: 17:00 Beijing time seven days from now. */
export function suggestedDeadline(now: number): string {
  const day = beijingDay(now + 7 * DAY);
  return `${day}T17:00:00+08:00`;
}

/** The flow's input for editing a saved inquiry (draft or rejected). */
export function inputFromDetail(d: InquiryDetail): InquiryPublishInput {
  return {
    id: d.id,
    lines: d.lines.map((l) => ({
      name: l.name,
      spec: l.spec,
      unit: l.unit,
      quantity: String(l.quantity),
      remark: l.remark,
    })),
    terms: {
      title: d.title,
      categoryCode: d.categoryCode,
      provinceCode: d.provinceCode,
      cityCode: d.cityCode,
      deliveryAddress: d.deliveryAddress,
      taxIncluded: d.taxIncluded,
      taxRate: d.taxRate,
      deadline: d.deadline,
      contactName: d.contact.name,
      contactPhone: d.contact.phone,
      remark: d.remark,
      districtCode: d.districtCode,
      supplyKind: d.supplyKind,
      quoteMode: d.quoteMode,
      awardMode: d.awardMode,
      budget: d.budget === null ? '' : String(d.budget),
      deliveryDate: d.deliveryDate ?? '',
      invited: d.invited,
      attachments: d.attachments.map((a) => ({ attachId: a.attachId, name: a.name })),
    },
  };
}

export function usePublishFlow(start: InquiryPublishInput) {
  const [input] = useState(() => ({
    ...start,
    terms: { ...emptyTerms(), deadline: suggestedDeadline(Date.now()), ...start.terms },
  }));
  const [flow, toFlow] = useFlow('inquiryPublish', `inquiryPublish-${input.id ?? 'new'}`, input);
  const step = useSelector(flow, (s): PublishStep => {
    if (!s || s.matches('items')) return 'items';
    if (s.matches('terms')) return 'terms';
    return s.matches('pending') ? 'pending' : 'review';
  });
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const lines = useSelector(flow, (s) => s?.context.lines ?? null);
  const terms = useSelector(flow, (s) => s?.context.terms ?? null);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const reviewNote = useSelector(flow, (s) => s?.context.reviewNote ?? '');
  const id = useSelector(flow, (s) => s?.context.id ?? null);
  const actions = useMemo(
    () => ({
      addLine: () => toFlow({ type: 'inquiryPublish.addLine' }),
      removeLine: (index: number) => toFlow({ type: 'inquiryPublish.removeLine', index }),
      restoreLine: (index: number, line: LineDraft) => toFlow({ type: 'inquiryPublish.restoreLine', index, line }),
      updateLine: (index: number, patch: Partial<LineDraft>) =>
        toFlow({ type: 'inquiryPublish.updateLine', index, patch }),
      setTerms: (patch: Partial<TermsDraft>) => toFlow({ type: 'inquiryPublish.setTerms', patch }),
      next: () => toFlow({ type: 'inquiryPublish.next', now: Date.now() }),
      back: () => toFlow({ type: 'inquiryPublish.back' }),
      saveDraft: () => toFlow({ type: 'inquiryPublish.saveDraft' }),
      submit: () => toFlow({ type: 'inquiryPublish.submit' }),
    }),
    [toFlow],
  );
  return { step, busy, lines, terms, error, reviewNote, id, ...actions };
}
export type PublishFlowView = ReturnType<typeof usePublishFlow>;

// The purchaser's tender wizard as the view sees it: the tenderPublish flow's step, draft, the
// refusal and the field it is about, and its events (each 下一步 and 发布 with the page's clock).
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { TenderDraft, WizardStep } from '../../../../machines/tender-forms';
import { useFlow } from '../../../shared/actor';

export type PublishStep = WizardStep | 'review';
export const STEPS: ReadonlyArray<{ key: PublishStep; label: string }> = [
  { key: 'basics', label: '项目概况' },
  { key: 'qualifications', label: '资格与保证金' },
  { key: 'clocks', label: '时间安排' },
  { key: 'documents', label: '招标文件与联系人' },
  { key: 'review', label: '确认发布' },
];

export function usePublish() {
  const [flow, toFlow] = useFlow('tenderPublish', 'tenderPublish');
  const step = useSelector(flow, (s): PublishStep =>
    s ? ((STEPS.find((x) => s.matches(x.key))?.key ?? 'review') as PublishStep) : 'basics',
  );
  const draft = useSelector(flow, (s) => s?.context.draft ?? null);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const errorField = useSelector(flow, (s) => s?.context.errorField ?? null);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const actions = useMemo(
    () => ({
      set: (patch: Partial<TenderDraft>) => toFlow({ type: 'tenderPublish.set', patch }),
      next: () => toFlow({ type: 'tenderPublish.next', nowMs: Date.now() }),
      back: () => toFlow({ type: 'tenderPublish.back' }),
      submit: () => toFlow({ type: 'tenderPublish.submit', nowMs: Date.now() }),
    }),
    [toFlow],
  );
  return { step, draft, error, errorField, busy, ...actions };
}
export type PublishView = ReturnType<typeof usePublish>;

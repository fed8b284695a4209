// The labour publish flow as a form sees it: spawned while the form is shown (one per kind and
// listing), the member's own listing when editing, missing when it is not theirs, the messages
// per field and the server's refusal, busy while loading or saving, and submit.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { FieldErrors, LaborForm, LaborKind } from '../../../../machines/labor-forms';
import { useFlow } from '../../../shared/actor';

const NONE: FieldErrors = {};

export function useLaborPublish(kind: LaborKind, id: number | null) {
  const [flow, send] = useFlow('laborPublish', `laborPublish-${kind}-${id ?? 'new'}`, { kind, id });
  const own = useSelector(flow, (s) => s?.context.own ?? null);
  const missing = useSelector(flow, (s) => s?.hasTag('missing') ?? false);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const errors = useSelector(flow, (s) => s?.context.errors ?? NONE);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const submit = useMemo(() => (form: LaborForm) => send({ type: 'laborPublish.submit', form }), [send]);
  return { id, own, missing, busy, errors, error, submit };
}
export type LaborPublishView = ReturnType<typeof useLaborPublish>;

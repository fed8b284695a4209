// The publish form as the view sees it: the devicesPublish flow (the drafts, their problems by
// field, the review desk's answer), spawned while the form is shown; an edit starts it from the
// listing's stored form.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { NeedDraft, SupplyDraft } from '../../../../machines/devices-forms';
import type { DevicesPublishInput } from '../../../../machines/devices-publish.machine';
import type { ListingKind } from '../../../api/devices';
import { useFlow } from '../../../shared/actor';

export type { NeedDraft, SupplyDraft };

export function usePublishFlow(input: DevicesPublishInput) {
  const [flow, send] = useFlow(
    'devicesPublish',
    `devicesPublish-${input.kind ?? 'supply'}-${input.id ?? 'new'}`,
    input,
  );
  const kind = useSelector(flow, (s) => s?.context.kind ?? input.kind ?? 'supply');
  const id = useSelector(flow, (s) => s?.context.id ?? null);
  const supply = useSelector(flow, (s) => s?.context.supply ?? null);
  const need = useSelector(flow, (s) => s?.context.need ?? null);
  const errors = useSelector(flow, (s) => s?.context.errors ?? {});
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const saved = useSelector(flow, (s) => s?.context.saved ?? null);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  /** Changes on every failed submit: the view then focuses the first problem. */
  const failures = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.errors : null));
  const actions = useMemo(
    () => ({
      setKind: (k: ListingKind) => send({ type: 'devicesPublish.kind', kind: k }),
      setSupply: (patch: Partial<SupplyDraft>) => send({ type: 'devicesPublish.supply', patch }),
      setNeed: (patch: Partial<NeedDraft>) => send({ type: 'devicesPublish.need', patch }),
      submit: () => send({ type: 'devicesPublish.submit' }),
    }),
    [send],
  );
  return { kind, id, supply, need, errors, error, saved, busy, failures, ...actions };
}
export type PublishFlowView = ReturnType<typeof usePublishFlow>;

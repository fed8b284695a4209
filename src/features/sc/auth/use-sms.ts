// The SMS button of an sc flow's child (`sms`): its label, countdown and busy state for SmsCodeButton.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { smsButtonLabel, type smsButtonMachine } from '../../../../machines/sms-button.machine';

type SmsRef = ActorRefFrom<typeof smsButtonMachine>;

export function useSmsChild(flow: AnyActorRef | undefined) {
  const smsRef = useSelector(
    flow,
    (s: { children: Record<string, unknown> } | undefined) => s?.children.sms as SmsRef | undefined,
  );
  const counting = useSelector(smsRef, (s) => s?.hasTag('counting') ?? false);
  const seconds = useSelector(smsRef, (s) => s?.context.seconds ?? 0);
  const busy = useSelector(smsRef, (s) => s?.hasTag('busy') ?? true);
  return { label: smsButtonLabel(counting, seconds), disabled: busy || counting, counting };
}

// The apply form's flow (financeApply, spawned while the form is shown): the picture, the code
// button's label and countdown from its SMS child, the submit state and error, the answer.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FinanceDraft } from '../../../../machines/finance-forms';
import { smsButtonLabel, type smsButtonMachine } from '../../../../machines/sms-button.machine';
import type { FinanceApplication, FinanceCaptcha } from '../../../api/finance';
import { useFlow } from '../../../shared/actor';

type SmsRef = ActorRefFrom<typeof smsButtonMachine>;

export interface FinanceApplyView {
  captcha: FinanceCaptcha | null;
  captchaFailed: boolean;
  sms: { label: string; disabled: boolean; counting: boolean };
  busy: boolean;
  failed: boolean;
  error: string;
  application: FinanceApplication | null;
  cancelled: boolean;
  refreshCaptcha(): void;
  sendCode(phone: string, answer: string): void;
  submit(draft: FinanceDraft): void;
  cancel(): void;
  restart(): void;
}

export function useFinanceApply(productId: number | null): FinanceApplyView {
  const [flow, toFlow] = useFlow('financeApply', `financeApply-${productId ?? 0}`, { productId });
  const captcha = useSelector(flow, (s) => s?.context.captcha ?? null);
  const captchaFailed = useSelector(flow, (s) => s?.matches({ captcha: 'failed' }) ?? false);
  const smsRef = useSelector(flow, (s) => s?.children.sms as SmsRef | undefined);
  const counting = useSelector(smsRef, (s) => s?.hasTag('counting') ?? false);
  const seconds = useSelector(smsRef, (s) => s?.context.seconds ?? 0);
  const smsBusy = useSelector(smsRef, (s) => s?.hasTag('busy') ?? true);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const failed = useSelector(flow, (s) => s?.hasTag('error') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const application = useSelector(flow, (s) => (s?.matches({ form: 'submitted' }) ? s.context.application : null));
  const cancelled = useSelector(flow, (s) => s?.matches({ form: 'cancelled' }) ?? false);
  const actions = useMemo(
    () => ({
      refreshCaptcha: () => toFlow({ type: 'financeApply.refreshCaptcha' }),
      sendCode: (phone: string, answer: string) => toFlow({ type: 'financeApply.sendCode', phone, answer }),
      submit: (draft: FinanceDraft) => toFlow({ type: 'financeApply.submit', draft }),
      cancel: () => toFlow({ type: 'financeApply.cancel' }),
      restart: () => toFlow({ type: 'financeApply.restart' }),
    }),
    [toFlow],
  );
  return {
    captcha,
    captchaFailed,
    sms: { label: smsButtonLabel(counting, seconds), disabled: smsBusy || counting || !flow, counting },
    busy,
    failed,
    error,
    application,
    cancelled,
    ...actions,
  };
}

// The finance flows with their browser implementations. The apply flow: the picture captcha and the save through
// the finance catalogue, and the SMS button child with the finance apply send call (captcha key and
// answer checked by the server before any SMS). Forms show their own errors, so calls are silent.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { smsButtonMachine } from '../../../../machines/sms-button.machine';
import { finance } from '../../../api/finance';
import { call } from '../../../client/http';
import { opsCall } from '../../../shared/sections/ops/call';
import * as browser from '../browser';

const notify = (_: unknown, n: Parameters<typeof browser.showNotice>[0]) => browser.showNotice(n);

export const effects = {
  financeApply: flows.financeApply.provide({
    actors: {
      loadCaptcha: fromPromise(({ signal }) => call(finance.captcha, {}, { signal, silent: true })),
      submitApply: fromPromise(({ input, signal }) => call(finance.save, input, { signal, silent: true })),
      smsButton: smsButtonMachine.provide({
        actors: {
          // A finance code never asks whether the phone is registered.
          checkRegistered: fromPromise(async () => false),
          sendCode: fromPromise(({ input, signal }) =>
            call(
              finance.sendPhoneCode,
              {
                phone: input.phone,
                captcha: input.captcha?.code ?? '',
                key: input.captcha?.key ?? '',
                type: 'finance',
              },
              { signal, silent: true },
            ),
          ),
        },
        actions: { notify, navigate: (_, nav) => browser.navigate(nav) },
      }),
    },
    actions: { notify },
  }),
  // The institutions' desk: a decision through the console's own session.
  financeDesk: flows.financeDesk.provide({
    actors: {
      decide: fromPromise(({ input, signal }) => opsCall(finance.deskDecide, input, { signal, silent: true })),
    },
    actions: { notify },
  }),
};

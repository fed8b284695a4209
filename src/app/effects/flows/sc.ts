// The sc site's flows with their browser implementations: registration and the forgotten
// password through the sc catalogue, each with the shared SMS button sending sc codes.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { smsButtonMachine } from '../../../../machines/sms-button.machine';
import { sc } from '../../../api/sc';
import { call } from '../../../client/http';
import { storeScSession } from '../../../shared/sections/sc/session';
import * as browser from '../browser';

const notify = (_: unknown, n: Parameters<typeof browser.showNotice>[0]) => browser.showNotice(n);
const navigate = (_: unknown, nav: Parameters<typeof browser.navigate>[0]) => browser.navigate(nav);

/** The SMS button sending sc codes: the sc server refuses a register code for a registered phone itself. */
const scSmsButton = (purpose: 'register' | 'forget') =>
  smsButtonMachine.provide({
    actors: {
      checkRegistered: fromPromise(async () => false),
      sendCode: fromPromise(({ input, signal }) =>
        call(sc.sendPhoneCode, { phone: input.phone, purpose }, { signal, silent: true }),
      ),
    },
    actions: { notify, navigate },
  });

export const effects = {
  scRegister: flows.scRegister.provide({
    actors: {
      registerAccount: fromPromise(({ input, signal }) => call(sc.register, input, { signal, silent: true })),
      smsButton: scSmsButton('register'),
    },
    actions: { storeSession: (_, { result }) => storeScSession(result), navigate },
  }),
  scForget: flows.scForget.provide({
    actors: {
      resetPassword: fromPromise(({ input, signal }) => call(sc.forgetPassword, input, { signal, silent: true })),
      smsButton: scSmsButton('forget'),
    },
    actions: { notify, navigate },
  }),
};

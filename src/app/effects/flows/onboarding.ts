// The supplier onboarding flow with its browser implementation (through call(), aborted by the
// machine's signal; the page shows the error, so the call is silent) and its success notice.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { onboarding } from '../../../api/onboarding';
import { call } from '../../../client/http';
import { showNotice } from '../browser';

export const effects = {
  onboardingApply: flows.onboardingApply.provide({
    actors: {
      submitCert: fromPromise(({ input, signal }) => call(onboarding.submit, input, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n) },
  }),
};

// The operations console's flows with their browser implementations: the two-step login and a
// reviewer's claim → decide, through the console's own session (opsCall).
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { ops } from '../../../api/ops';
import { opsCall } from '../../../shared/sections/ops/call';
import * as browser from '../browser';

const notify = (_: unknown, n: Parameters<typeof browser.showNotice>[0]) => browser.showNotice(n);
const navigate = (_: unknown, nav: Parameters<typeof browser.navigate>[0]) => browser.navigate(nav);

export const effects = {
  opsLogin: flows.opsLogin.provide({
    actors: { login: fromPromise(({ input, signal }) => opsCall(ops.login, input, { signal, silent: true })) },
    actions: { navigate },
  }),
  opsReview: flows.opsReview.provide({
    actors: {
      claim: fromPromise(({ input, signal }) => opsCall(ops.claim, input, { signal, silent: true })),
      decide: fromPromise(({ input, signal }) => opsCall(ops.decide, input, { signal, silent: true })),
    },
    actions: { notify },
  }),
};

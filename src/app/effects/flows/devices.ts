// The equipment flow with its browser implementations: publishing a supply listing or a demand
// through the devices catalogue (the form shows its own errors, so the call is silent).
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { devices } from '../../../api/devices';
import { call } from '../../../client/http';
import * as browser from '../browser';

export const effects = {
  devicesPublish: flows.devicesPublish.provide({
    actors: {
      saveListing: fromPromise(({ input, signal }) =>
        input.kind === 'supply'
          ? call(devices.publish, input.form, { signal, silent: true })
          : call(devices.publishNeed, input.form, { signal, silent: true }),
      ),
    },
    actions: { navigate: (_, nav) => browser.navigate(nav), notify: (_, n) => browser.showNotice(n) },
  }),
};

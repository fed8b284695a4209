// The content desk's editor flow with its browser implementations: save and publish through the
// console's own session (opsCall).
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { cmsEditor } from '../../../api/cms';
import { opsCall } from '../../../shared/sections/ops/call';
import * as browser from '../browser';

export const effects = {
  opsContent: flows.opsContent.provide({
    actors: {
      save: fromPromise(({ input, signal }) => opsCall(cmsEditor.save, input, { signal, silent: true })),
      publish: fromPromise(({ input, signal }) => opsCall(cmsEditor.publish, input, { signal, silent: true })),
    },
    actions: { notify: (_, n) => browser.showNotice(n) },
  }),
};

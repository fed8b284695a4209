// The ground map's view flow with its browser implementations: the clusters through the ground
// catalogue (silent: the map shows its own error), and the viewport written into the list's URL
// in place (no history entry per pan), so the list and a reload follow it.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { ground } from '../../../api/ground';
import { call } from '../../../client/http';
import { groundMapList } from '../../../shared/sections/ground/views';
import * as browser from '../browser';

export const effects = {
  groundMap: flows.groundMap.provide({
    actors: {
      fetchClusters: fromPromise(({ input, signal }) =>
        call(
          ground.clusters,
          { ...input.filters, bbox: input.viewport.bbox, zoom: input.viewport.zoom },
          { signal, silent: true },
        ),
      ),
    },
    actions: {
      commitViewport: (_, { bbox }) => {
        const { view } = groundMapList.read(globalThis.location?.search ?? '');
        if (view.bbox === bbox) return;
        browser.navigate({ to: groundMapList.href(groundMapList.next(view, { bbox })), replace: true });
      },
    },
  }),
};

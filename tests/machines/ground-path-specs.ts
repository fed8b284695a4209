// The graph of the ground map's view flow: a first viewport from the address or none, user and
// programmatic moves, filters in every state, the clusters answering and failing, retry.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { groundMapMachine, type GroundMapContext } from '../../machines/ground-map.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

export const viewport = { bbox: '116.3,30.7,121.9,35.2', zoom: 6 };
export const answer = { clusters: [{ lng: 118.8, lat: 32.06, count: 12, id: null, expansionZoom: 8 }], total: 12 };

const groundMap: PathSpec = {
  name: 'groundMap',
  machine: groundMapMachine,
  inputs: [{ filters: {} }, { filters: { material: 'msand' }, viewport }],
  events: [
    { type: 'groundMap.moved', viewport, user: true },
    { type: 'groundMap.moved', viewport: { ...viewport, zoom: 7 }, user: false },
    { type: 'groundMap.filters', filters: { siteType: 'sand' } },
    { type: 'groundMap.retry' },
    done('fetchClusters', answer),
    failed('fetchClusters'),
  ],
  // One move of each kind and one filter change tell the states apart; the rest repeats them.
  context: (c: GroundMapContext) => ({
    moved: c.viewport !== null,
    user: c.userMoved,
    filtered: Object.keys(c.filters).length > 0,
    total: c.total,
    error: c.error,
  }),
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
    !(e.type === 'groundMap.filters' && (s.context as GroundMapContext).filters.siteType === 'sand'),
  simpleState: (s: AnyMachineSnapshot) => [s.value, (s.context as GroundMapContext).userMoved],
};

export const groundPathSpecs = { groundMap };

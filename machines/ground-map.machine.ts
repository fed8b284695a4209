// The ground map's view flow: the map reports each pan or zoom ('groundMap.moved'); after a quiet
// 350 ms the viewport is committed (the list's URL gets the new bbox, so the list refetches
// for it) and the clusters for it are fetched; filters ('groundMap.filters') refetch at once. States:
// idle (no viewport yet) → debouncing → fetching → showing, failed (tag error) with retry. A move
// during a fetch drops that fetch and starts the quiet time again.
import { assign, setup } from 'xstate';
import type { GroundCluster, GroundFilters } from '../src/api/ground';
import { errorText } from './notice';
import { provided } from './flow-kit';

export const GROUND_DEBOUNCE_MS = 350;

export interface Viewport {
  /** 'west,south,east,north' (WGS-84, 3 decimals). */
  bbox: string;
  zoom: number;
}
export type ClusterFilters = Omit<GroundFilters, 'bbox'>;
export interface ClusterAnswer {
  clusters: GroundCluster[];
  total: number;
}
export interface GroundMapInput {
  filters: ClusterFilters;
  /** The URL's viewport once the map has fitted it (null: the map sends its first one). */
  viewport?: Viewport | null;
}
export interface GroundMapContext {
  filters: ClusterFilters;
  viewport: Viewport | null;
  /** The viewport came from the user (pan, zoom, a cluster's click), not from the address. */
  userMoved: boolean;
  clusters: GroundCluster[];
  total: number;
  error: string | null;
}
export type GroundMapEvent =
  | { type: 'groundMap.moved'; viewport: Viewport; user: boolean }
  | { type: 'groundMap.filters'; filters: ClusterFilters }
  | { type: 'groundMap.retry' };

const moved = {
  'groundMap.moved': { target: '#groundMap.debouncing', reenter: true, actions: 'takeViewport' },
} as const;

export const groundMapMachine = setup({
  types: {
    context: {} as GroundMapContext,
    events: {} as GroundMapEvent,
    input: {} as GroundMapInput,
    tags: {} as 'error' | 'busy',
  },
  actors: { fetchClusters: provided<ClusterAnswer, { viewport: Viewport; filters: ClusterFilters }>('fetchClusters') },
  delays: { quiet: GROUND_DEBOUNCE_MS },
  actions: {
    takeViewport: assign(({ event }) =>
      event.type === 'groundMap.moved' ? { viewport: event.viewport, userMoved: event.user } : {},
    ),
    takeFilters: assign(({ event }) => (event.type === 'groundMap.filters' ? { filters: event.filters } : {})),
    /** Writes the viewport into the list's URL (replacing the entry): the list follows. */
    commitViewport: (_, _params: { bbox: string }) => {},
  },
  guards: {
    hasViewport: ({ context }) => context.viewport !== null,
    userMoved: ({ context }) => context.userMoved,
  },
}).createMachine({
  id: 'groundMap',
  context: ({ input }) => ({
    filters: input.filters,
    viewport: input.viewport ?? null,
    userMoved: false,
    clusters: [],
    total: 0,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasViewport', target: 'fetching' }, { target: 'idle' }] },
    idle: {
      on: { ...moved, 'groundMap.filters': { actions: 'takeFilters' } },
    },
    debouncing: {
      tags: 'busy',
      after: {
        quiet: [
          {
            guard: 'userMoved',
            target: 'fetching',
            actions: { type: 'commitViewport', params: ({ context }) => ({ bbox: context.viewport!.bbox }) },
          },
          { target: 'fetching' },
        ],
      },
      on: { ...moved, 'groundMap.filters': { actions: 'takeFilters' } },
    },
    fetching: {
      tags: 'busy',
      invoke: {
        id: 'fetchClusters',
        src: 'fetchClusters',
        input: ({ context }) => ({ viewport: context.viewport!, filters: context.filters }),
        onDone: {
          target: 'showing',
          actions: assign(({ event }) => ({ clusters: event.output.clusters, total: event.output.total, error: null })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorText(event.error) })) },
      },
      on: { ...moved, 'groundMap.filters': { target: 'fetching', reenter: true, actions: 'takeFilters' } },
    },
    showing: {
      on: { ...moved, 'groundMap.filters': { target: 'fetching', actions: 'takeFilters' } },
    },
    failed: {
      tags: 'error',
      on: {
        ...moved,
        'groundMap.filters': { target: 'fetching', actions: 'takeFilters' },
        'groundMap.retry': 'fetching',
      },
    },
  },
});

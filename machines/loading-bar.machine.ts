// Request loading bar: counts concurrent requests; the bar shows only if some are still running
// after the 200 ms throttle, creeps to 90 % over the 5000 ms duration, then completes and hides.
import { assign, setup } from 'xstate';

export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_CEILING = 90;
export const CREEP_INTERVAL_MS = 100;
/** How long the full (100 %) bar stays before it hides. */
export const FINISH_MS = 300;

export type LoadingBarEvent = { type: 'request.start' } | { type: 'request.end' };

export interface LoadingBarContext {
  progress: number;
  /** Requests started and not yet ended. */
  pending: number;
  /** Time the bar has been creeping, in ms. */
  elapsed: number;
}

const progressAt = (elapsed: number) =>
  Math.min(LOADING_CEILING, Math.round((LOADING_CEILING * elapsed) / LOADING_DURATION_MS));

export const loadingBarMachine = setup({
  types: { context: {} as LoadingBarContext, events: {} as LoadingBarEvent, tags: {} as 'visible' },
  delays: { throttle: LOADING_THROTTLE_MS, creep: CREEP_INTERVAL_MS, finish: FINISH_MS },
  actions: {
    countStart: assign({ pending: ({ context }) => context.pending + 1 }),
    countEnd: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    restart: assign({ progress: 0, elapsed: 0 }),
    creep: assign(({ context }) => {
      const elapsed = context.elapsed + CREEP_INTERVAL_MS;
      return { elapsed, progress: progressAt(elapsed) };
    }),
    complete: assign({ progress: 100 }),
  },
  guards: {
    lastRequest: ({ context }) => context.pending <= 1,
    belowCeiling: ({ context }) => context.elapsed < LOADING_DURATION_MS,
  },
}).createMachine({
  id: 'loadingBar',
  context: { progress: 0, pending: 0, elapsed: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'request.start': { target: 'waiting', actions: 'countStart' } },
    },
    waiting: {
      after: { throttle: { target: 'shown', actions: 'restart' } },
      on: {
        'request.start': { actions: 'countStart' },
        'request.end': [{ guard: 'lastRequest', target: 'idle', actions: 'countEnd' }, { actions: 'countEnd' }],
      },
    },
    shown: {
      tags: 'visible',
      initial: 'running',
      states: {
        running: {
          after: { creep: { guard: 'belowCeiling', target: 'running', reenter: true, actions: 'creep' } },
          on: {
            'request.start': { actions: 'countStart' },
            'request.end': [
              { guard: 'lastRequest', target: 'completing', actions: 'countEnd' },
              { actions: 'countEnd' },
            ],
          },
        },
        completing: {
          entry: 'complete',
          after: { finish: { target: '#loadingBar.idle', actions: 'restart' } },
          on: { 'request.start': { target: 'running', actions: ['countStart', 'restart'] } },
        },
      },
    },
  },
});

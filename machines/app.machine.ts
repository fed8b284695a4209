// Root app actor: invokes every long-lived child under its systemId, holds the persistable store,
// and spawns / stops page-scoped flows by key while their views are mounted (useFlow). Each flow's
// machine is its own chunk, loaded when a view first needs it (machines/lazy-flow.ts).
import { assign, enqueueActions, sendTo, setup, stopChild, type InputFrom } from 'xstate';
import { initialStore, rememberKeyword, type AppStore } from './app-store';
import { chunkGuardMachine, type ChunkGuardEvent } from './chunk-guard.machine';
import { loadingBarMachine } from './loading-bar.machine';
import { logoutGuardMachine, type LogoutGuardEvent } from './logout-guard.machine';
import { flows } from './flows.gen';
import type { LazyFlow, LogicOf } from './lazy-flow';
import { navPanelMachine } from './nav-panel.machine';
import { persistenceMachine } from './persistence.machine';
import { sessionMachine } from './session.machine';

/**
 * Page-scoped flows, spawned by key, each loaded on demand: every `machines/<name>.machine.ts`
 * that is not one of the root's children above, found by `npm run routes:table` (flows.gen.ts).
 */
export { flows };
export type FlowKey = keyof typeof flows;
type FlowLogics = { [K in FlowKey]: (typeof flows)[K] extends LazyFlow<infer M> ? LogicOf<M> : never };
export type FlowInput<K extends FlowKey> = InputFrom<(typeof flows)[K]>;

// One event type for every flow (not a union per key): spawnChild cannot narrow a union of keys
// to its input, and useFlow already ties the input to its key.
export type FlowStartEvent = { type: 'flow.start'; key: FlowKey; id: string; input?: FlowInput<FlowKey> };

export type AppEvent =
  | { type: 'store.set'; patch: Partial<AppStore> }
  | { type: 'store.restore'; store: AppStore }
  | { type: 'store.rememberKeyword'; keyword: string }
  | { type: 'app.unload' }
  | ChunkGuardEvent
  | LogoutGuardEvent
  | FlowStartEvent
  | { type: 'flow.stop'; id: string };

export interface AppContext {
  store: AppStore;
  lastReloadAt: number | null;
  lastLogoutAt: number | null;
  /** Running page flows: child id → flow key. */
  flows: Record<string, FlowKey>;
}

export interface AppInput {
  /** Read by effects from sessionStorage: the chunk guard's last reload. */
  lastReloadAt?: number | null;
  /** Read by effects from sessionStorage: the last navigation to the logout handler after a 401. */
  lastLogoutAt?: number | null;
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    session: sessionMachine,
    persistence: persistenceMachine,
    chunkGuard: chunkGuardMachine,
    logoutGuard: logoutGuardMachine,
    loadingBar: loadingBarMachine,
    navPanel: navPanelMachine,
    ...(flows as FlowLogics),
  },
  guards: {
    flowAbsent: ({ context, event }) => event.type === 'flow.start' && !(event.id in context.flows),
    flowRunning: ({ context, event }) => event.type === 'flow.stop' && event.id in context.flows,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    store: initialStore,
    lastReloadAt: input?.lastReloadAt ?? null,
    lastLogoutAt: input?.lastLogoutAt ?? null,
    flows: {},
  }),
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    {
      id: 'persistence',
      systemId: 'persistence',
      src: 'persistence',
      input: ({ context }) => ({ store: context.store }),
    },
    {
      id: 'chunkGuard',
      systemId: 'chunkGuard',
      src: 'chunkGuard',
      input: ({ context }) => ({ lastReloadAt: context.lastReloadAt }),
    },
    {
      id: 'logoutGuard',
      systemId: 'logoutGuard',
      src: 'logoutGuard',
      input: ({ context }) => ({ lastLogoutAt: context.lastLogoutAt }),
    },
    { id: 'loadingBar', systemId: 'loadingBar', src: 'loadingBar' },
    { id: 'navPanel', systemId: 'navPanel', src: 'navPanel' },
  ],
  on: {
    'store.set': { actions: assign({ store: ({ context, event }) => ({ ...context.store, ...event.patch }) }) },
    'store.restore': { actions: assign({ store: ({ event }) => event.store }) },
    'store.rememberKeyword': {
      actions: assign({ store: ({ context, event }) => rememberKeyword(context.store, event.keyword) }),
    },
    'app.unload': {
      actions: sendTo('persistence', ({ context }) => ({ type: 'app.unload' as const, store: context.store })),
    },
    'chunk.loadError': { actions: sendTo('chunkGuard', ({ event }) => event) },
    'auth.unauthorized': { actions: sendTo('logoutGuard', ({ event }) => event) },
    'flow.start': {
      guard: 'flowAbsent',
      actions: enqueueActions(({ enqueue, event }) => {
        // spawnChild's overloads take one literal key at a time; the key is a registered flow.
        const spawn = enqueue.spawnChild as (src: FlowKey, options: { id: string; input?: FlowInput<FlowKey> }) => void;
        spawn(event.key, { id: event.id, input: event.input });
        enqueue.assign({ flows: ({ context }) => ({ ...context.flows, [event.id]: event.key }) });
      }),
    },
    'flow.stop': {
      guard: 'flowRunning',
      actions: [
        stopChild(({ event }) => event.id),
        assign({
          flows: ({ context, event }) =>
            Object.fromEntries(Object.entries(context.flows).filter(([id]) => id !== event.id)),
        }),
      ],
    },
  },
});

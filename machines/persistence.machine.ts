// Store persistence: the root's store is saved to local storage on page unload and restored on
// start only if the saved key set matches the current store's; anything else is discarded.
import { fromPromise, sendParent, setup } from 'xstate';
import { parseSavedStore, type AppStore } from './app-store';

export type PersistenceEvent = { type: 'app.unload'; store: AppStore };

export interface PersistenceInput {
  /** The store as the app starts with it: its key set decides whether a saved copy fits. */
  store: AppStore;
}

export const persistenceMachine = setup({
  types: {
    context: {} as { current: AppStore },
    events: {} as PersistenceEvent,
    input: {} as PersistenceInput,
  },
  actors: {
    /** Placeholder: the saved JSON (localStorage), or null when there is none. */
    loadSaved: fromPromise<string | null>(async () => null),
  },
  actions: {
    /** Placeholder: write the JSON (localStorage). */
    saveStore: (_, _params: { json: string }) => {},
    /** Placeholder: remove a saved value that does not fit. */
    discardSaved: () => {},
    restoreStore: sendParent((_, params: { store: AppStore }) => ({ type: 'store.restore', store: params.store })),
  },
  guards: {
    savedFits: ({ context }, params: { raw: string | null }) => parseSavedStore(params.raw, context.current) !== null,
    somethingSaved: (_, params: { raw: string | null }) => params.raw !== null,
  },
}).createMachine({
  id: 'persistence',
  context: ({ input }) => ({ current: input.store }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'loadSaved',
        src: 'loadSaved',
        onDone: [
          {
            guard: { type: 'savedFits', params: ({ event }) => ({ raw: event.output }) },
            target: 'ready',
            actions: {
              type: 'restoreStore',
              params: ({ context, event }) => ({ store: parseSavedStore(event.output, context.current)! }),
            },
          },
          {
            guard: { type: 'somethingSaved', params: ({ event }) => ({ raw: event.output }) },
            target: 'ready',
            actions: 'discardSaved',
          },
          { target: 'ready' },
        ],
        onError: { target: 'ready', actions: 'discardSaved' },
      },
    },
    ready: {
      on: {
        'app.unload': {
          actions: { type: 'saveStore', params: ({ event }) => ({ json: JSON.stringify(event.store) }) },
        },
      },
    },
  },
});

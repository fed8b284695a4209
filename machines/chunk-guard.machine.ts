// Chunk-load failure guard: a failed lazy chunk (Vite's vite:preloadError) triggers one full page
// reload, at most once per 60 s; the last reload time survives the reload (input + rememberReload).
import { assign, setup } from 'xstate';

export const RELOAD_GUARD_MS = 60_000;

/** `at` is the failure time in ms (the app stamps it with its clock, tests with theirs). */
export type ChunkGuardEvent = { type: 'chunk.loadError'; at: number };

export interface ChunkGuardInput {
  /** When this tab last reloaded for a chunk failure (kept in sessionStorage), or null. */
  lastReloadAt?: number | null;
}

export const chunkGuardMachine = setup({
  types: {
    context: {} as { lastReloadAt: number | null },
    events: {} as ChunkGuardEvent,
    input: {} as ChunkGuardInput,
    tags: {} as 'reloadSuppressed',
  },
  actions: {
    /** Placeholder: persist `at` so the reloaded page knows (sessionStorage). */
    rememberReload: (_, _params: { at: number }) => {},
    /** Placeholder: full page reload. */
    reloadPage: () => {},
  },
  guards: {
    reloadAllowed: ({ context, event }) =>
      context.lastReloadAt === null || event.at - context.lastReloadAt >= RELOAD_GUARD_MS,
  },
}).createMachine({
  id: 'chunkGuard',
  context: ({ input }) => ({ lastReloadAt: input?.lastReloadAt ?? null }),
  initial: 'watching',
  on: {
    'chunk.loadError': [
      {
        guard: 'reloadAllowed',
        target: '.reloading',
        actions: [
          assign({ lastReloadAt: ({ event }) => event.at }),
          { type: 'rememberReload', params: ({ event }) => ({ at: event.at }) },
          'reloadPage',
        ],
      },
      // The reload did not cure it: tell the user to refresh by hand instead of looping.
      { target: '.suppressed' },
    ],
  },
  states: {
    watching: {},
    // The page is going away: the same failure reported again (the route's import rejecting
    // after vite:preloadError) must not flash "refresh by hand" before the reload.
    reloading: { on: { 'chunk.loadError': {} } },
    suppressed: { tags: 'reloadSuppressed' },
  },
});

// 401 guard: a call answered 401 sends the page to the logout handler at most once per 60 s
// (the time survives the handler's reloads: input + rememberLogout). The stale login is dropped
// first, so no later call carries it; inside the 60 s the page stays and says so once.
import { assign, enqueueActions, not, setup } from 'xstate';
import type { Notice } from './notice';
import { checkAgain, sessionIn } from './session-link';

export const LOGOUT_GUARD_MS = 60_000;
export const SESSION_EXPIRED = '登录已失效，请重新登录';

/** `at` is the time of the 401 in ms (the app stamps it with its clock, tests with theirs). */
export type LogoutGuardEvent = { type: 'auth.unauthorized'; at: number };

export interface LogoutGuardInput {
  /** When this tab last left for the logout handler (kept in sessionStorage), or null. */
  lastLogoutAt?: number | null;
}

export const logoutGuardMachine = setup({
  types: {
    context: {} as { lastLogoutAt: number | null },
    events: {} as LogoutGuardEvent,
    input: {} as LogoutGuardInput,
    tags: {} as 'leaving' | 'logoutSuppressed',
  },
  actions: {
    /** Placeholder: remove the login cookies (every path and domain) and the stored params. */
    clearLogin: () => {},
    /** Placeholder: persist `at` so the handler's pages know (sessionStorage). */
    rememberLogout: (_, _params: { at: number }) => {},
    /** Placeholder: full load of the configured logout handler. */
    goToLogoutHandler: () => {},
    notify: (_, _params: Notice) => {},
  },
  guards: {
    logoutAllowed: ({ context, event }) =>
      context.lastLogoutAt === null || event.at - context.lastLogoutAt >= LOGOUT_GUARD_MS,
  },
}).createMachine({
  id: 'logoutGuard',
  context: ({ input }) => ({ lastLogoutAt: input?.lastLogoutAt ?? null }),
  initial: 'watching',
  on: {
    'auth.unauthorized': {
      guard: 'logoutAllowed',
      target: '.leaving',
      actions: [
        'clearLogin',
        assign({ lastLogoutAt: ({ event }) => event.at }),
        { type: 'rememberLogout', params: ({ event }) => ({ at: event.at }) },
        'goToLogoutHandler',
      ],
    },
  },
  states: {
    watching: {
      on: {
        // The handler's own reload answered 401 again: leaving once more would loop. Stay,
        // logged out, and tell the user once.
        'auth.unauthorized': {
          guard: not('logoutAllowed'),
          target: 'suppressed',
          actions: [
            'clearLogin',
            // The session (when there is one) re-reads the login that was just dropped.
            enqueueActions(({ enqueue, system }) => {
              const session = sessionIn(system);
              if (session) enqueue.sendTo(session, checkAgain);
            }),
            { type: 'notify', params: { kind: 'warning', message: SESSION_EXPIRED } },
          ],
        },
      },
    },
    // The page is going away: the other calls' 401s must not start a second navigation.
    leaving: { tags: 'leaving', on: { 'auth.unauthorized': {} } },
    // Further 401s inside the 60 s change nothing (no repeated notice); after them, leave again.
    suppressed: { tags: 'logoutSuppressed' },
  },
});

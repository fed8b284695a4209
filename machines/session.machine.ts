// Login sync (spec §4): on start the session decides logged-in from the cross-site login cookies
// (token + dept id) plus the stored params (isLogin); anything short of all three is logged out.
import { assign, fromPromise, setup } from 'xstate';
import type { StoredParams } from '../src/client/storage';

/** What the browser holds about a login: the cookies and the stored params (read by effects). */
export interface LoginProbe {
  token?: string;
  deptId?: string;
  username?: string;
  params: StoredParams | null;
}

export interface SessionContext {
  params: StoredParams | null;
  username: string;
}

export type SessionEvent = { type: 'session.check' };

// The later sync branches slot in as guarded onDone entries ahead of the last one, each with its
// own state: no params + cookies → redirectingToLoginBack; dept id ≠ stored company → the same;
// params without cookies → loggedOutElsewhere (clear + reload); loggedIn gains substates
// (waiting 1200 ms → refreshing user info and unread count). Views read the tags, not the values.
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'checking' | 'loggedIn',
  },
  actors: {
    /** Placeholder: read the login cookies and the stored params. */
    readLogin: fromPromise<LoginProbe>(async () => ({ params: null })),
  },
  guards: {
    loggedIn: (_, probe: LoginProbe) => Boolean(probe.token && probe.deptId && probe.params?.isLogin === true),
  },
  actions: {
    remember: assign((_, probe: LoginProbe) => ({ params: probe.params, username: probe.username ?? '' })),
    forget: assign({ params: null, username: '' }),
  },
}).createMachine({
  id: 'session',
  context: { params: null, username: '' },
  initial: 'checking',
  states: {
    checking: {
      tags: 'checking',
      invoke: {
        id: 'readLogin',
        src: 'readLogin',
        onDone: [
          {
            guard: { type: 'loggedIn', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: { type: 'remember', params: ({ event }) => event.output },
          },
          { target: 'loggedOut', actions: 'forget' },
        ],
        onError: { target: 'loggedOut', actions: 'forget' },
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      on: { 'session.check': 'checking' },
    },
    loggedOut: {
      on: { 'session.check': 'checking' },
    },
  },
});

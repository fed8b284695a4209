// Login sync and the member session (spec §4): the login cookies and stored params decide each
// page start (login-back, logged in, logged out elsewhere, logged out, ?handleLogout); logged in,
// unread count and user info load after 1.2 s; company switching; logout behind a confirm dialog.
// The implementations are in ./session-setup.ts; this is the chart.
import { assign } from 'xstate';
import { loginBackUrl, paramsFromBusiness, paramsFromToken, type LoginProbe, type SyncBranch } from './session-rules';
import { loggedOutContext, sessionSetup } from './session-setup';

export type { LoginProbe } from './session-rules';
export type { MemberData, SessionContext, SessionEvent, Unread } from './session-types';
export { SYNC_DELAY_MS } from './session-setup';

export const UNREAD_ERROR = '系统异常';

/** The guard "the probe just read takes this login-sync branch". */
const branch = (is: SyncBranch) => ({
  type: 'branch' as const,
  params: ({ event }: { event: { output: LoginProbe } }) => ({ probe: event.output, is }),
});

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: { ...loggedOutContext, path: '/' },
  initial: 'checking',
  on: {
    // From the login and register flows: the login is stored (cookies first: other tabs re-check
    // on the params' storage event) before the view moves on.
    'login.succeeded': {
      target: '.loggedIn',
      actions: [
        {
          type: 'setLoginCookies',
          params: ({ event }) => ({
            token: event.result.accessToken,
            deptId: event.result.deptId,
            username: event.result.username,
          }),
        },
        { type: 'writeParams', params: ({ event }) => ({ params: paramsFromToken(event.result) }) },
        { type: 'rememberLogin', params: ({ event }) => event.result },
      ],
    },
  },
  states: {
    checking: {
      tags: 'checking',
      invoke: {
        id: 'readLogin',
        src: 'readLogin',
        onDone: [
          {
            guard: branch('handleLogout'),
            target: 'handlingLogout',
            actions: assign({ path: ({ event }) => event.output.path ?? '/' }),
          },
          {
            guard: branch('cookiesWithoutParams'),
            target: 'redirecting',
            actions: { type: 'redirect', params: ({ event }) => ({ url: loginBackUrl(event.output) }) },
          },
          {
            guard: branch('synced'),
            target: 'loggedIn',
            actions: { type: 'remember', params: ({ event }) => event.output },
          },
          {
            guard: branch('deptMismatch'),
            target: 'redirecting',
            actions: { type: 'redirect', params: ({ event }) => ({ url: loginBackUrl(event.output) }) },
          },
          { guard: branch('paramsWithoutCookies'), target: 'loggedOutElsewhere' },
          { target: 'loggedOut', actions: 'forget' },
        ],
        onError: { target: 'loggedOut', actions: 'forget' },
      },
    },
    handlingLogout: {
      tags: 'checking',
      entry: 'removeLoginCookies',
      invoke: {
        id: 'scLogout',
        src: 'scLogout',
        onDone: 'reloadingBare',
        onError: 'reloadingBare',
      },
    },
    // The states that end in a full load are 'leaving', not 'loggedOut': until the new page is
    // there the old one must not offer 登录 (a click on it would race the load).
    reloadingBare: {
      tags: 'leaving',
      entry: ['clearStorage', 'forget', { type: 'reloadPath', params: ({ context }) => ({ path: context.path }) }],
    },
    // /login-back establishes the session in this page and then asks for a session.check.
    redirecting: {
      tags: 'checking',
      on: { 'session.check': 'checking' },
    },
    loggedOutElsewhere: {
      tags: 'leaving',
      entry: ['removeLoginCookies', 'clearStorage', 'forget', 'reloadPage'],
    },
    leavingToLogoutHandler: {
      tags: 'leaving',
      entry: ['removeLoginCookies', 'clearStorage', 'forget', 'goToLogoutHandler'],
    },
    // Another tab changed the login: this page is reloaded for it.
    reloading: {
      tags: 'leaving',
      entry: ['forget', 'reloadPage'],
    },
    loggedOut: {
      tags: 'loggedOut',
      on: { 'session.check': 'checking' },
    },
    loggedIn: {
      tags: 'loggedIn',
      type: 'parallel',
      states: {
        profile: {
          initial: 'waiting',
          states: {
            waiting: { after: { syncDelay: 'loading' } },
            loading: {
              type: 'parallel',
              onDone: 'ready',
              states: {
                unread: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadUnread',
                        src: 'loadUnread',
                        onDone: { target: 'done', actions: assign({ unread: ({ event }) => event.output }) },
                        onError: {
                          target: 'done',
                          actions: [
                            assign({ unread: null }),
                            { type: 'notify', params: { kind: 'error', message: UNREAD_ERROR } },
                          ],
                        },
                      },
                    },
                    done: { type: 'final' },
                  },
                },
                member: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadMember',
                        src: 'loadMember',
                        onDone: {
                          target: 'done',
                          actions: [
                            { type: 'keepMember', params: ({ event }) => event.output },
                            { type: 'writeParams', params: ({ context }) => ({ params: context.params }) },
                          ],
                        },
                        onError: 'done',
                      },
                    },
                    done: { type: 'final' },
                  },
                },
              },
            },
            ready: {
              on: {
                'company.switch': {
                  target: 'switching',
                  actions: assign({ switchTo: ({ event }) => event.companyId }),
                },
                'unread.refresh': 'refreshingUnread',
              },
            },
            // The badge alone reloads; a failure keeps the last count (the page that asked shows its own).
            refreshingUnread: {
              on: { 'unread.refresh': { target: 'refreshingUnread', reenter: true } },
              invoke: {
                id: 'reloadUnread',
                src: 'loadUnread',
                onDone: { target: 'ready', actions: assign({ unread: ({ event }) => event.output }) },
                onError: 'ready',
              },
            },
            switching: {
              invoke: {
                id: 'switchCompany',
                src: 'switchCompany',
                input: ({ context }) => ({ companyId: context.switchTo ?? 0 }),
                // Cookie before params: other tabs re-check on the params' storage event. Then the
                // new company's user info and unread count load again.
                onDone: {
                  target: 'loading',
                  actions: [
                    { type: 'setDeptCookie', params: ({ event }) => ({ deptId: event.output.deptId }) },
                    assign(({ context, event }) => ({
                      params: paramsFromBusiness(event.output, context.companies),
                      switchTo: null,
                    })),
                    { type: 'writeParams', params: ({ context }) => ({ params: context.params }) },
                  ],
                },
                onError: { target: 'ready', actions: assign({ switchTo: null }) },
              },
            },
          },
        },
        logout: {
          initial: 'idle',
          states: {
            idle: { on: { 'logout.request': 'confirming' } },
            confirming: {
              tags: 'confirmingLogout',
              on: { 'logout.confirm': 'requesting', 'logout.cancel': 'idle' },
            },
            requesting: {
              invoke: {
                id: 'logout',
                src: 'logout',
                onDone: '#session.leavingToLogoutHandler',
                onError: '#session.leavingToLogoutHandler',
              },
            },
          },
        },
        // Another tab may have logged out, logged in again or switched company: the window's
        // focus and storage events ask for a re-check, and anything but the same login reloads.
        watch: {
          initial: 'idle',
          states: {
            idle: { on: { 'session.check': 'checking' } },
            checking: {
              invoke: {
                id: 'recheck',
                src: 'readLogin',
                onDone: [
                  { guard: { type: 'sameLogin', params: ({ event }) => event.output }, target: 'idle' },
                  { guard: branch('paramsWithoutCookies'), target: '#session.loggedOutElsewhere' },
                  { target: '#session.reloading' },
                ],
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});

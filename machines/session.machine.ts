// Login sync and the member session (spec §4): the login cookies and stored params decide each
// page start (login-back, logged in, logged out elsewhere, logged out, ?handleLogout); logged in,
// unread count and user info load after 1.2 s; company switching; logout behind a confirm dialog.
import { assign, fromPromise, setup } from 'xstate';
import { provided } from './flow-kit';
import type { TokenResult } from '../src/api/auth';
import type { Business } from '../src/api/member';
import type { Notice } from './notice';
import { loginBackUrl, paramsFromBusiness, paramsFromToken, refreshedParams, syncBranch, type LoginProbe, type SyncBranch } from './session-rules';
import type { MemberData, SessionContext, SessionEvent, StoredParams, Unread } from './session-types';

export type { LoginProbe } from './session-rules';
export type { MemberData, SessionContext, SessionEvent, Unread } from './session-types';

export const SYNC_DELAY_MS = 1200;
export const UNREAD_ERROR = '系统异常';

/** The guard "the probe just read takes this login-sync branch". */
const branch = (is: SyncBranch) => ({ type: 'branch' as const, params: ({ event }: { event: { output: LoginProbe } }) => ({ probe: event.output, is }) });
const loggedOutContext = { params: null, username: '', userInfo: null, unread: null, companies: [], switchTo: null };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'checking' | 'loggedIn' | 'loggedOut' | 'leaving' | 'confirmingLogout',
  },
  actors: {
    /** Placeholder: the login cookies, the stored params and the address. */
    readLogin: fromPromise<LoginProbe>(async () => ({ params: null })),
    loadUnread: provided<Unread>('loadUnread'),
    /** Placeholder: member info for the chosen company plus the member's companies. */
    loadMember: provided<MemberData>('loadMember'),
    switchCompany: provided<Business, { companyId: number }>('switchCompany'),
    /** Placeholder: revoke the token (its failure is ignored: the user leaves either way). */
    logout: fromPromise<unknown>(async () => null),
    /** Placeholder: the sc public-tender site's logout. */
    scLogout: fromPromise<unknown>(async () => null),
  },
  actions: {
    /** Placeholder: in-app navigation, replacing the current entry. */
    redirect: (_, _params: { url: string }) => {},
    setLoginCookies: (_, _params: { token: string; deptId: string; username: string }) => {},
    setDeptCookie: (_, _params: { deptId: string }) => {},
    removeLoginCookies: () => {},
    /** Placeholder: write (or, with null, remove) the stored params. */
    writeParams: (_, _params: { params: StoredParams | null }) => {},
    clearStorage: () => {},
    reloadPage: () => {},
    /** Placeholder: full load of `path` (the address without its query). */
    reloadPath: (_, _params: { path: string }) => {},
    /** Placeholder: full load of the configured logout handler of the main site. */
    goToLogoutHandler: () => {},
    notify: (_, _params: Notice) => {},
    remember: assign((_, probe: LoginProbe) => ({ ...loggedOutContext, params: probe.params, username: probe.username ?? '' })),
    rememberLogin: assign((_, r: TokenResult) => ({ ...loggedOutContext, params: paramsFromToken(r), username: r.username })),
    keepMember: assign(({ context }, m: MemberData) => ({
      userInfo: m.userInfo,
      companies: m.companies,
      params: context.params && refreshedParams(context.params, m.userInfo, m.companies),
    })),
    forget: assign(loggedOutContext),
  },
  guards: {
    branch: (_, p: { probe: LoginProbe; is: SyncBranch }) => syncBranch(p.probe) === p.is,
    /** A re-check finds the login this tab shows: same company, same user. */
    sameLogin: ({ context }, probe: LoginProbe) =>
      syncBranch(probe) === 'synced' && probe.deptId === context.params?.choseCom && (probe.username ?? '') === context.username,
  },
  delays: { syncDelay: SYNC_DELAY_MS },
}).createMachine({
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
          params: ({ event }) => ({ token: event.result.accessToken, deptId: event.result.deptId, username: event.result.username }),
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
                          actions: [assign({ unread: null }), { type: 'notify', params: { kind: 'error', message: UNREAD_ERROR } }],
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
                'company.switch': { target: 'switching', actions: assign({ switchTo: ({ event }) => event.companyId }) },
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
                    assign(({ context, event }) => ({ params: paramsFromBusiness(event.output, context.companies), switchTo: null })),
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

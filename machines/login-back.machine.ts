// Login-back (spec §4): another site of the domain hands over its token and company; this page
// stores the token, reads the member info for that company, stores params and cookies, drops the
// token from the address bar and goes on to target. The session then reads the stored login.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { provided } from './flow-kit';
import type { UserInfo } from '../src/api/member';
import type { StoredParams } from './session-types';
import { errorText, returnPath, type Navigation } from './notice';
import { checkAgain, sessionIn } from './session-link';
import { pagePaths } from '../src/api/paths';
import { paramsFromUserInfo, seedParams } from './session-rules';

export const LOGIN_BACK_FAILED_MSG = '登录信息已失效，请重新登录';

export interface LoginBackInput {
  token: string;
  switchtocompanyid: string;
  target: string;
}

export interface LoginBackContext extends LoginBackInput {
  userInfo: UserInfo | null;
  error: string;
}

export const loginBackMachine = setup({
  types: {
    context: {} as LoginBackContext,
    input: {} as LoginBackInput,
    tags: {} as 'working' | 'failed',
  },
  actors: {
    /** Placeholder: resolves once the site settings (cookie domain) are known. */
    siteReady: fromPromise<unknown>(async () => null),
    /** Placeholder: member info, for the company in the stored params (Switch-To-Company-Id). */
    loadUserInfo: provided<UserInfo>('loadUserInfo'),
  },
  actions: {
    setTokenCookie: (_, _params: { token: string }) => {},
    setLoginCookies: (_, _params: { token: string; deptId: string; username: string }) => {},
    /** Placeholder: write (or, with null, remove) the stored params. */
    writeParams: (_, _params: { params: StoredParams | null }) => {},
    /** Placeholder: replace the address (history entry) without navigating. */
    replaceUrl: (_, _params: { url: string }) => {},
    navigate: (_, _params: Navigation) => {},
    tellCheck: enqueueActions(({ system, enqueue }) => {
      const session = sessionIn(system);
      if (session) enqueue.sendTo(session, checkAgain);
    }),
  },
  guards: {
    incomplete: ({ context }) => !context.token,
  },
}).createMachine({
  id: 'loginBack',
  context: ({ input }) => ({
    token: input?.token ?? '',
    switchtocompanyid: input?.switchtocompanyid ?? '',
    target: input?.target ?? '',
    userInfo: null,
    error: '',
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'incomplete', target: 'failed', actions: assign({ error: LOGIN_BACK_FAILED_MSG }) },
        { target: 'preparing' },
      ],
    },
    // Cookies go on the configured parent domain, so the settings must be known before writing.
    preparing: {
      tags: 'working',
      invoke: { id: 'siteReady', src: 'siteReady', onDone: 'establishing', onError: 'establishing' },
    },
    establishing: {
      tags: 'working',
      entry: [
        { type: 'setTokenCookie', params: ({ context }) => ({ token: context.token }) },
        { type: 'writeParams', params: ({ context }) => ({ params: seedParams(context.switchtocompanyid) }) },
      ],
      invoke: {
        id: 'loadUserInfo',
        src: 'loadUserInfo',
        onDone: {
          target: 'done',
          actions: [
            assign({ userInfo: ({ event }) => event.output }),
            {
              type: 'setLoginCookies',
              params: ({ context, event }) => ({
                token: context.token,
                deptId: event.output.deptId,
                username: event.output.nickName || event.output.phone,
              }),
            },
            { type: 'writeParams', params: ({ event }) => ({ params: paramsFromUserInfo(event.output) }) },
            { type: 'replaceUrl', params: { url: pagePaths.loginBack } },
            'tellCheck',
            { type: 'navigate', params: ({ context }) => ({ to: returnPath(context.target), replace: true }) },
          ],
        },
        // The half-written params must not pass for a login; the token cookie belongs to the
        // other site (a 401 already went to the logout handler).
        onError: {
          target: 'failed',
          actions: [
            { type: 'writeParams', params: { params: null } },
            { type: 'replaceUrl', params: { url: pagePaths.loginBack } },
            assign({ error: ({ event }) => errorText(event.error, LOGIN_BACK_FAILED_MSG) }),
          ],
        },
      },
    },
    done: { tags: 'working' },
    failed: { tags: 'failed' },
  },
});

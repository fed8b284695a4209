// The 401 path in the browser effects: connectBrowser hands every 401 to the logout guard, which
// drops the stale login, remembers the time in sessionStorage and loads the handler, at most once
// per 60 s across the handler's page loads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { notifications } from '@mantine/notifications';
import { SESSION_EXPIRED } from '../../machines/logout-guard.machine';
import { connectBrowser, createAppLogic, readAppInput } from '../../src/app/effects';
import { LOGOUT_AT_KEY } from '../../src/app/effects/logout';
import { clientHooks } from '../../src/client/hooks';
import { CookieDocument, FakeStorage } from './fake-browser';
import { params } from './member-fixtures';

// No server: the site settings fail to load, so the default handler is used.
vi.mock('../../src/client/http', () => ({ call: vi.fn(() => Promise.reject(new Error('no server in this test'))) }));

let doc: CookieDocument;
let local: FakeStorage;
let session: FakeStorage;
let location: {
  hostname: string;
  pathname: string;
  search: string;
  assign: ReturnType<typeof vi.fn>;
  replace: ReturnType<typeof vi.fn>;
  reload: ReturnType<typeof vi.fn>;
};
let now: number;

beforeEach(() => {
  doc = new CookieDocument();
  local = new FakeStorage();
  session = new FakeStorage();
  location = {
    hostname: 'localhost',
    pathname: '/home',
    search: '',
    assign: vi.fn(),
    replace: vi.fn(),
    reload: vi.fn(),
  };
  now = 1_700_000_000_000;
  vi.stubGlobal('document', doc);
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('location', location);
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** One page load: a root from the stored input, connected to a window. */
async function loadPage() {
  const app = createActor(createAppLogic(), { input: readAppInput() }).start();
  await waitFor(app.system.get('session')!, (s) => !s.hasTag('checking'));
  const disconnect = connectBrowser(app, new EventTarget(), () => now);
  return { app, disconnect };
}

describe('a 401 (clientHooks.unauthorized, as call() reports it)', () => {
  it('drops the stale login, remembers the time, and loads the logout handler once for all of the page’s 401s', async () => {
    // A stale token on a sub-path too: the page reads it, so it must go.
    doc.cookie = 'login_access_token=stale; path=/home';
    doc.cookie = 'login_dept_id=1001';
    local.setItem('params', JSON.stringify(params));
    const { app } = await loadPage();
    // The session took the cookies for a login: only the server knows the token is dead.
    expect(app.system.get('session')!.getSnapshot().hasTag('loggedIn')).toBe(true);
    clientHooks.unauthorized();
    clientHooks.unauthorized();
    expect(doc.cookie).toBe('');
    expect(local.getItem('params')).toBeNull();
    expect(session.getItem(LOGOUT_AT_KEY)).toBe(String(now));
    expect(location.assign.mock.calls).toEqual([['/home?handleLogout=1']]);
  });

  it('the page after the handler answering 401 again within 60 s stays and says so once; after 60 s it leaves again', async () => {
    session.setItem(LOGOUT_AT_KEY, String(now - 1_000));
    const { disconnect } = await loadPage();
    clientHooks.unauthorized();
    clientHooks.unauthorized();
    expect(location.assign).not.toHaveBeenCalled();
    await vi.dynamicImportSettled(); // notices load their code on first use (src/client/notify.ts)
    expect(notifications.show).toHaveBeenCalledTimes(1);
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: SESSION_EXPIRED }));
    now += 60_000;
    clientHooks.unauthorized();
    expect(location.assign).toHaveBeenCalledTimes(1);
    disconnect();
    clientHooks.unauthorized();
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('reads a missing or broken stored time as none', () => {
    session.setItem(LOGOUT_AT_KEY, 'later');
    expect(readAppInput().lastLogoutAt).toBeNull();
  });
});

// The browser side (src/app/effects.ts) against fake storage, cookies and window events, in Node.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { initialStore } from '../../machines/app-store';
import { appMachine } from '../../machines/app.machine';
import { chunkGuardMachine } from '../../machines/chunk-guard.machine';
import { persistenceMachine } from '../../machines/persistence.machine';
import { clientHooks } from '../../src/client/hooks';
import { CHUNK_RELOAD_KEY, STORE_KEY, connectBrowser, createAppLogic, readAppInput } from '../../src/app/effects';
import { FakeStorage } from './fake-browser';
import { params } from './member-fixtures';

// No server here: the site settings connectBrowser starts loading simply fail.
vi.mock('../../src/client/http', () => ({ call: vi.fn(() => Promise.reject(new Error('no server in this test'))) }));

let local: FakeStorage;
let session: FakeStorage;
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  local = new FakeStorage();
  session = new FakeStorage();
  reload = vi.fn();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('location', { reload });
  vi.stubGlobal('document', { cookie: '' });
});
afterEach(() => vi.unstubAllGlobals());

async function startApp() {
  const app = createActor(createAppLogic(), { input: readAppInput() }).start();
  await waitFor(app.system.get('persistence')!, (s) => s.matches('ready'));
  await waitFor(app.system.get('session')!, (s) => !s.hasTag('checking'));
  return app;
}

describe('createAppLogic', () => {
  it('logs in from the login cookies plus the stored params', async () => {
    (document as { cookie: string }).cookie =
      'login_access_token=tok; login_dept_id=1001; login_username=%E5%BC%A0%E4%B8%89';
    local.setItem('params', JSON.stringify(params));
    const app = await startApp();
    const s = app.getSnapshot().children.session!.getSnapshot();
    expect(s.hasTag('loggedIn')).toBe(true);
    expect(s.context.username).toBe('张三');
  });

  it('is logged out without cookies', async () => {
    const app = await startApp();
    expect(app.getSnapshot().children.session!.getSnapshot().value).toBe('loggedOut');
  });

  it('with params but without cookies (logged out elsewhere) clears the params and reloads', async () => {
    local.setItem('params', JSON.stringify(params));
    const app = await startApp();
    expect(app.getSnapshot().children.session!.getSnapshot().value).toBe('loggedOutElsewhere');
    expect(local.getItem('params')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('restores the saved store from localStorage and writes it back on unload', async () => {
    const saved = { searchType: 'shop', keyword: '水泥', recentKeywords: ['水泥'] };
    local.setItem(STORE_KEY, JSON.stringify(saved));
    const app = await startApp();
    expect(app.getSnapshot().context.store).toEqual(saved);
    app.send({ type: 'store.set', patch: { keyword: '钢筋' } });
    app.send({ type: 'app.unload' });
    expect(JSON.parse(local.getItem(STORE_KEY)!)).toEqual({ ...saved, keyword: '钢筋' });
  });

  it('removes a saved store whose keys do not match', async () => {
    local.setItem(STORE_KEY, JSON.stringify({ searchType: 'shop' }));
    const app = await startApp();
    expect(app.getSnapshot().context.store).toEqual(initialStore);
    expect(local.getItem(STORE_KEY)).toBeNull();
  });

  it('keeps working when storage throws', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const app = await startApp();
    expect(() => app.send({ type: 'app.unload' })).not.toThrow();
    expect(app.getSnapshot().status).toBe('active');
  });

  it('remembers the reload time in sessionStorage before reloading, and reads it back as input', async () => {
    const app = await startApp();
    app.send({ type: 'chunk.loadError', at: 123_456 });
    expect(session.getItem(CHUNK_RELOAD_KEY)).toBe('123456');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readAppInput()).toEqual({ lastReloadAt: 123_456, lastLogoutAt: null });
    // The reloaded page fails again within 60 s: no second reload.
    const again = await startApp();
    again.send({ type: 'chunk.loadError', at: 123_456 + 59_999 });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.getSnapshot().children.chunkGuard!.getSnapshot().hasTag('reloadSuppressed')).toBe(true);
  });

  it('reads a missing or broken reload time as none', () => {
    expect(readAppInput()).toEqual({ lastReloadAt: null, lastLogoutAt: null });
    session.setItem(CHUNK_RELOAD_KEY, 'soon');
    expect(readAppInput()).toEqual({ lastReloadAt: null, lastLogoutAt: null });
  });
});

describe('connectBrowser', () => {
  function setup() {
    const reloadPage = vi.fn();
    const saveStore = vi.fn();
    const app = createActor(
      appMachine.provide({
        actors: {
          chunkGuard: chunkGuardMachine.provide({ actions: { reloadPage } }),
          persistence: persistenceMachine.provide({
            actions: { saveStore: (_, { json }) => saveStore(JSON.parse(json)) },
          }),
        },
      }),
      { input: {} },
    ).start();
    const target = new EventTarget();
    const disconnect = connectBrowser(app, target, () => 42_000);
    return { app, target, disconnect, reloadPage, saveStore };
  }

  it('turns vite:preloadError into chunk.loadError stamped with the clock and stops the throw', () => {
    const { app, target, reloadPage } = setup();
    const ev = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(app.getSnapshot().children.chunkGuard!.getSnapshot().context.lastReloadAt).toBe(42_000);
  });

  it('saves the current store on pagehide and on beforeunload', async () => {
    const { target, app, saveStore } = setup();
    await waitFor(app.system.get('persistence')!, (s) => s.matches('ready'));
    app.send({ type: 'store.set', patch: { keyword: '砂石' } });
    target.dispatchEvent(new Event('pagehide'));
    expect(saveStore).toHaveBeenCalledWith({ ...initialStore, keyword: '砂石' });
    target.dispatchEvent(new Event('beforeunload'));
    expect(saveStore).toHaveBeenCalledTimes(2);
  });

  it('drives the loading bar from the HTTP client hooks, and disconnects cleanly', () => {
    const { app, target, disconnect, reloadPage } = setup();
    const bar = app.getSnapshot().children.loadingBar!;
    clientHooks.requestStarted();
    clientHooks.requestStarted();
    expect(bar.getSnapshot().context.pending).toBe(2);
    clientHooks.requestEnded();
    expect(bar.getSnapshot().context.pending).toBe(1);
    disconnect();
    clientHooks.requestStarted();
    expect(bar.getSnapshot().context.pending).toBe(1);
    const ev = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

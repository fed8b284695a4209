// The browser side of the actor tree: cookies, storage, reload and clock given to the machines'
// placeholders with provide() (the session's in effects/member.ts, each page flow's in its
// section's effects module under effects/flows/, found into effects/flows.gen.ts), and the window events and HTTP hooks
// wired to the root actor.
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate';
import { appMachine, type AppInput, type FlowKey } from '../../machines/app.machine';
import { chunkGuardMachine } from '../../machines/chunk-guard.machine';
import { logoutGuardMachine } from '../../machines/logout-guard.machine';
import { persistenceMachine } from '../../machines/persistence.machine';
import { setClientHooks } from '../client/hooks';
import { PARAMS_KEY } from '../client/storage';
import { showNotice } from './effects/browser';
import { clearLogin, leaveForLogin, readLogoutAt, rememberLogoutAt } from './effects/logout';
import { lazyFrom, type LazyFlow } from '../../machines/lazy-flow';
import { flowEffects } from './effects/flows.gen';
import { memberSession } from './effects/member';
import { loadSiteConfig } from './effects/site';

export { readLoginProbe } from './effects/member';

export const STORE_KEY = 'appStore';
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

const now = () => Date.now();

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined; // access itself throws when storage is blocked
  }
}

function tryStorage<T>(fallback: T, f: () => T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

/** The root's input: what must survive a reload (sessionStorage). */
export function readAppInput(): AppInput {
  const raw = tryStorage(null, () => storage('sessionStorage')?.getItem(CHUNK_RELOAD_KEY) ?? null);
  const at = raw === null ? NaN : Number(raw);
  return { lastReloadAt: Number.isFinite(at) ? at : null, lastLogoutAt: readLogoutAt() };
}

/** Every page flow with its browser effects, each loaded with the flow (effects/flows.gen.ts). */
const providedFlows = () =>
  Object.fromEntries(
    Object.entries(flowEffects).map(([key, load]) => [key, lazyFrom(load as () => Promise<LazyFlow<AnyStateMachine>>)]),
  ) as {
    [K in FlowKey]: (typeof flowEffects)[K] extends () => Promise<infer F> ? F : never;
  };

/** The app machine with the browser implementations, for `<AppActor.Provider logic={…}>`. */
export function createAppLogic() {
  return appMachine.provide({
    actors: {
      session: memberSession,
      ...providedFlows(),
      persistence: persistenceMachine.provide({
        actors: {
          loadSaved: fromPromise(async () =>
            tryStorage(null, () => storage('localStorage')?.getItem(STORE_KEY) ?? null),
          ),
        },
        actions: {
          saveStore: (_, { json }) => tryStorage(undefined, () => storage('localStorage')?.setItem(STORE_KEY, json)),
          discardSaved: () => tryStorage(undefined, () => storage('localStorage')?.removeItem(STORE_KEY)),
        },
      }),
      chunkGuard: chunkGuardMachine.provide({
        actions: {
          rememberReload: (_, { at }) =>
            tryStorage(undefined, () => storage('sessionStorage')?.setItem(CHUNK_RELOAD_KEY, String(at))),
          reloadPage: () => globalThis.location?.reload(),
        },
      }),
      logoutGuard: logoutGuardMachine.provide({
        actions: {
          clearLogin,
          rememberLogout: (_, { at }) => rememberLogoutAt(at),
          goToLogoutHandler: leaveForLogin,
          notify: (_, n) => showNotice(n),
        },
      }),
    },
  });
}

type AppRef = Pick<Actor<typeof appMachine>, 'send' | 'system'>;
type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
const pageVisible = () => globalThis.document?.visibilityState !== 'hidden';

/**
 * Connects the running root actor to the page: unload saves the store, a failed chunk goes to
 * the chunk guard (instead of Vite throwing), every request drives the loading bar, and the
 * session re-checks the stored login when the tab comes back (focus, visible) or another tab
 * changes it (a storage event for the params, or storage cleared); a 401 goes to the logout guard. Starts loading the site
 * settings the cookie effects need. Call once after mount; returns the disconnect function.
 */
export function connectBrowser(
  app: AppRef,
  target: EventSource = window,
  clock: () => number = now,
  visible: () => boolean = pageVisible,
): () => void {
  const onUnload = () => app.send({ type: 'app.unload' });
  const onPreloadError = (e: Event) => {
    e.preventDefault();
    app.send({ type: 'chunk.loadError', at: clock() });
  };
  // Looked up per call: a restarted root (React strict mode) has new children.
  const check = () => app.system.get('session')?.send({ type: 'session.check' });
  const onStorage = (e: Event) => {
    const key = (e as StorageEvent).key;
    if (key === null || key === PARAMS_KEY) check();
  };
  // Fired at the document, bubbling to the window.
  const onVisibility = () => {
    if (visible()) check();
  };
  target.addEventListener('beforeunload', onUnload);
  target.addEventListener('pagehide', onUnload);
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('focus', check);
  target.addEventListener('storage', onStorage);
  target.addEventListener('visibilitychange', onVisibility);
  const bar = () => app.system.get('loadingBar');
  setClientHooks({
    requestStarted: () => bar()?.send({ type: 'request.start' }),
    requestEnded: () => bar()?.send({ type: 'request.end' }),
    unauthorized: () => app.send({ type: 'auth.unauthorized', at: clock() }),
  });
  void loadSiteConfig();
  return () => {
    target.removeEventListener('beforeunload', onUnload);
    target.removeEventListener('pagehide', onUnload);
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('focus', check);
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('visibilitychange', onVisibility);
    setClientHooks({ requestStarted: () => {}, requestEnded: () => {}, unauthorized: () => {} });
  };
}

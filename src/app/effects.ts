// The browser side of the actor tree: cookies, storage, reload and clock given to the machines'
// placeholders with provide(), and the window events and HTTP hooks wired to the root actor.
import Cookies from 'js-cookie';
import { fromPromise, type Actor } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app.machine';
import { chunkGuardMachine } from '../../machines/chunk-guard.machine';
import { persistenceMachine } from '../../machines/persistence.machine';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import { setClientHooks } from '../client/hooks';
import { COOKIE } from '../client/session-headers';
import { readStoredParams } from '../client/storage';

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

export function readLoginProbe(): LoginProbe {
  return {
    token: Cookies.get(COOKIE.token),
    deptId: Cookies.get(COOKIE.deptId),
    username: Cookies.get(COOKIE.username),
    params: readStoredParams(),
  };
}

/** The root's input: what must survive a reload (sessionStorage). */
export function readAppInput(): AppInput {
  const raw = tryStorage(null, () => storage('sessionStorage')?.getItem(CHUNK_RELOAD_KEY) ?? null);
  const at = raw === null ? NaN : Number(raw);
  return { lastReloadAt: Number.isFinite(at) ? at : null };
}

/** The app machine with the browser implementations, for `<AppActor.Provider logic={…}>`. */
export function createAppLogic() {
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: { readLogin: fromPromise(async () => readLoginProbe()) },
      }),
      persistence: persistenceMachine.provide({
        actors: {
          loadSaved: fromPromise(async () => tryStorage(null, () => storage('localStorage')?.getItem(STORE_KEY) ?? null)),
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
    },
  });
}

type AppRef = Pick<Actor<typeof appMachine>, 'send' | 'system'>;
type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Connects the running root actor to the page: unload saves the store, a failed chunk goes to
 * the chunk guard (instead of Vite throwing), and every request drives the loading bar.
 * Call once after mount; returns the disconnect function (use it as the effect's cleanup).
 */
export function connectBrowser(app: AppRef, target: EventSource = window, clock: () => number = now): () => void {
  const onUnload = () => app.send({ type: 'app.unload' });
  const onPreloadError = (e: Event) => {
    e.preventDefault();
    app.send({ type: 'chunk.loadError', at: clock() });
  };
  target.addEventListener('beforeunload', onUnload);
  target.addEventListener('pagehide', onUnload);
  target.addEventListener('vite:preloadError', onPreloadError);
  // Looked up per call: a restarted root (React strict mode) has new children.
  const bar = () => app.system.get('loadingBar');
  setClientHooks({
    requestStarted: () => bar()?.send({ type: 'request.start' }),
    requestEnded: () => bar()?.send({ type: 'request.end' }),
  });
  return () => {
    target.removeEventListener('beforeunload', onUnload);
    target.removeEventListener('pagehide', onUnload);
    target.removeEventListener('vite:preloadError', onPreloadError);
    setClientHooks({ requestStarted: () => {}, requestEnded: () => {} });
  };
}

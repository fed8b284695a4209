// The root app actor for React, and narrow hooks over its children: each selects one slice
// (never the whole snapshot), so a component re-renders only when its slice changes.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, EventFrom } from 'xstate';
import { appMachine, flows, type FlowInput, type FlowKey } from '../../machines/app.machine';
import type { AppStore } from '../../machines/app-store';
import { isLazyFlow } from '../../machines/lazy-flow';
import type { Unread } from '../../machines/session.machine';
import type { Business, UserInfo } from '../api/member';

export const AppActor = createActorContext(appMachine);

export function useNavPanel() {
  const nav = AppActor.useSelector((s) => s.children.navPanel);
  const visible = useSelector(nav, (s) => s?.hasTag('visible') ?? false);
  return useMemo(
    () => ({
      visible,
      enter: () => nav?.send({ type: 'nav.pointerEnter' }),
      leave: () => nav?.send({ type: 'nav.pointerLeave' }),
      focus: () => nav?.send({ type: 'nav.focus' }),
      blur: () => nav?.send({ type: 'nav.blur' }),
      close: () => nav?.send({ type: 'nav.close' }),
    }),
    [nav, visible],
  );
}

export function useLoadingBar(): { visible: boolean; progress: number } {
  const bar = AppActor.useSelector((s) => s.children.loadingBar);
  const visible = useSelector(bar, (s) => s?.hasTag('visible') ?? false);
  const progress = useSelector(bar, (s) => s?.context.progress ?? 0);
  return { visible, progress };
}

export interface SessionView {
  loggedIn: boolean;
  checking: boolean;
  /** The login_username cookie's name (nick name or masked phone) until the member info arrives. */
  username: string;
  userInfo: UserInfo | null;
  unread: Unread | null;
  /** The member's companies, for the header's company switcher. */
  companies: Business[];
  /** The logout confirm dialog is open. */
  confirmingLogout: boolean;
}

const NO_COMPANIES: Business[] = [];

/** The session as the server renders every page: nobody known yet (the login is read in the browser). */
const SERVER_SESSION: SessionView = {
  loggedIn: false,
  checking: true,
  username: '',
  userInfo: null,
  unread: null,
  companies: NO_COMPANIES,
  confirmingLogout: false,
};

const noSubscription = () => () => {};
/**
 * True while React hydrates the calling component. The page's own part hydrates after the frame
 * has committed and started the app actor, which may have read the login by then: a view of the
 * session taken from the actor would then differ from the server's HTML (a hydration mismatch, and
 * React re-rendering the part from scratch). React renders with the server's value while it
 * hydrates and re-renders with the browser's right after.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export function useSession(): SessionView {
  const session = AppActor.useSelector((s) => s.children.session);
  const loggedIn = useSelector(session, (s) => s?.hasTag('loggedIn') ?? false);
  // A page about to be replaced (logout, reload) shows the login as unsettled too.
  const checking = useSelector(session, (s) => (s ? s.hasTag('checking') || s.hasTag('leaving') : true));
  const username = useSelector(session, (s) => s?.context.username ?? '');
  const userInfo = useSelector(session, (s) => s?.context.userInfo ?? null);
  const unread = useSelector(session, (s) => s?.context.unread ?? null);
  const companies = useSelector(session, (s) => s?.context.companies ?? NO_COMPANIES);
  const confirmingLogout = useSelector(session, (s) => s?.hasTag('confirmingLogout') ?? false);
  const hydrating = useHydrating();
  return hydrating ? SERVER_SESSION : { loggedIn, checking, username, userInfo, unread, companies, confirmingLogout };
}

export function useStore(): {
  store: AppStore;
  setStore: (patch: Partial<AppStore>) => void;
  rememberKeyword: (keyword: string) => void;
} {
  const app = AppActor.useActorRef();
  const store = AppActor.useSelector((s) => s.context.store);
  const setStore = useCallback((patch: Partial<AppStore>) => app.send({ type: 'store.set', patch }), [app]);
  const rememberKeyword = useCallback((keyword: string) => app.send({ type: 'store.rememberKeyword', keyword }), [app]);
  return { store, setStore, rememberKeyword };
}

/** True when a chunk failed again within 60 s of the last reload: the view asks for a manual refresh. */
export function useChunkReloadSuppressed(): boolean {
  const guard = AppActor.useSelector((s) => s.children.chunkGuard);
  return useSelector(guard, (s) => s?.hasTag('reloadSuppressed') ?? false);
}

/** Any actor registered under a systemId (session, persistence, chunkGuard, loadingBar, navPanel, …). */
export function useSystemActor<T extends AnyActorRef = AnyActorRef>(systemId: string): T | undefined {
  return AppActor.useActorRef().system.get(systemId) as T | undefined;
}

export type FlowRef<K extends FlowKey> = ActorRefFrom<(typeof flows)[K]>;

/**
 * Spawns the page flow `key` as child `id` of the root while the calling view is mounted and
 * stops it on unmount. The flow's machine is loaded first when it is not yet (its own chunk; a
 * chunk that fails to load goes to the chunk guard). `input` is read once, at mount. Returns
 * the flow, undefined until it runs, and a stable sender to it (useFlowSend: what is sent
 * before it runs is kept and sent in order once it does).
 */
export function useFlow<K extends FlowKey>(
  key: K,
  id: string,
  input?: FlowInput<K>,
): [FlowRef<K> | undefined, (event: EventFrom<FlowRef<K>>) => void] {
  const app = AppActor.useActorRef();
  const inputRef = useRef(input);
  useEffect(() => {
    let mounted = true;
    let started = false;
    const start = () => {
      if (!mounted) return;
      started = true;
      app.send({ type: 'flow.start', key, id, input: inputRef.current });
    };
    // The logic the root spawns for this key: the registered one or what the app provided.
    const logic: unknown = app.logic.implementations.actors[key];
    if (!isLazyFlow(logic) || logic.current()) start();
    else logic.load().then(start, () => mounted && app.send({ type: 'chunk.loadError', at: Date.now() }));
    return () => {
      mounted = false;
      if (started) app.send({ type: 'flow.stop', id });
    };
  }, [app, key, id]);
  const flow = AppActor.useSelector((s) => (s.children as Record<string, AnyActorRef | undefined>)[id]) as
    FlowRef<K> | undefined;
  return [flow, useFlowSend(flow)];
}

/**
 * Sends to a page flow that may not run yet (its chunk still loading right after a navigation
 * on a slow phone): events sent before it runs are kept and sent in order once it runs, so a
 * first click or keystroke is not lost. The sender is stable.
 */
export function useFlowSend<T extends AnyActorRef>(flow: T | undefined): (event: EventFrom<T>) => void {
  const waiting = useRef<EventFrom<T>[]>([]);
  const running = useRef(flow);
  useEffect(() => {
    running.current = flow;
    if (flow) for (const event of waiting.current.splice(0)) flow.send(event);
  }, [flow]);
  return useCallback((event: EventFrom<T>) => {
    if (running.current) running.current.send(event);
    else waiting.current.push(event);
  }, []);
}

/**
 * Loads the page flows a route declares (`flows` in the manifest) with the app's logic: before
 * hydration and on client navigation, beside the page's chunk, so a click on the first screen
 * finds its flow running. A chunk that fails is left to useFlow (it reports to the chunk guard).
 */
export function loadRouteFlows(
  logic: { implementations: { actors: object } },
  keys: readonly FlowKey[] = [],
): Promise<void> {
  const actors = logic.implementations.actors as Record<string, unknown>;
  return Promise.all(keys.map((k) => (isLazyFlow(actors[k]) ? actors[k].load() : undefined))).then(
    () => undefined,
    () => undefined,
  );
}

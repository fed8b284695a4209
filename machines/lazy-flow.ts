// A page flow whose machine is its own chunk, loaded when a view first needs it. The root
// registers it under a key like any actor and spawns it by that key (a string `src` keeps
// persisted snapshots, checkpoints and replay working; spawning a logic object would not), so the
// registered logic must exist before the machine does: this stand-in forwards every call of
// xstate's ActorLogic interface to the machine once loaded. Spawning it before `load()` has
// settled throws; useFlow loads first, and tests and the replay call `loadFlows()`.
import type {
  ActorLogic,
  ActorSystem,
  AnyStateMachine,
  EmittedFrom,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';

/** What the root declares for a flow's key: the machine's logic (a test may provide the machine itself). */
export type LogicOf<T extends AnyStateMachine> = ActorLogic<
  SnapshotFrom<T>,
  EventFromLogic<T>,
  InputFrom<T>,
  ActorSystem<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- xstate's AnyActorSystem
  EmittedFrom<T>
>;

export interface LazyFlow<T extends AnyStateMachine> extends LogicOf<T> {
  /** Loads the machine (once; a failed load may be tried again). */
  load(): Promise<T>;
  /** The machine when loaded, else undefined. */
  current(): T | undefined;
  /** The same flow with the machine changed once loaded (browser effects, inert replay). */
  map(change: (machine: T) => T): LazyFlow<T>;
  /** The same flow with these implementations (machine.provide once loaded). */
  provide(implementations: Parameters<T['provide']>[0]): LazyFlow<T>;
}

const LAZY = Symbol('lazyFlow');

export const isLazyFlow = (logic: unknown): logic is LazyFlow<AnyStateMachine> =>
  !!logic && typeof logic === 'object' && LAZY in logic;

function create<T extends AnyStateMachine>(current: () => T | undefined, load: () => Promise<T>): LazyFlow<T> {
  const loaded = (): AnyStateMachine => {
    const m = current();
    if (!m) throw new Error('page flow spawned before its chunk was loaded (useFlow and loadFlows load it first)');
    return m;
  };
  const flow: LazyFlow<T> & { [LAZY]: true } = {
    [LAZY]: true,
    load,
    current,
    map: (change) => {
      let changed: { from: T; to: T } | undefined;
      const get = () => {
        const m = current();
        if (m && changed?.from !== m) changed = { from: m, to: change(m) };
        return changed?.to;
      };
      return create(get, () => load().then(() => get()!));
    },
    provide: (implementations) => flow.map((m) => m.provide(implementations as never) as T),
    // The Stately inspector draws an actor from its logic's config.
    get config() {
      return current()?.config;
    },
    transition: (snapshot, event, scope) => loaded().transition(snapshot, event, scope as never) as never,
    getInitialSnapshot: (scope, input) => loaded().getInitialSnapshot(scope as never, input) as never,
    restoreSnapshot: (persisted, scope) => loaded().restoreSnapshot(persisted, scope as never) as never,
    start: (snapshot) => loaded().start(snapshot),
    getPersistedSnapshot: (snapshot, options) => loaded().getPersistedSnapshot(snapshot, options),
  };
  return flow;
}

/** `import()` of a flow's machine module, as a logic to register under the flow's key. */
export function lazyFlow<T extends AnyStateMachine>(importMachine: () => Promise<T>): LazyFlow<T> {
  let machine: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= importMachine().then(
      (m) => (machine = m),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  return create(() => machine, load);
}

/**
 * A flow whose provided form is itself imported on demand (a module of browser effects): that
 * module loads with the flow's machine, not with the page.
 */
export function lazyFrom<T extends AnyStateMachine>(importFlow: () => Promise<LazyFlow<T>>): LazyFlow<T> {
  return lazyFlow(() => importFlow().then((f) => f.load()));
}

/** Loads every lazy flow `machine` can spawn (tests, scripts and the replay, which spawn at once). */
export async function loadFlows(machine: AnyStateMachine): Promise<void> {
  const actors = Object.values(machine.implementations.actors as Record<string, unknown>);
  await Promise.all(actors.filter(isLazyFlow).map((f) => f.load()));
}

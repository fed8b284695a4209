// The session recorder's start, in the entry: the recorder itself (sanitizing, trees, storage,
// export) is its own chunk, loaded beside hydration. Until it is here, this observer keeps each
// inspection event with the moment it arrived (the time, every actor's snapshot, the root's
// persisted snapshot), which is what the recorder reads live when an event arrives; then the
// recorder goes through them as if live and takes over. Snapshots are immutable, so keeping
// references is enough.
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

/** The tree as it was when an inspection event arrived. */
export interface Moment {
  time: number;
  snapshots: Map<AnyActorRef, unknown>;
  persisted: unknown;
}

export interface Arrival {
  ev: InspectionEvent;
  /** null for events the recorder records nothing at (actions). */
  moment: Moment | null;
}

/** What takes over: the recorder (session-export's sessionRecorder). */
export interface LateRecorder {
  inspect: Observer<InspectionEvent>;
  /** Goes through what arrived before it, each at its moment. */
  catchUp(arrivals: Arrival[]): void;
}

export function rootOf(ref: AnyActorRef): AnyActorRef {
  let r = ref;
  while (r._parent) r = r._parent;
  return r;
}

function momentOf(root: AnyActorRef): Moment {
  const snapshots = new Map<AnyActorRef, unknown>();
  const walk = (ref: AnyActorRef) => {
    const snap = ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
    snapshots.set(ref, snap);
    for (const child of Object.values(snap.children ?? {})) if (child) walk(child);
  };
  let persisted: unknown = null;
  try {
    walk(root);
    persisted = root.getPersistedSnapshot();
  } catch {
    // an actor between states: the recorder reads what it can, as it would live
  }
  return { time: Date.now(), snapshots, persisted };
}

/** The root actor's observer from its first event; `handOff` once the recorder has loaded (`giveUp` if it cannot). */
export function earlyObserver(): {
  inspect: Observer<InspectionEvent>;
  handOff(recorder: LateRecorder): void;
  giveUp(): void;
} {
  let arrivals: Arrival[] = [];
  let late: Observer<InspectionEvent> | null = null;
  return {
    inspect: {
      next: (ev) => {
        if (late) return late.next?.(ev);
        if (ev.type === '@xstate.actor') return; // the recorder keeps nothing of these
        arrivals.push({
          ev,
          moment: ev.type === '@xstate.action' ? null : momentOf(rootOf(ev.actorRef as AnyActorRef)),
        });
      },
    },
    handOff: (recorder) => {
      recorder.catchUp(arrivals);
      arrivals = [];
      late = recorder.inspect;
    },
    giveUp: () => {
      arrivals = [];
      late = {};
    },
  };
}

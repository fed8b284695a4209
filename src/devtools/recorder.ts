// The session recorder: an inspection observer on the root actor that keeps the last `limit`
// events, each with its target's path and the whole tree right after it, all sanitized. A
// checkpoint (the root's persisted snapshot) every few events lets a replay start inside the
// window once older events were dropped. Its state can be saved and resumed, so a session
// goes on across full page loads (login, logout): each load starts with the root's xstate.init.
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import {
  RECORDING_APP,
  RECORDING_FORMAT,
  actorPath,
  captureTree,
  rootOf,
  type Checkpoint,
  type RecordedEvent,
  type SessionRecording,
} from './recording';
import type { Arrival, LateRecorder, Moment } from './early';
import { sanitize, type RemovedValue } from './sanitize';
import { standInsFor } from './stand-ins';
import { APP_VERSION } from './version';

export const RECORDER_LIMIT = 500;
export const CHECKPOINT_EVERY = 25;

/** What survives a page load (sessionStorage): the events so far and their checkpoints. */
export interface RecorderState {
  version: string;
  dropped: number;
  nextSeq: number;
  events: RecordedEvent[];
  checkpoints: Checkpoint[];
}

export interface RecorderOptions {
  /** Events kept (the oldest are dropped). */
  limit?: number;
  /** Take a checkpoint after every n-th event; 0: never. */
  checkpointEvery?: number;
  now?: () => number;
  version?: string;
  /** Go on from a saved state (the same tab before a page load). */
  resume?: RecorderState;
  /** Called just before an event is recorded, with the event as sent (the replay feeds here). */
  beforeRecord?: (event: object) => void;
  /** Called once an event is recorded, with its index in events() and the event as sent. */
  onRecord?: (entry: RecordedEvent, index: number, event: object) => void;
}

export interface Recorder extends LateRecorder {
  /** Pass as the root actor's `inspect` option (it sees every child). */
  inspect: Observer<InspectionEvent>;
  /** The events kept so far; the last one's states are taken now. */
  events(): RecordedEvent[];
  /** Events dropped so far. */
  dropped(): number;
  /** The whole recording as the exported file holds it. */
  export(): SessionRecording;
  /** Everything needed to resume after a page load. */
  state(): RecorderState;
  /** The root actor seen last, once one has started. */
  root(): AnyActorRef | undefined;
}

function withStandIns<T extends object>(item: T, removed: RemovedValue[]): T {
  return removed.length ? { ...item, standIns: standInsFor(removed) } : item;
}

function safely<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

interface Delivery {
  target: AnyActorRef;
  source: AnyActorRef | undefined;
  event: { type: string };
  time: number;
  during?: { path: string; action: string };
}

export function createRecorder({
  limit = RECORDER_LIMIT,
  checkpointEvery = CHECKPOINT_EVERY,
  now = () => Date.now(),
  version = APP_VERSION,
  resume,
  beforeRecord,
  onRecord,
}: RecorderOptions = {}): Recorder {
  let entries: RecordedEvent[] = resume?.events.slice(-limit) ?? [];
  let dropped = resume ? resume.dropped + (resume.events.length - entries.length) : 0;
  let nextSeq = resume?.nextSeq ?? 0;
  let checkpoints: Checkpoint[] = resume?.checkpoints.slice() ?? [];
  let root: AnyActorRef | undefined;
  // The newest event: its tree is read when the next event arrives (or at export), when
  // everything it caused synchronously has happened.
  let pending: RecordedEvent | null = null;
  const contexts = new WeakMap<object, unknown>();
  const paths = new WeakMap<AnyActorRef, string>();
  const pathOf = (ref: AnyActorRef) => {
    let p = paths.get(ref);
    if (p === undefined) paths.set(ref, (p = actorPath(ref)));
    return p;
  };

  // Catching up (see early.ts): the tree as it was when the event being gone through arrived.
  let moment: Moment | null = null;

  const settle = () => {
    if (!pending || !root) return;
    const r = root;
    const m = moment;
    pending.states = m
      ? captureTree(r, contexts, (ref) => m.snapshots.get(ref) ?? ref.getSnapshot())
      : captureTree(r, contexts);
    if (checkpointEvery > 0 && pending.seq % checkpointEvery === 0) {
      const removed: RemovedValue[] = [];
      const snapshot = safely(() => sanitize(m ? m.persisted : r.getPersistedSnapshot(), removed));
      if (snapshot) checkpoints.push(withStandIns({ seq: pending.seq, snapshot }, removed));
    }
    pending = null;
  };

  const record = ({ target, source, event, time, during }: Delivery, queued: boolean) => {
    beforeRecord?.(event);
    settle();
    // Another root (the next page load's, a remounted provider's) goes on in the same recording.
    root = rootOf(target);
    const removed: RemovedValue[] = [];
    const entry: RecordedEvent = withStandIns(
      {
        seq: nextSeq++,
        time,
        path: pathOf(target),
        source: source ? pathOf(source) : null,
        event: sanitize(event, removed) as RecordedEvent['event'],
        states: {},
        ...(queued ? { queued: true as const } : {}),
        ...(during ? { during } : {}),
      },
      removed,
    );
    entries.push(entry);
    pending = entry;
    onRecord?.(entry, entries.length - 1, event);
    if (entries.length > limit) {
      const cut = entries.length - limit;
      entries = entries.slice(cut);
      dropped += cut;
      // A replay starts right after a checkpoint: keep the ones at or after the window's start - 1.
      const first = entries[0].seq;
      checkpoints = checkpoints.filter((c) => c.seq >= first - 1);
    }
  };

  // Events sent to an actor before it started (the page's effects run before the provider
  // starts the root) wait in its mailbox and are processed right after its start: they are
  // recorded where they are processed, one after the other, so the trees stay in order.
  const held = new Map<AnyActorRef, { queue: Delivery[]; last: object | null }>();
  const release = (ref: AnyActorRef, processed: object) => {
    const h = held.get(ref);
    if (!h || (h.last !== processed && (processed as { type?: string }).type !== 'xstate.init')) return;
    const next = h.queue.shift();
    if (!next) {
      held.delete(ref);
      return;
    }
    h.last = next.event;
    record(next, true);
  };

  // The action that just ran: an event from outside right after it was sent by its effect.
  let lastAction: { ref: AnyActorRef; type: string } | null = null;

  // Actors whose start (their xstate.init event, which xstate inspects as it starts them) has
  // been seen: read from the public inspection stream, not from xstate's internals.
  const started = new WeakSet<AnyActorRef>();

  const inspect: Observer<InspectionEvent> = {
    next: (ev) => {
      if (ev.type === '@xstate.action') {
        lastAction = { ref: ev.actorRef as AnyActorRef, type: ev.action.type };
        return;
      }
      if (ev.type === '@xstate.snapshot') {
        lastAction = null;
        return release(ev.actorRef as AnyActorRef, ev.event);
      }
      if (ev.type !== '@xstate.event') return;
      if (ev.event.type === 'xstate.init') started.add(ev.actorRef as AnyActorRef);
      const during =
        lastAction && !ev.sourceRef ? { path: pathOf(lastAction.ref), action: lastAction.type } : undefined;
      lastAction = null;
      const delivery: Delivery = {
        target: ev.actorRef as AnyActorRef,
        source: ev.sourceRef as AnyActorRef | undefined,
        event: ev.event,
        time: moment?.time ?? now(),
        during,
      };
      if (!started.has(delivery.target)) {
        const h = held.get(delivery.target) ?? { queue: [], last: null };
        h.queue.push(delivery);
        held.set(delivery.target, h);
      } else record(delivery, false);
    },
  };

  return {
    inspect,
    catchUp: (arrivals: Arrival[]) => {
      try {
        for (const a of arrivals) {
          moment = a.moment;
          inspect.next?.(a.ev);
        }
      } finally {
        moment = null;
      }
    },
    events: () => {
      settle();
      return entries;
    },
    dropped: () => dropped,
    root: () => root,
    state: () => {
      settle();
      return { version, dropped, nextSeq, events: entries.slice(), checkpoints: checkpoints.slice() };
    },
    export: () => {
      settle();
      const r = root;
      const snapshot = r ? safely(() => sanitize(r.getPersistedSnapshot())) : null;
      return {
        app: RECORDING_APP,
        version,
        format: RECORDING_FORMAT,
        recordedAt: new Date(now()).toISOString(),
        dropped,
        events: entries.slice(),
        base: dropped > 0 ? (checkpoints[0] ?? null) : null,
        snapshot,
      };
    },
  };
}

// The session-recording file format (one JSON file per export) and how a running actor tree is
// read into it. Shared by the live recorder and the replay, so both describe a tree the same way.
import type { AnyActorRef, StateValue } from 'xstate';
import { sanitize } from './sanitize';
import type { StandIn } from './stand-ins';

export { rootOf } from './early';

export const RECORDING_APP = 'portal';
export const RECORDING_FORMAT = 1;
export const ROOT_PATH = 'root';

/** One actor after an event: machines have a value and a (sanitized) context, other logic a status only. */
export interface ActorState {
  status: string;
  value?: StateValue;
  context?: unknown;
}

/** Every actor of the tree by path ('root', 'root/session', 'root/session/readLogin', …). */
export type TreeStates = Record<string, ActorState>;

export interface RecordedEvent {
  /** Position in the session (0 = the root's xstate.init); continues across dropped events. */
  seq: number;
  /** When it was delivered (epoch ms). */
  time: number;
  /** The target actor's path of ids from the root. */
  path: string;
  /** The sending actor's path, or null for an event from outside the tree (the page). */
  source: string | null;
  event: { type: string; [key: string]: unknown };
  /** The whole tree right after the event was processed. */
  states: TreeStates;
  /** Replay stand-ins for secrets removed from `event` (see stand-ins.ts); absent when none. */
  standIns?: StandIn[];
  /** Sent before its target started (it waited in the mailbox); recorded where it was processed. */
  queued?: true;
  /**
   * Sent from outside while this actor's action ran (a navigation firing beforeunload): the
   * replay sends it at the same action, before that transition's new state is in place.
   */
  during?: { path: string; action: string };
}

/** The root's persisted snapshot (sanitized) right after event `seq`: where a replay can start. */
export interface Checkpoint {
  seq: number;
  snapshot: unknown;
  standIns?: StandIn[];
}

export interface SessionRecording {
  app: typeof RECORDING_APP;
  version: string;
  format: typeof RECORDING_FORMAT;
  /** Export time (ISO). */
  recordedAt: string;
  /** Events dropped before the first kept one (only the last `limit` are kept). */
  dropped: number;
  events: RecordedEvent[];
  /** When events were dropped: the first checkpoint inside the kept window, else null. */
  base: Checkpoint | null;
  /** The root's persisted snapshot at export time (sanitized), or null if it could not be taken. */
  snapshot: unknown;
}

/** The path of ids from the root: stable across runs (unlike session ids). */
export function actorPath(ref: AnyActorRef): string {
  const ids: string[] = [];
  for (let r: AnyActorRef | undefined = ref; r?._parent; r = r._parent) ids.unshift(r.id);
  return [ROOT_PATH, ...ids].join('/');
}

/** The actor at `path` in the running tree under `root`, if it is there. */
export function findActor(root: AnyActorRef, path: string): AnyActorRef | undefined {
  const [head, ...ids] = path.split('/');
  if (head !== ROOT_PATH) return undefined;
  let ref: AnyActorRef | undefined = root;
  for (const id of ids) {
    const children: Record<string, AnyActorRef | undefined> | undefined = (
      ref?.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }
    ).children;
    ref = children?.[id];
    if (!ref) return undefined;
  }
  return ref;
}

type Cache = WeakMap<object, unknown>;

const sanitizeCached = (context: unknown, cache?: Cache): unknown => {
  if (!cache || typeof context !== 'object' || context === null) return sanitize(context);
  if (!cache.has(context)) cache.set(context, sanitize(context));
  return cache.get(context);
};

/** Describes one snapshot (live or persisted) as the recording stores it. */
export function describeSnapshot(snapshot: unknown, cache?: Cache): ActorState {
  const s = (snapshot ?? {}) as { status?: unknown; value?: unknown; context?: unknown };
  const out: ActorState = { status: typeof s.status === 'string' ? s.status : 'active' };
  if ('value' in s) out.value = sanitize(s.value) as StateValue;
  if ('context' in s && s.context !== undefined) out.context = sanitizeCached(s.context, cache);
  return out;
}

/** Every actor of the running tree under `root`, in the children's order (`read`: each one's snapshot). */
export function captureTree(
  root: AnyActorRef,
  cache?: Cache,
  read = (ref: AnyActorRef): unknown => ref.getSnapshot(),
): TreeStates {
  const out: TreeStates = {};
  const walk = (ref: AnyActorRef, path: string) => {
    const snap = read(ref) as { children?: Record<string, AnyActorRef | undefined> };
    out[path] = describeSnapshot(snap, cache);
    for (const [id, child] of Object.entries(snap.children ?? {})) if (child) walk(child, `${path}/${id}`);
  };
  walk(root, ROOT_PATH);
  return out;
}

/** The same description read from a persisted snapshot (the file's `snapshot` or `base`). */
export function treeFromPersisted(snapshot: unknown): TreeStates {
  const out: TreeStates = {};
  const walk = (snap: unknown, path: string) => {
    if (!snap || typeof snap !== 'object') return;
    out[path] = describeSnapshot(snap);
    const children = (snap as { children?: Record<string, { snapshot?: unknown }> }).children ?? {};
    for (const [id, child] of Object.entries(children)) walk(child?.snapshot, `${path}/${id}`);
  };
  walk(snapshot, ROOT_PATH);
  return out;
}

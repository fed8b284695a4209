// Comparing trees of actor states (recorded vs replayed) and what changed in context between two
// steps. Plain JSON in, plain data out, for the replay and its page.
import type { ActorState, TreeStates } from '../../devtools/recording';

/** JSON with sorted keys: equal data gives equal text whatever the key order. */
export function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, (x as Record<string, unknown>)[k]]),
        )
      : x,
  );
}

const isMachine = (s: ActorState | undefined) => !!s && 'value' in s;

/** 'checking', 'shown.running', 'a.x | b.y' for parallel regions. */
export function formatStateValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (!v || typeof v !== 'object') return String(v);
  const parts = Object.entries(v).map(([k, x]) => {
    const inner = formatStateValue(x);
    return inner && typeof x === 'object' && Object.keys(x as object).length > 1
      ? `${k}.(${inner})`
      : `${k}${inner ? `.${inner}` : ''}`;
  });
  return parts.join(' | ');
}

const STATUS: Record<string, string> = { active: '运行中', done: '已完成', error: '出错', stopped: '已停止' };

/** How a step shows one actor: its state value (machines), else its status in Chinese. */
export function describeActor(s: ActorState | undefined): string | null {
  if (!s) return null;
  if (isMachine(s)) {
    // A machine without states of its own (the root) has the value {}.
    const value = formatStateValue(s.value) || '（无子状态）';
    return s.status === 'active' ? value : `${value}（${STATUS[s.status] ?? s.status}）`;
  }
  return STATUS[s.status] ?? s.status;
}

export interface StateDifference {
  path: string;
  recorded: string | null;
  replayed: string | null;
}

/**
 * Where the replayed tree is not the recorded one: an actor present in only one of them, or a
 * machine in another state value or status. Other actors (requests) only need to be present.
 */
export function compareTrees(recorded: TreeStates, replayed: TreeStates): StateDifference[] {
  const paths = [...new Set([...Object.keys(recorded), ...Object.keys(replayed)])];
  return paths.flatMap((path) => {
    const a = recorded[path];
    const b = replayed[path];
    const same =
      !!a &&
      !!b &&
      (isMachine(a) || isMachine(b) ? stableJson([a.value, a.status]) === stableJson([b.value, b.status]) : true);
    return same ? [] : [{ path, recorded: describeActor(a), replayed: describeActor(b) }];
  });
}

/** Machines present in both whose (sanitized) context differs. */
export function differingContexts(recorded: TreeStates, replayed: TreeStates): string[] {
  return Object.keys(recorded).filter(
    (p) =>
      replayed[p] && 'context' in recorded[p] && stableJson(recorded[p].context) !== stableJson(replayed[p].context),
  );
}

export interface ContextChange {
  /** The actor. */
  path: string;
  /** Dotted key inside its context ('' for the whole context). */
  key: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const plain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function diffValue(path: string, key: string, a: unknown, b: unknown, out: ContextChange[]): void {
  if (stableJson(a) === stableJson(b)) return;
  if (plain(a) && plain(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const sub = key ? `${key}.${k}` : k;
      if (!(k in a)) out.push({ path, key: sub, kind: 'added', after: b[k] });
      else if (!(k in b)) out.push({ path, key: sub, kind: 'removed', before: a[k] });
      else diffValue(path, sub, a[k], b[k], out);
    }
    return;
  }
  out.push({ path, key, kind: 'changed', before: a, after: b });
}

export interface StepChanges {
  /** Actors that appeared / went away with this step. */
  started: string[];
  stopped: string[];
  context: ContextChange[];
}

/** What changed from the tree `before` (null: nothing yet) to `after`. */
export function stepChanges(before: TreeStates | null, after: TreeStates): StepChanges {
  const prev = before ?? {};
  const started = Object.keys(after).filter((p) => !(p in prev));
  const stopped = Object.keys(prev).filter((p) => !(p in after));
  const context: ContextChange[] = [];
  for (const [path, s] of Object.entries(after)) {
    if (!('context' in s)) continue;
    const old = prev[path];
    if (!old || !('context' in old)) {
      if (plain(s.context) && Object.keys(s.context).length) diffValue(path, '', {}, s.context, context);
      continue;
    }
    diffValue(path, '', old.context, s.context, context);
  }
  return { started, stopped, context };
}

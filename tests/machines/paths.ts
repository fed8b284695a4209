// Path tests from a machine's graph (xstate/graph), replayed on a real actor, with coverage of
// the machine's own states and transitions. Free of vitest so `npm run test:paths` can reuse it.
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type {
  AnyEventObject,
  AnyStateMachine,
  AnyMachineSnapshot,
  AnyStateNode,
  AnyTransitionDefinition,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';

export interface PathSpec {
  /** Shown in reports, e.g. 'navPanel'. */
  name: string;
  /** The machine as defined (placeholders unfilled). */
  machine: AnyStateMachine;
  /** Stub implementations for the placeholders, as for machine.provide(). */
  provide?: object;
  input?: unknown;
  /**
   * Several starting inputs (instead of `input`) when the input picks branches, e.g. the SMS
   * button's purpose: paths are generated from each, and coverage is their union.
   */
  inputs?: unknown[];
  /** Event samples: every event type the graph may take, with the payloads it needs. */
  events: AnyEventObject[];
  /** Keeps the graph finite, e.g. no third concurrent request. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** The part of the context that tells states apart (default: all of it). */
  context?: (context: never) => unknown;
  /** A coarser part for simple paths when `context` makes too many of them (default: `context`). */
  simpleContext?: (context: never) => unknown;
  /**
   * What tells states apart on simple paths, instead of value + context: for machines with
   * parallel regions, whose every simple path through every combination would never end.
   */
  simpleState?: (snapshot: AnyMachineSnapshot) => unknown;
}

export interface GeneratedPath {
  kind: 'shortest' | 'simple';
  description: string;
  /** The events after xstate.init, in order, with the expected snapshot after each. */
  steps: { event: AnyEventObject; state: AnyMachineSnapshot }[];
  initial: AnyMachineSnapshot;
  state: AnyMachineSnapshot;
  /** The input the path starts from. */
  input?: unknown;
}

export interface CoverageTable {
  covered: string[];
  missing: string[];
  total: number;
  /** 0–100 */
  percent: number;
}

export interface Coverage {
  states: CoverageTable;
  transitions: CoverageTable;
}

export interface PathReport {
  name: string;
  paths: GeneratedPath[];
  coverage: Coverage;
}

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; promise: Promise<unknown> };

function abstractState(spec: PathSpec, s: AnyMachineSnapshot, kind: GeneratedPath['kind']): string {
  if (kind === 'simple' && spec.simpleState) return JSON.stringify({ status: s.status, state: spec.simpleState(s) });
  const slice = (kind === 'simple' && spec.simpleContext) || spec.context;
  return JSON.stringify({ value: s.value, status: s.status, context: slice ? slice(s.context as never) : s.context });
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const always = source.always?.includes(t) ?? false;
  const list = always ? source.always! : (source.transitions.get(t.eventType) ?? []);
  const index = list.length > 1 ? `#${list.indexOf(t) + 1}` : '';
  const guard = t.guard
    ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  const target = t.target?.length ? t.target.map((n) => n.id).join(',') : '(self)';
  return `${source.id}: ${always ? '(always)' : t.eventType}${index}${guard} → ${target}`;
}

/** A declared "ignore this event here" (no target, actions or reenter): nothing to take. */
const forbidden = (t: AnyTransitionDefinition) => !t.target && !t.actions.length && !t.reenter;

/** Every transition the machine defines (including `after`, invoke done/error and `always`). */
export function definedTransitions(machine: AnyStateMachine): string[] {
  return allNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()]
      .flat()
      .filter((t) => !forbidden(t))
      .map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export function definedStates(machine: AnyStateMachine): string[] {
  return allNodes(machine).map((n) => n.id);
}

/** Invokes whose completion the machine reacts to: their src gets a stub the replay resolves. */
function awaitedInvokes(machine: AnyStateMachine): Map<string, string> {
  const srcById = new Map<string, string>();
  for (const node of allNodes(machine))
    for (const inv of node.invoke)
      if (
        typeof inv.src === 'string' &&
        (node.transitions.has(`xstate.done.actor.${inv.id}`) || node.transitions.has(`xstate.error.actor.${inv.id}`))
      )
        srcById.set(inv.id, inv.src);
  return srcById;
}

function controlledMachine(spec: PathSpec, pending: Map<string, Deferred>): AnyStateMachine {
  const stubs: Record<string, unknown> = {};
  for (const src of new Set(awaitedInvokes(spec.machine).values()))
    stubs[src] = fromPromise(({ self }) => {
      const d = {} as Deferred;
      d.promise = new Promise((resolve, reject) => Object.assign(d, { resolve, reject }));
      pending.set(self.id, d);
      return d.promise;
    });
  const impl = (spec.provide ?? {}) as { actors?: object };
  return spec.machine.provide({ ...impl, actors: { ...impl.actors, ...stubs } } as never);
}

function describeEvent(e: AnyEventObject): string {
  const { type, ...rest } = e;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const short = type.replace(/^xstate\.(done|error)\.actor\./, '$1 ');
  const payload = 'output' in rest ? rest.output : Object.keys(rest).length ? rest : undefined;
  return payload === undefined ? short : `${short} ${JSON.stringify(payload)}`;
}

/**
 * Shortest paths to every (state, incoming transition) pair, so each edge of the graph is the
 * last step of some path, plus every simple path through the states.
 */
export function generatePaths(spec: PathSpec): GeneratedPath[] {
  const seen = new Set<string>();
  const out: GeneratedPath[] = [];
  for (const input of spec.inputs ?? [spec.input]) {
    const label = spec.inputs ? `${JSON.stringify(input)}: ` : '';
    for (const path of generatePathsFrom(spec, input)) {
      const key = JSON.stringify([input, path.steps.map((s) => s.event)]);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...path, description: label + path.description });
    }
  }
  return out;
}

function generatePathsFrom(spec: PathSpec, input: unknown): GeneratedPath[] {
  const machine = controlledMachine(spec, new Map());
  const base = (s: AnyMachineSnapshot) => abstractState(spec, s, 'shortest');
  // Only the events the current state handles (its own descriptors, `after` and invoke
  // done/error included), each with the spec's samples for that type or a bare { type }.
  const events = (s: AnyMachineSnapshot) =>
    [...new Set(s._nodes.flatMap((n: AnyStateNode) => n.ownEvents))].flatMap((type) => {
      const samples = spec.events.filter((e) => e.type === type);
      return samples.length ? samples : [{ type }];
    });
  const common = {
    events,
    filterEvents: spec.filterEvents,
    input,
    limit: 100_000,
  } as const;
  const shortest = getShortestPaths(machine, {
    ...common,
    serializeState: (s: AnyMachineSnapshot, e?: AnyEventObject, prev?: AnyMachineSnapshot) =>
      e && prev ? `${base(s)} via ${JSON.stringify(e)} from ${base(prev)}` : base(s),
  } as never);
  const simple = getSimplePaths(machine, {
    ...common,
    serializeState: (s: AnyMachineSnapshot) => abstractState(spec, s, 'simple'),
  } as never);
  const out: GeneratedPath[] = [];
  for (const [kind, paths] of [
    ['shortest', shortest],
    ['simple', simple],
  ] as const)
    for (const p of paths) {
      const steps = p.steps
        .slice(1)
        .map((s) => ({ event: s.event as AnyEventObject, state: s.state as AnyMachineSnapshot }));
      out.push({
        kind,
        description: steps.length ? steps.map((s) => describeEvent(s.event)).join(' → ') : '(initial state)',
        steps,
        initial: p.steps[0].state as AnyMachineSnapshot,
        state: p.state as AnyMachineSnapshot,
        input,
      });
    }
  return out;
}

/** Collects, across replays, which states were active and which transitions were taken. */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  constructor(readonly machine: AnyStateMachine) {}

  coverage(): Coverage {
    const table = (all: string[], hit: Set<string>): CoverageTable => {
      const covered = all.filter((k) => hit.has(k));
      const missing = all.filter((k) => !hit.has(k));
      return { covered, missing, total: all.length, percent: all.length ? (100 * covered.length) / all.length : 100 };
    };
    return {
      states: table(definedStates(this.machine), this.states),
      transitions: table(definedTransitions(this.machine), this.transitions),
    };
  }
}

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  for (const node of allNodes(machine))
    for (const t of node.after)
      if (t.eventType === eventType) {
        const d =
          typeof t.delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[t.delay] : t.delay;
        const ms =
          typeof d === 'function' ? d({ context: snapshot.context, event: { type: eventType } }, undefined) : d;
        if (typeof ms !== 'number') throw new Error(`delay ${String(t.delay)} has no value`);
        return ms;
      }
  throw new Error(`no after transition for ${eventType}`);
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/**
 * Replays one path on a real actor: `after` steps advance a simulated clock by the delay, invoke
 * done/error steps settle the stubbed promise, other events are sent. After every step the actor
 * must be in the path's state (value, status and the spec's context slice). Throws otherwise.
 */
export async function replayPath(spec: PathSpec, path: GeneratedPath, recorder?: CoverageRecorder): Promise<void> {
  const pending = new Map<string, Deferred>();
  const machine = controlledMachine(spec, pending);
  const clock = new SimulatedClock();
  const record = (s: AnyMachineSnapshot) => s._nodes.forEach((n: AnyStateNode) => recorder?.states.add(n.id));
  const actor = createActor(machine, {
    input: ('input' in path ? path.input : spec.input) as never,
    clock,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
      // A transition's source was active even when no snapshot shows it (a transient `always` state).
      ev._transitions.forEach((t) => {
        recorder?.transitions.add(transitionKey(t));
        recorder?.states.add(t.source.id);
      });
      record(ev.snapshot as AnyMachineSnapshot);
    },
  });
  const check = (expected: AnyMachineSnapshot, where: string) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    record(actual);
    const [a, e] = [abstractState(spec, actual, path.kind), abstractState(spec, expected, path.kind)];
    if (a !== e) throw new Error(`${spec.name} path "${path.description}" ${where}:\n  expected ${e}\n  actual   ${a}`);
  };
  actor.start();
  try {
    check(path.initial, 'at start');
    for (const [i, { event, state }] of path.steps.entries()) {
      const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (event.type.startsWith('xstate.after.')) {
        clock.increment(delayOf(machine, event.type, actor.getSnapshot() as AnyMachineSnapshot));
      } else if (invoked && awaitedInvokes(spec.machine).has(invoked[2])) {
        const d = pending.get(invoked[2]);
        if (!d)
          throw new Error(`${spec.name} path "${path.description}": ${invoked[2]} is not running at step ${i + 1}`);
        pending.delete(invoked[2]);
        if (invoked[1] === 'done') d.resolve(event.output);
        else d.reject(event.error);
        await d.promise.catch(() => {});
        await settle();
      } else {
        actor.send(event);
      }
      check(state, `after step ${i + 1} (${describeEvent(event)})`);
    }
    check(path.state, 'at the end');
  } finally {
    actor.stop();
  }
}

/** Generates, replays every path and measures coverage. Throws on the first failing replay. */
export async function runPaths(spec: PathSpec): Promise<PathReport> {
  const paths = generatePaths(spec);
  const recorder = new CoverageRecorder(spec.machine);
  for (const p of paths) await replayPath(spec, p, recorder);
  return { name: spec.name, paths, coverage: recorder.coverage() };
}

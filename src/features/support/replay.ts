// Session replay without side effects: the recorded events are fed, in order, to a fresh root
// actor whose every placeholder action is a no-op and every non-machine actor a promise that
// never settles, on a SimulatedClock nobody advances (so no request, navigation, cookie, storage
// or timer). Events the replayed machines send each other by themselves are not fed again: a
// second recorder on the replay sees them, and they count as that recorded step. What is fed is
// hydrated: removed secrets get their stand-ins and masked mobiles a valid made-up middle.
import { SimulatedClock, createActor, type AnyActorRef, type InspectionEvent, type Observer } from 'xstate';
import { appMachine } from '../../../machines/app.machine';
import { combineObservers } from '../../devtools/inspector';
import { createRecorder } from '../../devtools/recorder';
import {
  ROOT_PATH,
  actorPath,
  captureTree,
  findActor,
  treeFromPersisted,
  type RecordedEvent,
  type SessionRecording,
  type TreeStates,
} from '../../devtools/recording';
import { hydrate } from '../../devtools/stand-ins';
import { compareTrees, differingContexts, stableJson } from './compare';
import { inertMachine } from './inert';

export { inertMachine };

import type { ReplayOptions, ReplayResult, ReplayStep, StepMode } from './replay-types';

const keyOf = (e: RecordedEvent) => `${e.path}\u0000${e.source ?? ''}\u0000${stableJson(e.event)}`;

/** A page load: the root's own xstate.init (every full load of the tab starts one). */
const isPageStart = (e: RecordedEvent) => e.path === ROOT_PATH && e.source === null && e.event.type === 'xstate.init';

/** How far ahead a reproduced event may find its recorded counterpart (some events may be missing). */
const LOOKAHEAD = 32;

/**
 * Events the replayed actors cannot send themselves, so the replay must: from outside the tree
 * (the page), delays (the clock never runs), and what a non-machine actor sends on its own (an
 * inert stub sends nothing, except its done / error event once fed its result).
 */
function mustFeed(events: RecordedEvent[], i: number): boolean {
  const e = events[i];
  if (e.source === null || e.event.type.startsWith('xstate.after.')) return true;
  if (/^xstate\.(done|error)\.actor\./.test(e.event.type)) return false;
  const source = (events[i - 1] ?? e).states[e.source] ?? e.states[e.source];
  return !!source && !('value' in source);
}

export function replayRecording(
  rec: SessionRecording,
  options: ReplayOptions = {},
): ReplayResult & { actor?: AnyActorRef } {
  const events = rec.events;
  const last = Math.min(options.upTo ?? events.length - 1, events.length - 1);
  const steps: ReplayStep[] = events.map(() => ({
    mode: 'not-replayed',
    replayed: null,
    differences: [],
    contextDiffers: [],
    extras: [],
  }));
  const keys = events.map(keyOf);
  const machine = inertMachine(options.machine ?? appMachine);

  /** Recorded step → the replayed event standing for it (its index in replayed()), or a tree. */
  const mapped = new Map<number, number | TreeStates>();
  const preFed = new Set<number>();
  const extras: Array<{ step: number; index: number }> = [];
  let cursor = 0; // the first recorded step not yet accounted for
  let lastMapped = -1;
  /** The step being sent; `recorded` once its own delivery is in (a machine may forward the same object). */
  let feeding: { index: number; event: object; recorded: boolean } | null = null;
  let ignoring = false; // restoring a checkpoint restarts children: not the session's events
  let actor: AnyActorRef | undefined;

  const advance = () => {
    while (cursor <= last && (mapped.has(cursor) || steps[cursor].mode === 'skipped')) cursor++;
  };
  const account = (i: number, replayIndex: number, mode: StepMode) => {
    mapped.set(i, replayIndex);
    steps[i].mode = mode;
    lastMapped = Math.max(lastMapped, i);
    advance();
  };

  /** Sends recorded step `i` to the replayed actor at its path (or notes that nothing runs there). */
  const feed = (i: number) => {
    const e = events[i];
    const target = actor && findActor(actor, e.path);
    if (!target || target.getSnapshot().status !== 'active') {
      steps[i].mode = 'skipped';
      mapped.set(i, actor ? captureTree(actor) : {});
      advance();
      return;
    }
    const event = hydrate(e.event, e.standIns);
    const outer = feeding;
    feeding = { index: i, event, recorded: false };
    try {
      target.send(event);
    } finally {
      feeding = outer;
    }
    // Sent but not recorded (its target's mailbox was busy and it never ran): still accounted.
    if (!mapped.has(i)) {
      steps[i].mode = 'skipped';
      mapped.set(i, captureTree(actor!));
      advance();
    }
  };

  const recorder = createRecorder({
    limit: Number.POSITIVE_INFINITY,
    checkpointEvery: 0,
    now: () => 0,
    // What the page sent in the middle of a cascade (a request starting as an invoke starts) is
    // fed at the same point: before the replay's next event, once everything before it is there.
    beforeRecord: (event) => {
      if (ignoring || (feeding && !feeding.recorded && event === feeding.event)) return;
      while (cursor <= last && !preFed.has(cursor) && !isPageStart(events[cursor]) && mustFeed(events, cursor))
        feed(cursor);
    },
    onRecord: (entry, index, event) => {
      if (ignoring) return;
      if (feeding && !feeding.recorded && event === feeding.event) {
        feeding.recorded = true;
        return account(feeding.index, index, 'fed');
      }
      const key = keyOf(entry);
      for (let i = cursor; i <= Math.min(last, cursor + LOOKAHEAD); i++) {
        if (!mapped.has(i) && steps[i].mode !== 'skipped' && keys[i] === key)
          return account(i, index, preFed.has(i) ? 'fed' : 'reproduced');
      }
      extras.push({ step: Math.max(lastMapped, 0), index });
    },
  });
  // What the page sent while an action ran (its effect navigated: beforeunload) is sent at the
  // same action of the replay, where the transition's new state is not in place yet either.
  const atAction: Observer<InspectionEvent> = {
    next: (ev) => {
      if (ev.type !== '@xstate.action' || ignoring) return;
      const path = actorPath(ev.actorRef as AnyActorRef);
      const at = (i: number) => events[i].during?.path === path && events[i].during?.action === ev.action.type;
      while (cursor <= last && !preFed.has(cursor) && at(cursor) && mustFeed(events, cursor)) feed(cursor);
    },
  };
  const observer = combineObservers(atAction, recorder.inspect, ...(options.inspect ? [options.inspect] : []));
  const replayed = () => recorder.events();

  const create = (init: { input?: unknown; snapshot?: unknown }) => {
    const a = createActor(machine, { ...init, clock: new SimulatedClock(), inspect: observer } as never) as AnyActorRef;
    // An error inside the replay is a finding (its status shows in the tree), not a crash.
    a.subscribe({ error: () => {} });
    return a;
  };
  /** Starts page load `at` (a root xstate.init) like the page did. */
  const loadPage = (at: number) => {
    if (actor) {
      replayed(); // settles the old page's last event before its actors stop
      actor.stop();
    }
    actor = create({ input: hydrate(events[at].event, events[at].standIns).input });
    // Events the page sent before the root started waited in their actors' mailboxes: send
    // them the same way, before the start, so they are processed at the same points.
    for (let i = at; i <= last && (i === at || !isPageStart(events[i])); i++) {
      const target = events[i].queued ? findActor(actor, events[i].path) : undefined;
      if (!target) continue;
      preFed.add(i);
      target.send(hydrate(events[i].event, events[i].standIns));
    }
    actor.start();
  };

  const firstPage = events.findIndex(isPageStart);
  const fromCheckpoint = rec.base ? events.findIndex((e) => e.seq > rec.base!.seq) : -1;
  let start: ReplayResult['start'];
  if (rec.dropped === 0 && firstPage === 0) {
    start = 'initial';
  } else if (fromCheckpoint >= 0) {
    start = 'checkpoint';
    cursor = fromCheckpoint;
    ignoring = true;
    actor = create({ snapshot: hydrate(rec.base!.snapshot, rec.base!.standIns) });
    actor.start();
    ignoring = false;
    const at = events.findIndex((e) => e.seq === rec.base!.seq);
    if (at >= 0) {
      steps[at].mode = 'checkpoint';
      mapped.set(at, captureTree(actor));
    }
  } else if (firstPage > 0) {
    // No checkpoint: start at the first page load the window holds.
    start = 'page';
    cursor = firstPage;
  } else {
    return { start: 'none', steps, differing: [], matchesSnapshot: null };
  }

  while (cursor <= last) {
    const i = cursor;
    if (isPageStart(events[i]) && (!actor || i > 0)) loadPage(i);
    // A pre-fed event the replay never processed, or a page start that did not come out as one.
    if (cursor === i && (preFed.has(i) || isPageStart(events[i]))) {
      steps[i].mode = 'skipped';
      mapped.set(i, captureTree(actor!));
      advance();
    } else if (cursor === i) feed(i);
  }

  const all = replayed(); // settles the last replayed event
  for (const { step, index } of extras) steps[step].extras.push(all[index]);
  const differing: number[] = [];
  for (const [i, m] of mapped) {
    const tree = typeof m === 'number' ? all[m].states : m;
    const step = steps[i];
    step.replayed = tree;
    step.differences = compareTrees(events[i].states, tree);
    step.contextDiffers = differingContexts(events[i].states, tree);
  }
  steps.forEach((s, i) => {
    if (s.differences.length || s.extras.length) differing.push(i);
  });

  const final = actor!;
  let matchesSnapshot: boolean | null = null;
  if (last === events.length - 1 && rec.snapshot && typeof rec.snapshot === 'object') {
    matchesSnapshot = compareTrees(treeFromPersisted(rec.snapshot), captureTree(final)).length === 0;
  }
  if (!options.keepAlive) {
    final.stop();
    return { start, steps, differing, matchesSnapshot };
  }
  return { start, steps, differing, matchesSnapshot, actor: final };
}

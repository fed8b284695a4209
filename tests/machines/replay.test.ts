// Replay equality on a recorded run of the real root machine: every step of the replay (inert
// effects, simulated clock) reaches the recorded state values, with no effect run.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type AnyActorRef } from 'xstate';
import { createRecorder, type RecorderOptions } from '../../src/devtools/recorder';
import type { SessionRecording } from '../../src/devtools/recording';
import { replayRecording } from '../../src/features/support/replay';
import { captureTree, findActor } from '../../src/devtools/recording';
import { compareTrees } from '../../src/features/support/compare';
import { flush, noCalls, recordSession, spiedAppLogic } from './replay-session';

/** Two full page loads of one tab: the recorder's state is saved at the first's end and resumed. */
async function recordTwoPages(options: RecorderOptions = {}): Promise<SessionRecording> {
  const clock = new SimulatedClock();
  const first = createRecorder({ now: () => clock.now(), ...options });
  const page1 = createActor(spiedAppLogic(noCalls()), { input: { lastReloadAt: null }, clock, inspect: first.inspect });
  page1.start();
  await flush();
  page1.send({ type: 'store.rememberKeyword', keyword: '钢筋' });
  (page1.system.get('navPanel') as AnyActorRef).send({ type: 'nav.focus' });
  clock.increment(300);
  page1.send({ type: 'app.unload' });
  const saved = JSON.parse(JSON.stringify(first.state())); // what sessionStorage keeps
  page1.stop();

  const second = createRecorder({ now: () => clock.now(), ...options, resume: saved });
  const page2 = createActor(spiedAppLogic(noCalls()), {
    input: { lastReloadAt: 1_000 },
    clock,
    inspect: second.inspect,
  });
  (page2.getSnapshot().children as Record<string, AnyActorRef>).loadingBar.send({ type: 'request.start' });
  page2.start();
  await flush();
  clock.increment(200);
  (page2.system.get('loadingBar') as AnyActorRef).send({ type: 'request.end' });
  clock.increment(300);
  page2.send({ type: 'store.set', patch: { searchType: 'shop' } });
  const file = JSON.parse(JSON.stringify(second.export())) as SessionRecording;
  page2.stop();
  return file;
}

const pageStarts = (rec: SessionRecording) =>
  rec.events.flatMap((e, i) => (e.path === 'root' && e.source === null && e.event.type === 'xstate.init' ? [i] : []));

describe('session replay', () => {
  it('replays a recorded session of the root machine with the same state values at every step', async () => {
    const { recording } = await recordSession();
    const types = recording.events.map((e) => e.event.type);
    // The run covers invokes, delays, spawned flows and messages between actors.
    expect(types).toEqual(
      expect.arrayContaining([
        'xstate.init',
        'xstate.promise.resolve',
        'xstate.promise.reject',
        'xstate.done.actor.readLogin',
        'flow.start',
      ]),
    );
    expect(types.some((t) => t.startsWith('xstate.error.actor.'))).toBe(true);
    expect(types.filter((t) => t.startsWith('xstate.after.')).length).toBeGreaterThan(5);
    expect(types).toContain('store.restore');

    const result = replayRecording(recording);
    expect(result.start).toBe('initial');
    expect(result.differing).toEqual([]);
    expect(result.matchesSnapshot).toBe(true);
    result.steps.forEach((step, i) => {
      expect(step.mode, `step ${i}`).toMatch(/^(fed|reproduced|skipped)$/);
      expect(compareTrees(recording.events[i].states, step.replayed!), `step ${i}`).toEqual([]);
      expect(step.contextDiffers, `step ${i}`).toEqual([]);
    });
    // Delays and promise results are fed; what the machines send each other is reproduced.
    const modeOf = (pred: (t: string) => boolean) => [
      ...new Set(result.steps.filter((_, i) => pred(types[i])).map((s) => s.mode)),
    ];
    expect(modeOf((t) => t.startsWith('xstate.after.'))).toEqual(['fed']);
    expect(modeOf((t) => t === 'xstate.promise.resolve')).toEqual(['fed']);
    expect(modeOf((t) => t.startsWith('xstate.done.actor.') || t === 'store.restore')).toEqual(['reproduced']);
    // A request the page started in the middle of a cascade (an invoke starting) is fed there.
    const nested = recording.events.findIndex(
      (e, i) => e.event.type === 'request.start' && recording.events[i - 1].event.type === 'xstate.init',
    );
    expect(nested).toBeGreaterThan(0);
    expect(result.steps[nested].mode).toBe('fed');
    // app.unload sent while the chunk guard's reloadPage ran (beforeunload), before its new state.
    const unload = recording.events.findIndex((e) => e.event.type === 'app.unload' && e.during);
    expect(recording.events[unload].during).toEqual({ path: 'root/chunkGuard', action: 'reloadPage' });
    expect(recording.events[unload - 1].states['root/chunkGuard'].value).toBe('watching');
    expect(result.steps[unload].mode).toBe('fed');
  });

  it('starts from the checkpoint when older events were dropped', async () => {
    const { recording } = await recordSession({ limit: 40, checkpointEvery: 5 });
    expect(recording.dropped).toBeGreaterThan(0);
    expect(recording.base).not.toBeNull();
    const result = replayRecording(recording);
    expect(result.start).toBe('checkpoint');
    expect(result.differing).toEqual([]);
    const replayed = result.steps.filter((s) => s.mode !== 'not-replayed');
    expect(replayed.length).toBeGreaterThanOrEqual(40 - 5);
    expect(result.steps.at(-1)!.mode).not.toBe('not-replayed');
    expect(result.matchesSnapshot).toBe(true);
  });

  it('flags a step whose recorded state value the replay does not reach', async () => {
    const { recording } = await recordSession();
    const i = recording.events.findIndex((e) => e.states['root/navPanel']?.value === 'shown');
    expect(i).toBeGreaterThan(0);
    recording.events[i].states['root/navPanel'].value = 'hidden';
    const result = replayRecording(recording);
    expect(result.differing).toEqual([i]);
    expect(result.steps[i].differences).toEqual([{ path: 'root/navPanel', recorded: 'hidden', replayed: 'shown' }]);
  });

  it('runs no effect: no storage, reload or login read, whatever the machine was provided with', async () => {
    const { recording, calls } = await recordSession();
    expect(calls.reloadPage).toBe(1);
    expect(calls.saveStore).toBe(2);
    const replayCalls = noCalls();
    const result = replayRecording(recording, { machine: spiedAppLogic(replayCalls) });
    expect(result.differing).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(replayCalls).toEqual(noCalls());
  });

  it('goes on across full page loads and replays each load from its own start', async () => {
    const recording = await recordTwoPages();
    const starts = pageStarts(recording);
    expect(starts).toHaveLength(2);
    expect(recording.events.map((e) => e.seq)).toEqual(recording.events.map((_, i) => i));
    expect(recording.events[starts[1]].event).toMatchObject({ input: { lastReloadAt: 1_000 } });
    // The first page's last event has its tree; the second page starts from its initial one.
    expect(recording.events[starts[1] - 1].states['root/navPanel'].value).toBe('shown');
    expect(recording.events[starts[1]].states['root/navPanel'].value).toBe('hidden');
    const result = replayRecording(recording);
    expect(result.start).toBe('initial');
    expect(result.differing).toEqual([]);
    expect(result.matchesSnapshot).toBe(true);
    expect(result.steps.every((s) => s.mode !== 'not-replayed')).toBe(true);
  });

  it('without a checkpoint, starts at the first page load left in the window', async () => {
    const full = await recordTwoPages({ checkpointEvery: 0 });
    const second = pageStarts(full)[1];
    const recording = await recordTwoPages({ checkpointEvery: 0, limit: full.events.length - second + 2 });
    expect(recording.dropped).toBeGreaterThan(0);
    expect(recording.base).toBeNull();
    const result = replayRecording(recording);
    expect(result.start).toBe('page');
    expect(result.differing).toEqual([]);
    expect(result.steps.slice(0, 2).map((s) => s.mode)).toEqual(['not-replayed', 'not-replayed']);
    expect(result.steps[2].mode).not.toBe('not-replayed');
  });

  it('stops at a chosen step and leaves that actor running (what the inspector opens)', async () => {
    const { recording } = await recordSession();
    const upTo = recording.events.findIndex((e) => e.states['root/sms-login']?.value === 'counting');
    expect(upTo).toBeGreaterThan(0);
    const result = replayRecording(recording, { upTo, keepAlive: true });
    const actor = result.actor!;
    expect(compareTrees(recording.events[upTo].states, captureTree(actor))).toEqual([]);
    expect((findActor(actor, 'root/sms-login') as AnyActorRef).getSnapshot().value).toBe('counting');
    expect(result.steps[upTo + 1].mode).toBe('not-replayed');
    actor.stop();
  });
});

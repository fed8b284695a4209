// The session recorder on the real root actor: paths of ids, the tree after each event, personal
// data removed, the last 500 events kept with a checkpoint a replay can start from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, assign, createActor, setup, type AnyActorRef } from 'xstate';
import { createRecorder, RECORDER_LIMIT } from '../../src/devtools/recorder';
import type { SessionRecording } from '../../src/devtools/recording';
import { APP_VERSION } from '../../src/devtools/version';
import { replayRecording } from '../../src/features/support/replay';
import { PASSWORD_RE, PHONE_RE, SMS_CODE_RE } from '../../src/api/validation';
import { PHONE, TOKEN, noCalls, recordSession, spiedAppLogic } from './replay-session';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('session recorder', () => {
  it('taking over from the early observer records what a recorder there from the start records', async () => {
    const untimed = (r: SessionRecording) => ({
      ...r,
      recordedAt: '',
      events: r.events.map(({ time: _time, ...e }) => e),
    });
    const { recording: live } = await recordSession({ checkpointEvery: 5 });
    const { recording: late } = await recordSession({ checkpointEvery: 5 }, { late: true });
    expect(late.events.length).toBeGreaterThan(20);
    expect(untimed(late)).toEqual(untimed(live));
    expect(replayRecording(late).differing).toEqual([]);
  });

  it('records each event with its target path, its source and the whole tree after it', async () => {
    const { recording } = await recordSession();
    const [init] = recording.events;
    expect(init).toMatchObject({
      seq: 0,
      path: 'root',
      source: null,
      event: { type: 'xstate.init', input: { lastReloadAt: null } },
    });
    expect(Object.keys(init.states)).toEqual(
      expect.arrayContaining(['root', 'root/session', 'root/persistence', 'root/navPanel', 'root/loadingBar']),
    );
    expect(recording.events.map((e) => e.seq)).toEqual(recording.events.map((_, i) => i));

    const childInit = recording.events.find((e) => e.path === 'root/session' && e.event.type === 'xstate.init');
    expect(childInit?.source).toBe('root');
    const restore = recording.events.find((e) => e.event.type === 'store.restore')!;
    expect(restore).toMatchObject({ path: 'root', source: 'root/persistence' });
    expect(restore.states.root.context).toMatchObject({ store: { searchType: 'shop', keyword: '水泥' } });

    const enter = recording.events.findIndex((e) => e.event.type === 'nav.pointerEnter');
    expect(recording.events[enter]).toMatchObject({ path: 'root/navPanel', source: null });
    expect(recording.events[enter].states['root/navPanel'].value).toBe('opening');
    expect(recording.events[enter + 1]).toMatchObject({
      path: 'root/navPanel',
      source: 'root/navPanel',
      event: { type: 'xstate.after.showDelay.navPanel.opening' },
    });
    expect(recording.events[enter + 1].states['root/navPanel'].value).toBe('shown');
    // Other actors are in the tree with a status only.
    expect(
      recording.events.some(
        (e) =>
          e.states['root/session/readLogin']?.status === 'active' && !('value' in e.states['root/session/readLogin']),
      ),
    ).toBe(true);
  });

  it('records events sent before their actor started where they were processed, and replays them so', async () => {
    const recorder = createRecorder();
    const app = createActor(spiedAppLogic(noCalls()), { input: {}, inspect: recorder.inspect });
    // As in the page: effects run (and requests start) before the provider starts the root.
    const bar = (app.getSnapshot().children as Record<string, AnyActorRef>).loadingBar;
    bar.send({ type: 'request.start' });
    bar.send({ type: 'request.start' });
    app.send({ type: 'store.set', patch: { keyword: '早' } });
    app.start();
    await flush();
    const events = recorder.events();
    const at = (i: number) => `${events[i].path} ${events[i].event.type}${events[i].queued ? ' (queued)' : ''}`;
    const barInit = events.findIndex((e) => e.path === 'root/loadingBar' && e.event.type === 'xstate.init');
    expect([at(barInit + 1), at(barInit + 2)]).toEqual([
      'root/loadingBar request.start (queued)',
      'root/loadingBar request.start (queued)',
    ]);
    expect(events[barInit + 1].states['root/loadingBar'].context).toMatchObject({ pending: 1 });
    expect(events[barInit + 2].states['root/loadingBar'].context).toMatchObject({ pending: 2 });
    const rootSet = events.findIndex((e) => e.event.type === 'store.set');
    expect(events[rootSet].queued).toBe(true);
    expect(rootSet).toBeGreaterThan(
      events.findIndex((e) => e.path === 'root/navPanel' && e.event.type === 'xstate.init'),
    );

    const result = replayRecording(JSON.parse(JSON.stringify(recorder.export())));
    expect(result.start).toBe('initial');
    expect(result.differing).toEqual([]);
    expect(result.steps[barInit + 1].mode).toBe('fed');
    app.stop();
  });

  it('stores no phone number, token or SMS-related secret', async () => {
    const { recording } = await recordSession();
    const text = JSON.stringify(recording);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('138****8000');
    const loggedIn = recording.events.find((e) => e.event.type === 'xstate.done.actor.readLogin')!;
    expect(loggedIn.event).toMatchObject({ output: { token: '[已移除]', username: '138****8000' } });
    expect(loggedIn.states['root/session'].context).toMatchObject({ username: '138****8000' });
  });

  it('exports the file format: app, version, times, events and the root persisted snapshot', async () => {
    const { recording } = await recordSession();
    // The version is package.json's, injected at build time.
    expect(APP_VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(recording).toMatchObject({ app: 'portal', version: APP_VERSION, format: 1, dropped: 0, base: null });
    expect(new Date(recording.recordedAt).toISOString()).toBe(recording.recordedAt);
    expect(recording.snapshot).toMatchObject({
      status: 'active',
      children: { session: { src: 'session' }, navPanel: { snapshot: { value: 'hidden' } } },
    });
    expect(recording.events.at(-1)!.states['root/navPanel'].value).toBe('hidden');
  });

  it(`keeps only the last ${RECORDER_LIMIT} events, with a checkpoint to replay them from`, async () => {
    const clock = new SimulatedClock();
    const recorder = createRecorder({ now: () => clock.now() });
    const app = createActor(spiedAppLogic(noCalls()), { input: {}, clock, inspect: recorder.inspect });
    app.start();
    await flush();
    const before = recorder.events().length;
    for (let i = 0; i < 600; i++) app.send({ type: 'store.set', patch: { keyword: `k${i}` } });
    const total = before + 600;
    const events = recorder.events();
    expect(events).toHaveLength(RECORDER_LIMIT);
    expect(recorder.dropped()).toBe(total - RECORDER_LIMIT);
    expect(events[0].seq).toBe(total - RECORDER_LIMIT);
    expect(events.at(-1)).toMatchObject({ seq: total - 1, event: { type: 'store.set', patch: { keyword: 'k599' } } });
    expect(events.at(-1)!.states.root.context).toMatchObject({ store: { keyword: 'k599' } });

    const file = JSON.parse(JSON.stringify(recorder.export()));
    expect(file.dropped).toBe(total - RECORDER_LIMIT);
    expect(file.base.seq).toBeGreaterThanOrEqual(events[0].seq - 1);
    expect(file.base.seq).toBeLessThan(events[0].seq + 25);
    const result = replayRecording(file);
    expect(result.start).toBe('checkpoint');
    expect(result.differing).toEqual([]);
    expect(result.matchesSnapshot).toBe(true);
    app.stop();
  });

  it('replays form validation on removed secrets the way it ran (stand-ins)', () => {
    const form = setup({
      types: {
        events: {} as { type: 'submit'; phone: string; code: string; password: string; confirmPassword: string },
        context: {} as { error: string },
      },
      guards: {
        valid: ({ event }) =>
          PHONE_RE.test(event.phone) &&
          SMS_CODE_RE.test(event.code) &&
          PASSWORD_RE.test(event.password) &&
          event.password === event.confirmPassword,
      },
    }).createMachine({
      id: 'form',
      context: { error: '' },
      initial: 'editing',
      states: {
        editing: {
          on: {
            submit: [
              { guard: 'valid', target: 'done' },
              { actions: assign({ error: ({ event }) => `无效 ${event.phone}` }) },
            ],
          },
        },
        done: {},
      },
    });
    const recorder = createRecorder();
    const actor = createActor(form, { inspect: recorder.inspect }).start();
    const base = {
      type: 'submit' as const,
      phone: PHONE,
      code: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    actor.send({ ...base, confirmPassword: 'Secret124' });
    actor.send({ ...base, code: '12345' });
    actor.send({ ...base, password: 'short', confirmPassword: 'short' });
    actor.send(base);
    expect(actor.getSnapshot().value).toBe('done');
    const file = JSON.parse(JSON.stringify(recorder.export()));
    expect(JSON.stringify(file)).not.toMatch(/Secret12|123456|short"/);
    const result = replayRecording(file, { machine: form });
    expect(result.differing).toEqual([]);
    expect(result.steps.map((s) => s.replayed?.root.value)).toEqual([
      'editing',
      'editing',
      'editing',
      'editing',
      'done',
    ]);
    expect(result.steps.flatMap((s) => s.contextDiffers)).toEqual([]);
  });
});

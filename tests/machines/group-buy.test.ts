import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { groupBuyMachine, secondsLeft } from '../../machines/group-buy.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

const T0 = 1_767_225_600_000;

describe('groupBuy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (endsAt: number | null, now = T0) => createActor(groupBuyMachine, { input: { endsAt, now } }).start();

  it('rounds the time left up to whole seconds and never below 0', () => {
    expect(secondsLeft({ endsAt: T0 + 2_001, now: T0 })).toBe(3);
    expect(secondsLeft({ endsAt: T0 + 2_000, now: T0 })).toBe(2);
    expect(secondsLeft({ endsAt: T0 - 5_000, now: T0 })).toBe(0);
    expect(secondsLeft({ endsAt: null, now: T0 })).toBe(0);
  });

  it('ticks once a second and shows the normal price exactly at the end', () => {
    const a = start(T0 + 90_000);
    expect(a.getSnapshot().value).toBe('running');
    expect(a.getSnapshot().hasTag('running')).toBe(true);
    expect(a.getSnapshot().context.remaining).toBe(90);
    vi.advanceTimersByTime(999);
    expect(a.getSnapshot().context.remaining).toBe(90);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().context.remaining).toBe(89);
    vi.advanceTimersByTime(88_999);
    expect(a.getSnapshot().context.remaining).toBe(1);
    expect(a.getSnapshot().hasTag('running')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().value).toBe('ended');
    expect(a.getSnapshot().hasTag('running')).toBe(false);
    expect(a.getSnapshot().hasTag('ended')).toBe(true);
    expect(a.getSnapshot().context.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts ended when the end has passed, and without a timer when there is no group buy', () => {
    expect(start(T0 - 1).getSnapshot().value).toBe('ended');
    const none = start(null);
    expect(none.getSnapshot().value).toBe('none');
    expect(none.getSnapshot().hasTag('running')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('re-syncs to a fresh clock (a tab back from the background) and to new goods data', () => {
    const a = start(T0 + 60_000);
    vi.advanceTimersByTime(5_000);
    expect(a.getSnapshot().context.remaining).toBe(55);
    // the background tab's timers were throttled: the wall clock says 40 s have passed
    a.send({ type: 'groupBuy.sync', endsAt: T0 + 60_000, now: T0 + 40_000 });
    expect(a.getSnapshot().context.remaining).toBe(20);
    expect(vi.getTimerCount()).toBe(1);
    a.send({ type: 'groupBuy.sync', endsAt: T0 + 60_000, now: T0 + 61_000 });
    expect(a.getSnapshot().value).toBe('ended');
    expect(vi.getTimerCount()).toBe(0);
    a.send({ type: 'groupBuy.sync', endsAt: T0 + 120_000, now: T0 + 61_000 });
    expect(a.getSnapshot().value).toBe('running');
    expect(a.getSnapshot().context.remaining).toBe(59);
    a.send({ type: 'groupBuy.sync', endsAt: null, now: T0 + 61_000 });
    expect(a.getSnapshot().value).toBe('none');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('groupBuy as a page flow of the root', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is spawned by flow.start with its input, counts down, and stops with flow.stop', () => {
    const app = createActor(appMachine, { input: {} }).start();
    app.send({ type: 'flow.start', key: 'groupBuy', id: 'groupBuy-1', input: { endsAt: T0 + 2_000, now: T0 } });
    const flow = app.getSnapshot().children['groupBuy-1'] as
      ReturnType<typeof createActor<typeof groupBuyMachine>> | undefined;
    expect(flow?.getSnapshot().value).toBe('running');
    vi.advanceTimersByTime(2_000);
    expect(flow?.getSnapshot().value).toBe('ended');
    app.send({ type: 'flow.stop', id: 'groupBuy-1' });
    expect(app.getSnapshot().children['groupBuy-1']).toBeUndefined();
    expect(app.getSnapshot().context.flows).toEqual({});
  });
});

describePaths(pathSpecs.groupBuy);

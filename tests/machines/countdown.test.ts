import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { countdownMachine } from '../../machines/countdown.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 s down once a second and returns to idle at 60 000 ms', () => {
    const a = createActor(countdownMachine, { input: {} }).start();
    a.send({ type: 'countdown.start' });
    expect(a.getSnapshot().context.seconds).toBe(60);
    expect(a.getSnapshot().hasTag('counting')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(a.getSnapshot().context.seconds).toBe(60);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().context.seconds).toBe(59);
    vi.advanceTimersByTime(58_999);
    expect(a.getSnapshot().context.seconds).toBe(1);
    expect(a.getSnapshot().hasTag('counting')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().hasTag('counting')).toBe(false);
    expect(a.getSnapshot().context.seconds).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores start while counting and can be reset', () => {
    const a = createActor(countdownMachine, { input: { seconds: 5 } }).start();
    a.send({ type: 'countdown.start' });
    vi.advanceTimersByTime(2_000);
    a.send({ type: 'countdown.start' });
    expect(a.getSnapshot().context.seconds).toBe(3);
    a.send({ type: 'countdown.reset' });
    expect(a.getSnapshot().value).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describePaths(pathSpecs.countdown);

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loadingBarMachine } from '../../machines/loading-bar.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

describe('loadingBar timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => createActor(loadingBarMachine).start();
  type Bar = ReturnType<typeof start>;
  const visible = (a: Bar) => a.getSnapshot().hasTag('visible');
  const progress = (a: Bar) => a.getSnapshot().context.progress;

  it('shows only after the 200 ms throttle: not at 199 ms, at 200 ms', () => {
    const a = start();
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(199);
    expect(visible(a)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible(a)).toBe(true);
    expect(progress(a)).toBe(0);
  });

  it('never shows for a request that ends within the throttle', () => {
    const a = start();
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(199);
    a.send({ type: 'request.end' });
    vi.advanceTimersByTime(10_000);
    expect(visible(a)).toBe(false);
    expect(a.getSnapshot().context.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('creeps to 45 % at half the 5000 ms duration and 90 % at its end, then stays', () => {
    const a = start();
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(200);
    vi.advanceTimersByTime(2_500);
    expect(progress(a)).toBe(45);
    vi.advanceTimersByTime(2_499);
    expect(progress(a)).toBeLessThan(90);
    vi.advanceTimersByTime(1);
    expect(progress(a)).toBe(90);
    vi.advanceTimersByTime(60_000);
    expect(progress(a)).toBe(90);
    expect(visible(a)).toBe(true);
    expect(vi.getTimerCount()).toBe(0); // no busy timer once the ceiling is reached
  });

  it('completes to 100 % when the last request ends, then hides 300 ms later', () => {
    const a = start();
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(1_000);
    a.send({ type: 'request.end' });
    expect(progress(a)).toBe(100);
    expect(visible(a)).toBe(true);
    vi.advanceTimersByTime(299);
    expect(visible(a)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible(a)).toBe(false);
    expect(progress(a)).toBe(0);
  });

  it('counts concurrent requests: it completes only when all have ended', () => {
    const a = start();
    a.send({ type: 'request.start' });
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(500);
    a.send({ type: 'request.end' });
    expect(a.getSnapshot().value).toEqual({ shown: 'running' });
    expect(progress(a)).toBeLessThan(100);
    a.send({ type: 'request.end' });
    expect(progress(a)).toBe(100);
  });

  it('a request started during the throttle keeps the bar pending past the first one ending', () => {
    const a = start();
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(100);
    a.send({ type: 'request.start' });
    a.send({ type: 'request.end' });
    vi.advanceTimersByTime(99);
    expect(visible(a)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible(a)).toBe(true);
  });

  it('a new request while completing restarts the bar from 0', () => {
    const a = start();
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(300);
    a.send({ type: 'request.end' });
    a.send({ type: 'request.start' });
    expect(visible(a)).toBe(true);
    expect(progress(a)).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(progress(a)).toBe(18);
  });

  it('ignores an end without a start (never negative)', () => {
    const a = start();
    a.send({ type: 'request.end' });
    expect(a.getSnapshot().context.pending).toBe(0);
    a.send({ type: 'request.start' });
    vi.advanceTimersByTime(200);
    expect(visible(a)).toBe(true);
  });
});

describePaths(pathSpecs.loadingBar);

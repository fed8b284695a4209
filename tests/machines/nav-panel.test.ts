import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { navPanelMachine } from '../../machines/nav-panel.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

describe('navPanel timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => createActor(navPanelMachine).start();
  const visible = (a: ReturnType<typeof start>) => a.getSnapshot().hasTag('visible');

  it('shows 300 ms after the pointer enters, not at 299 ms', () => {
    const a = start();
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(299);
    expect(visible(a)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible(a)).toBe(true);
  });

  it('shows 300 ms after keyboard focus too', () => {
    const a = start();
    a.send({ type: 'nav.focus' });
    vi.advanceTimersByTime(299);
    expect(visible(a)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible(a)).toBe(true);
  });

  it('hides 300 ms after the pointer leaves, not at 299 ms', () => {
    const a = start();
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(300);
    a.send({ type: 'nav.pointerLeave' });
    vi.advanceTimersByTime(299);
    expect(visible(a)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible(a)).toBe(false);
    expect(a.getSnapshot().value).toBe('hidden');
  });

  it('stays open when the pointer comes back while the hide is pending', () => {
    const a = start();
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(300);
    a.send({ type: 'nav.pointerLeave' });
    vi.advanceTimersByTime(200);
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(10_000);
    expect(visible(a)).toBe(true);
    expect(a.getSnapshot().value).toBe('shown');
  });

  it('never shows when the pointer only passes through (leaves before 300 ms)', () => {
    const a = start();
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(299);
    a.send({ type: 'nav.pointerLeave' });
    vi.advanceTimersByTime(10_000);
    expect(visible(a)).toBe(false);
  });

  it('restarts the 300 ms when the pointer re-enters after passing through', () => {
    const a = start();
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(250);
    a.send({ type: 'nav.pointerLeave' });
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(299);
    expect(visible(a)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible(a)).toBe(true);
  });

  it('focus moving inside the panel (blur then focus) keeps it open', () => {
    const a = start();
    a.send({ type: 'nav.focus' });
    vi.advanceTimersByTime(300);
    a.send({ type: 'nav.blur' });
    a.send({ type: 'nav.focus' });
    vi.advanceTimersByTime(1_000);
    expect(visible(a)).toBe(true);
  });

  it('closes at once on Escape, from any state, and cancels a pending show', () => {
    const a = start();
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(300);
    a.send({ type: 'nav.close' });
    expect(visible(a)).toBe(false);
    a.send({ type: 'nav.pointerEnter' });
    vi.advanceTimersByTime(100);
    a.send({ type: 'nav.close' });
    vi.advanceTimersByTime(1_000);
    expect(visible(a)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describePaths(pathSpecs.navPanel);

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchHints, schedulePrefetch, type PrefetchEnv } from '../../src/client/prefetch';

afterEach(() => vi.useRealTimers());

const env = (over: Partial<PrefetchEnv> = {}): PrefetchEnv => ({
  onLine: true,
  setTimeout: (cb, ms) => setTimeout(cb, ms),
  ...over,
});

describe('idle prefetch', () => {
  it('loads every route chunk within the 2000 ms idle timeout', async () => {
    vi.useFakeTimers();
    const a = vi.fn(() => Promise.resolve());
    const b = vi.fn(() => Promise.reject(new Error('offline chunk')));
    expect(schedulePrefetch([a, b], env())).toBe(true);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1);
    expect(a).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
  });

  it('uses requestIdleCallback with the 2000 ms timeout when the browser has it', () => {
    const ric = vi.fn();
    schedulePrefetch([() => Promise.resolve()], env({ requestIdleCallback: ric }));
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it.each([
    ['offline', { onLine: false }],
    ['data-saver', { connection: { saveData: true } }],
    ['2g', { connection: { effectiveType: '2g' } }],
    ['slow-2g', { connection: { effectiveType: 'slow-2g' } }],
  ])('is skipped when %s', (_name, over) => {
    const load = vi.fn(() => Promise.resolve());
    expect(schedulePrefetch([load], env(over as Partial<PrefetchEnv>))).toBe(false);
  });

  it('still runs on 3g and 4g', () => {
    expect(schedulePrefetch([() => Promise.resolve()], env({ connection: { effectiveType: '3g' } }))).toBe(true);
  });
});

describe('prefetch hints', () => {
  it('ask the browser for a chunk at low priority without running it', async () => {
    await prefetchHints(['/assets/MoreGoodsPage-abc.js', '/assets/MoreGoodsPage-abc.css']);
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')] as HTMLLinkElement[];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('as')])).toEqual([
      ['/assets/MoreGoodsPage-abc.js', 'script'],
      ['/assets/MoreGoodsPage-abc.css', 'style'],
    ]);
    expect(document.querySelectorAll('script[src*="MoreGoodsPage"]')).toHaveLength(0);
  });
});

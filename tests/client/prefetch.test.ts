import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_BATCH,
  PREFETCH_IDLE_TIMEOUT_MS,
  prefetchHints,
  schedulePrefetch,
  type PrefetchEnv,
} from '../../src/client/prefetch';

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove());
});

const env = (over: Partial<PrefetchEnv> = {}): PrefetchEnv => ({
  onLine: true,
  setTimeout: (cb, ms) => setTimeout(cb, ms),
  ...over,
});
const hinted = () => document.head.querySelectorAll('link[rel="prefetch"]').length;
const chunks = (n: number) => Array.from({ length: n }, (_, i) => `/assets/Page${i}-abc.js`);

describe('idle prefetch', () => {
  it('hints every route chunk, a batch per idle moment of at most 2000 ms', () => {
    vi.useFakeTimers();
    expect(schedulePrefetch(chunks(PREFETCH_BATCH * 2 + 1), env())).toBe(true);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1);
    expect(hinted()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(hinted()).toBe(PREFETCH_BATCH);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(hinted()).toBe(PREFETCH_BATCH * 2);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(hinted()).toBe(PREFETCH_BATCH * 2 + 1);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS * 5);
    expect(hinted()).toBe(PREFETCH_BATCH * 2 + 1);
  });

  it('uses requestIdleCallback with the 2000 ms timeout when the browser has it', () => {
    const ric = vi.fn();
    schedulePrefetch(chunks(1), env({ requestIdleCallback: ric }));
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it.each([
    ['offline', { onLine: false }],
    ['data-saver', { connection: { saveData: true } }],
    ['2g', { connection: { effectiveType: '2g' } }],
    ['slow-2g', { connection: { effectiveType: 'slow-2g' } }],
  ])('is skipped when %s', (_name, over) => {
    expect(schedulePrefetch(chunks(1), env(over as Partial<PrefetchEnv>))).toBe(false);
  });

  it('still runs on 3g and 4g', () => {
    expect(schedulePrefetch(chunks(1), env({ connection: { effectiveType: '3g' } }))).toBe(true);
  });
});

describe('prefetch hints', () => {
  it('ask the browser for a chunk at low priority without running it', () => {
    prefetchHints(['/assets/MoreGoodsPage-abc.js', '/assets/MoreGoodsPage-abc.css']);
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')] as HTMLLinkElement[];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('as')])).toEqual([
      ['/assets/MoreGoodsPage-abc.js', 'script'],
      ['/assets/MoreGoodsPage-abc.css', 'style'],
    ]);
    expect(document.querySelectorAll('script[src*="MoreGoodsPage"]')).toHaveLength(0);
  });
});

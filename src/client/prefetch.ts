// Idle prefetch of route chunks: once the browser is idle (at most 2000 ms after start), fetch
// the other routes' code so the next click is instant. Skipped offline, on 2g connections and
// with data-saver on, where bytes cost the user more than the wait.
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export interface PrefetchEnv {
  onLine: boolean;
  connection?: ConnectionInfo;
  requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => unknown;
  setTimeout: (cb: () => void, ms: number) => unknown;
}

export function shouldPrefetch(env: Pick<PrefetchEnv, 'onLine' | 'connection'>): boolean {
  if (!env.onLine) return false;
  const c = env.connection;
  if (c?.saveData) return false;
  if (c?.effectiveType && /(^|-)2g$/.test(c.effectiveType)) return false;
  return true;
}

export function browserPrefetchEnv(): PrefetchEnv {
  const nav = navigator as Navigator & { connection?: ConnectionInfo };
  return {
    onLine: nav.onLine,
    connection: nav.connection,
    requestIdleCallback: window.requestIdleCallback?.bind(window),
    setTimeout: window.setTimeout.bind(window),
  };
}

/**
 * Low-priority fetches of chunks into the HTTP cache: nothing runs and no stylesheet applies
 * until a navigation imports it.
 */
export function prefetchHints(urls: readonly string[], doc: Document = document): void {
  const links = urls.map((url) => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
    return link;
  });
  // one insertion, not one per chunk
  doc.head.append(...links);
}

/** Chunks hinted per idle slice: each hint costs the main thread 1-3 ms (with DevTools tracing on), so 140 at once were a long task. */
export const PREFETCH_BATCH = 2;

/**
 * Hints `urls` a batch per idle moment (each batch waits at most PREFETCH_IDLE_TIMEOUT_MS), so
 * the prefetch never blocks input; returns whether anything was scheduled.
 */
export function schedulePrefetch(
  urls: readonly string[],
  env: PrefetchEnv = browserPrefetchEnv(),
  doc: Document = document,
): boolean {
  if (!shouldPrefetch(env) || urls.length === 0) return false;
  const later = (run: () => void) =>
    env.requestIdleCallback
      ? env.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
      : env.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
  const slice = (from: number) => () => {
    prefetchHints(urls.slice(from, from + PREFETCH_BATCH), doc);
    if (from + PREFETCH_BATCH < urls.length) later(slice(from + PREFETCH_BATCH));
  };
  later(slice(0));
  return true;
}

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
 * until a navigation imports it, so prefetching costs the page no main-thread time.
 */
export function prefetchHints(urls: readonly string[], doc: Document = document): Promise<void> {
  const links = urls.map((url) => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
    return link;
  });
  // one insertion, not one per chunk
  doc.head.append(...links);
  return Promise.resolve();
}

/** Schedules the loaders for an idle moment; returns whether anything was scheduled. */
export function schedulePrefetch(loaders: Array<() => Promise<unknown>>, env: PrefetchEnv = browserPrefetchEnv()): boolean {
  if (!shouldPrefetch(env) || loaders.length === 0) return false;
  const run = () => loaders.forEach((load) => load().catch(() => {}));
  if (env.requestIdleCallback) env.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else env.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
  return true;
}

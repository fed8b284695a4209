// The Stately inspector, for developers: `?inspect` in any URL (or localStorage 'portal:inspect'
// = '1') connects the root actor, and so every child, to @statelyai/inspect's browser inspector.
// Everything about it lives in ./inspector-impl, loaded only by the dynamic imports below, so
// neither the package nor its setup is in the bundle /home loads.
import type { InspectionEvent, Observer } from 'xstate';
import type { PageInspector } from './inspector-impl';

export type { PageInspector } from './inspector-impl';

export const INSPECT_FLAG = 'portal:inspect';

function readFlag(): string | null {
  try {
    return globalThis.localStorage?.getItem(INSPECT_FLAG) ?? null;
  } catch {
    return null; // storage blocked
  }
}

/** True when the page was opened with ?inspect (not ?inspect=0) or the localStorage flag is '1'. */
export function inspectorRequested(
  search: string = globalThis.location?.search ?? '',
  flag: string | null = readFlag(),
): boolean {
  const q = new URLSearchParams(search);
  if (q.has('inspect')) return q.get('inspect') !== '0';
  return flag === '1';
}

/** The page's one inspector, created on first use (that opens the inspector window). */
export function loadInspector(): Promise<PageInspector> {
  return import('./inspector-impl').then((m) => m.pageInspector());
}

/** Fetches the inspector code ahead of a click (hover, focus) without opening anything. */
export function preloadInspector(): void {
  import('./inspector-impl').catch(() => {});
}

/** One observer that forwards every inspection event to each of `observers`. */
export function combineObservers(...observers: Array<Observer<InspectionEvent>>): Observer<InspectionEvent> {
  return {
    next: (ev) => {
      for (const o of observers) {
        try {
          o.next?.(ev);
        } catch (err) {
          // One broken observer must not stop the others (nor the app).
          console.error(err);
        }
      }
    },
  };
}

// The members' clock: every expiry, window and delay reads now() so tests move time instead
// of sleeping (setClock in tests only). Times are stored as sortable UTC text with milliseconds.
let source: () => number = () => Date.now();

export const now = (): number => source();

/** Tests: replace the clock; call with no argument to go back to real time. */
export function setClock(fn?: () => number): void {
  source = fn ?? (() => Date.now());
}

export function stamp(ms: number = now()): string {
  return new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

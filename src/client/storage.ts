// Stored params (spec section 3) in localStorage, read defensively: a broken value is no value.
import type { StoredParams } from '../../machines/session-types';

export type { StoredParams };

export const PARAMS_KEY = 'params';

export function readStoredParams(): StoredParams | null {
  try {
    const raw = globalThis.localStorage?.getItem(PARAMS_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredParams>;
    return v && typeof v === 'object' && typeof v.isLogin === 'boolean' ? (v as StoredParams) : null;
  } catch {
    return null;
  }
}

export function writeStoredParams(p: StoredParams | null): void {
  if (p) globalThis.localStorage?.setItem(PARAMS_KEY, JSON.stringify(p));
  else globalThis.localStorage?.removeItem(PARAMS_KEY);
}

/** A value kept in localStorage under `key`, or null when absent, unreadable or failing `check`. */
export function readStored<T>(key: string, check: (v: unknown) => v is T): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    return check(v) ? v : null;
  } catch {
    return null;
  }
}

/** Keeps a value in localStorage (null removes it); blocked storage keeps nothing, silently. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked (privacy mode): the page keeps working without it
  }
}

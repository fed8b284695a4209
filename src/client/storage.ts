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

// Replay stand-ins for removed secrets. A recording keeps '[已移除]' where a password, SMS code
// or token was, but the machines validate those fields (8–20 character password, 6-digit code,
// password = confirmation), so a replay fed '[已移除]' would take another branch. Next to each
// removed string the recording keeps a made-up value with the same validity under the portal's
// field rules and the same equalities among the removed values of that event: no content.
import { PASSWORD_RE, PHONE_RE, SMS_CODE_RE } from '../api/validation';
import type { JsonPath, RemovedValue } from './sanitize';

export interface StandIn {
  path: JsonPath;
  value: string;
}

function standIn(original: string, n: number): string {
  const id = String(n).padStart(4, '0');
  if (PASSWORD_RE.test(original)) return `replay${id}`;
  if (SMS_CODE_RE.test(original)) return id.padStart(6, '0');
  if (PHONE_RE.test(original)) return `1380000${id}`;
  // Non-empty but valid for none of the rules (a token, a captcha, a too-short password).
  return original.trim() ? `x${n}` : ' ';
}

export function standInsFor(removed: RemovedValue[]): StandIn[] {
  const classes = new Map<string, number>();
  return removed.map(({ path, original }) => {
    let n = classes.get(original);
    if (n === undefined) classes.set(original, (n = classes.size + 1));
    return { path, value: standIn(original, n) };
  });
}

/** 138****8000 → 13800008000: a masked mobile is still a valid one for the replayed guards. */
const MASKED_PHONE = /(?:(?<=%[\dA-Fa-f]{2})|(?<!\d))(0?1[3-9]\d)\*{4}(\d{4})(?!\d)/g;

/**
 * A recorded value made fit to be fed to a replay: a copy with each stand-in put where its
 * secret was removed and masked mobiles turned back into (made-up) valid ones.
 */
export function hydrate<T>(value: T, standIns: readonly StandIn[] = []): T {
  if (value === undefined) return value;
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(MASKED_PHONE, '$10000$2');
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const out = walk(copy);
  for (const { path, value: s } of standIns) {
    if (!path.length) return s as T;
    let node = out as Record<string | number, unknown> | undefined;
    for (const key of path.slice(0, -1)) node = node?.[key] as Record<string | number, unknown> | undefined;
    if (node && typeof node === 'object') node[path[path.length - 1]] = s;
  }
  return out as T;
}

// Personal data never leaves the page in a session recording (or reaches the Stately inspector):
// mobile numbers and ID-card numbers are masked wherever they appear, secrets are replaced by
// REMOVED. The result is plain JSON, so a recording equals its own exported file.

export const REMOVED = '[已移除]';

/** Keys whose (non-empty) value is a secret: tokens, passwords, SMS codes, captchas, auth headers. */
const SECRET_KEY = new RegExp(
  'token|passw(or)?d|secret|captcha|authori[sz]ation|' +
    '^(code|sms_?code|verify_?code|verification_?code|phone_?code|valid_?code|check_?code|cookie|set-cookie|blade-auth|ticket)$',
  'i',
);

/**
 * An 11-digit mainland mobile (optional leading 0) not glued to other digits: 138****8000. In a
 * URL a percent escape may come right before it (螺纹钢%2013800138000).
 */
const PHONE = /(?:(?<=%[\dA-Fa-f]{2})|(?<!\d))(0?1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** An 18-digit ID-card number with a plausible birth date: first 6 and last 4 kept. */
const ID_CARD =
  /(?:(?<=%[\dA-Fa-f]{2})|(?<![\dXx]))(\d{6})(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(\d{3}[\dXx])(?![\dXx])/g;
const EMAIL = /([\w.+-])[\w.+-]*@([\w-]+(?:\.[\w-]+)+)/g;
/** Authorization-like values: "Bearer …", "Basic …", and JWTs. */
const AUTH_VALUE = /\b(?:bearer|basic)\s+[\w\-.~+/=]+|\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/gi;
/** Secrets carried in a URL query, e.g. /login-back?token=…&switchtocompanyid=… */
const QUERY_SECRET = /([?&](?:[\w-]*token|[\w-]*passw(?:or)?d|code|sms_?code|captcha)=)[^&#\s"]*/gi;

const MAX_DEPTH = 24;

/** Every pattern above needs one of these: most strings (names, states, Chinese text) skip them all. */
const MAYBE_PERSONAL = /[\d@=]|bearer|basic|eyJ/i;

export function sanitizeString(s: string): string {
  if (!MAYBE_PERSONAL.test(s)) return s;
  return s
    .replace(QUERY_SECRET, `$1${REMOVED}`)
    .replace(AUTH_VALUE, REMOVED)
    .replace(ID_CARD, '$1********$2')
    .replace(PHONE, '$1****$2')
    .replace(EMAIL, '$1***@$2');
}

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/**
 * Whether a secret key's value has nothing to hide: empty, a flag (hasToken), or a status-like
 * `code` number (the envelope's 200) — SMS codes are 4–6 digit strings.
 */
function harmless(key: string, v: unknown): boolean {
  if (v === undefined || v === null || v === '' || typeof v === 'boolean') return true;
  return key.toLowerCase() === 'code' && typeof v === 'number' && Math.abs(v) < 1000;
}

/** Actor refs (in a context or an event) become the marker xstate's persisted snapshots use. */
function isActorRef(v: object): v is { id: string; sessionId: string } {
  return 'sessionId' in v && 'send' in v && typeof (v as { send: unknown }).send === 'function';
}

export type JsonPath = Array<string | number>;

/** A secret string that was removed, where it was (for replay stand-ins; never stored as is). */
export interface RemovedValue {
  path: JsonPath;
  original: string;
}

/**
 * A JSON-safe copy of `value` with personal data removed: strings and mobile-like numbers
 * masked, secret keys' values replaced by REMOVED (objects under a secret key keep their shape,
 * every leaf removed, so code reading `captcha.code` still finds a string), undefined /
 * functions / symbols left out (as JSON would), Errors as { name, message }, Dates as ISO
 * strings, actor refs as { xstate$$type: 1, id }. Removed strings are reported to `removed`.
 */
export function sanitize(value: unknown, removed?: RemovedValue[]): unknown {
  const seen = new WeakSet<object>();
  const path: JsonPath = [];
  const drop = (key: string, v: unknown): unknown => {
    if (harmless(key, v)) return v;
    if (typeof v === 'string') removed?.push({ path: [...path], original: v });
    return REMOVED;
  };
  const walk = (v: unknown, depth: number, secret: string | null): unknown => {
    switch (typeof v) {
      case 'string':
        return secret ? drop(secret, v) : sanitizeString(v);
      case 'number':
        if (secret) return drop(secret, v);
        if (!Number.isFinite(v)) return null;
        return Number.isInteger(v) && /^0?1[3-9]\d{9}$/.test(String(v)) ? sanitizeString(String(v)) : v;
      case 'boolean':
        return v;
      case 'bigint':
        return secret ? drop(secret, v) : sanitizeString(v.toString());
      case 'object':
        break;
      default:
        return undefined; // undefined, function, symbol
    }
    if (v === null) return null;
    if (seen.has(v)) return '[循环引用]';
    if (depth > MAX_DEPTH) return '[…]';
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
    if (v instanceof Error) return { name: v.name, message: sanitizeString(v.message) };
    if (isActorRef(v)) return { xstate$$type: 1, id: v.id };
    seen.add(v);
    try {
      if (Array.isArray(v)) {
        return v.map((x, i) => {
          path.push(i);
          const out = walk(x, depth + 1, secret) ?? null;
          path.pop();
          return out;
        });
      }
      if (v instanceof Map) return walk(Object.fromEntries(v), depth, secret);
      if (v instanceof Set) return walk([...v], depth, secret);
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        path.push(k);
        const clean = walk(x, depth + 1, secret ?? (isSecretKey(k) ? k : null));
        path.pop();
        if (clean !== undefined) out[k] = clean;
      }
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value, 0, null);
}

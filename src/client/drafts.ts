// Drafts of the forms that write, kept in localStorage per form and object (`inquiryQuote:523`)
// so a lapsed session or a closed tab loses nothing: written as the user types, read back when
// the form opens again, removed on success and after 7 days. Which forms on the page hold a
// draft is known (activeDrafts), so a 401 can send the user to login and back instead of away.
export const DRAFT_PREFIX = 'draft:';
export const DRAFT_TTL_MS = 7 * 86_400_000;

interface Stored {
  at: number;
  values: unknown;
}

const store = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // access itself throws when storage is blocked
  }
};

/** Removes every draft older than 7 days (and any unreadable one). */
export function pruneDrafts(now = Date.now()): void {
  const s = store();
  if (!s) return;
  try {
    for (const k of Object.keys(s)) {
      if (!k.startsWith(DRAFT_PREFIX)) continue;
      const v = parse(s.getItem(k));
      if (!v || now - v.at > DRAFT_TTL_MS) s.removeItem(k);
    }
  } catch {
    // blocked storage: nothing kept, nothing to prune
  }
}

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Stored>;
    return v && typeof v.at === 'number' && 'values' in v ? (v as Stored) : null;
  } catch {
    return null;
  }
}

/** The draft kept under `key`, or null (none, expired, unreadable). */
export function readDraft<V>(key: string, now = Date.now()): V | null {
  pruneDrafts(now);
  const v = parse(store()?.getItem(DRAFT_PREFIX + key) ?? null);
  return v ? (v.values as V) : null;
}

export function writeDraft(key: string, values: unknown, now = Date.now()): void {
  try {
    store()?.setItem(DRAFT_PREFIX + key, JSON.stringify({ at: now, values }));
  } catch {
    // storage blocked or full: the form keeps working without a draft
  }
}

export function clearDraft(key: string): void {
  try {
    store()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // blocked storage
  }
}

const active = new Map<string, number>();

/** Marks a form of the page as holding a draft until the returned function is called. */
export function holdDraft(key: string): () => void {
  active.set(key, (active.get(key) ?? 0) + 1);
  return () => {
    const n = (active.get(key) ?? 1) - 1;
    if (n > 0) active.set(key, n);
    else active.delete(key);
  };
}

/** Whether a form on this page keeps a draft of what the user typed (a 401 then goes to login and back). */
export const hasHeldDraft = () => active.size > 0;

/** The login page's notice after a lapsed session sent the user there (read once). */
export const DRAFT_KEPT = '登录已过期，请重新登录（已为您保留填写内容）';
const NOTICE_KEY = 'loginNotice';

export function rememberLoginNotice(message: string): void {
  try {
    globalThis.sessionStorage?.setItem(NOTICE_KEY, message);
  } catch {
    // blocked storage: the login page shows no notice
  }
}

export function takeLoginNotice(): string {
  try {
    const m = globalThis.sessionStorage?.getItem(NOTICE_KEY) ?? '';
    globalThis.sessionStorage?.removeItem(NOTICE_KEY);
    return m;
  } catch {
    return '';
  }
}

// The one way a section tells a member something: a system notice (the unread count's
// `system`) for a company, or for one member of it. Links come from src/api/paths.ts.
import type { Db } from '../db';
import { stamp } from './time';

export interface NoticeTo {
  companyId: number;
  /** One member of the company; company-wide when absent. */
  userId?: number | null;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Writes one notice per recipient (title up to 100, content up to 1,000 characters). */
export async function notify(db: Db, to: NoticeTo[], title: string, content: string): Promise<void> {
  if (to.length === 0) return;
  const at = stamp();
  await db
    .insertInto('notices')
    .values(to.map((t) => ({ company_id: t.companyId, user_id: t.userId ?? null, kind: 'system' as const, title: clip(title, 100), content: clip(content, 1000), is_read: 0, created_at: at })))
    .execute();
}

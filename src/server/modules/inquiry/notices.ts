// System notices (the unread count's `system`) for the other side of an inquiry or tender:
// company-wide unless a member is named.
import type { Db } from '../../db';
import { stamp } from '../auth/clock';

export interface NoticeTo {
  companyId: number;
  userId?: number | null;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export async function notify(db: Db, to: NoticeTo[], title: string, content: string): Promise<void> {
  if (to.length === 0) return;
  const at = stamp();
  await db
    .insertInto('notices')
    .values(to.map((t) => ({ company_id: t.companyId, user_id: t.userId ?? null, kind: 'system' as const, title: clip(title, 100), content: clip(content, 1000), is_read: 0, created_at: at })))
    .execute();
}

export const inquiryLink = (id: number) => `/preferentialInquiry/inquiryDetail?id=${id}`;
export const tenderLink = (id: number) => `/preferentialInquiry/tenderDetail?id=${id}`;

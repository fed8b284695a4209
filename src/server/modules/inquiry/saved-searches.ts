// Saved searches of the inquiry and tender lists (at most MAX_SAVED_SEARCHES per member and
// company, counted under the member's row lock) and the notices of inquiry searches (the
// matching and notice itself: floor/saved-searches.ts).
import { pageLinks } from '../../../api/paths';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchKind } from '../../../api/inquiry-deals';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { isoOf, stampOf } from '../../floor/time';
import { withOwnerLock } from '../../db/owner-lock';
import { notifySavedSearches } from '../../floor/saved-searches';
import { matchesInquiry, type InquiryFacts } from './matching';

export const LIMIT_MSG = `最多保存 ${MAX_SAVED_SEARCHES} 个订阅条件，请先删除不需要的`;

/** The filters without empty values, as stored. */
const compact = (filters: object) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));

const toSaved = (r: { id: number; kind: SavedSearchKind; name: string; filters: string; created_at: string }): SavedSearch => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  filters: JSON.parse(r.filters) as Record<string, unknown>,
  createdAt: isoOf(r.created_at),
});

const own = (db: Db, me: Member) => db.selectFrom('saved_search').where('user_id', '=', me.userId).where('company_id', '=', me.companyId);

export async function saveSearch(db: Db, me: Member, kind: SavedSearchKind, name: string, filters: object, nowMs: number): Promise<SavedSearch> {
  const values = { user_id: me.userId, company_id: me.companyId, kind, name, filters: JSON.stringify(compact(filters)), created_at: stampOf(nowMs) };
  const id = await withOwnerLock(db, 'users', me.userId, async (tx) => {
    const n = await own(tx, me).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(n.n) >= MAX_SAVED_SEARCHES) throw badRequest(LIMIT_MSG);
    return (await tx.insertInto('saved_search').values(values).returning('id').executeTakeFirstOrThrow()).id;
  });
  return toSaved({ ...values, id });
}

export async function listSearches(db: Db, me: Member, kind?: SavedSearchKind | null): Promise<SavedSearch[]> {
  let q = own(db, me).select(['id', 'kind', 'name', 'filters', 'created_at']);
  if (kind) q = q.where('kind', '=', kind);
  return (await q.orderBy('id', 'desc').execute()).map(toSaved);
}

export async function deleteSearch(db: Db, me: Member, id: number): Promise<void> {
  const res = await db.deleteFrom('saved_search').where('id', '=', id).where('user_id', '=', me.userId).where('company_id', '=', me.companyId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('订阅条件不存在');
}

/** Notices for every saved inquiry search (of other companies) the new inquiry matches. */
export const notifyInquirySearches = (db: Db, id: number, publisherCompanyId: number, facts: InquiryFacts): Promise<number> =>
  notifySavedSearches(db, 'inquiry', publisherCompanyId, (f) => matchesInquiry(f, facts), {
    title: (name) => `您订阅的「${name}」有新询价：${facts.title}`,
    content: `新询价「${facts.title}」符合您的订阅条件，详情：${pageLinks.inquiryDetail(id)}`,
  });

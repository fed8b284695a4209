// Saved searches every list section shares (the saved_search table, one `kind` per list: a list
// route's `search:`, SAVED_SEARCH_KINDS; each kind's filter schema is given by the server module
// that declares it, `savedSearches:`): save (at most MAX_SAVED_SEARCHES per member and company,
// counted under the member's row lock), list and delete, the one handler of the savedSearch calls
// (./saved-search-routes.ts); and when a section publishes an item, each saved search of its kind
// (of other companies) that the item matches gets a system notice. The section supplies the match
// — the same meaning as its list's SQL filters — built from the helpers below.
import { z } from '../../api/define';
import { fieldErrors, fieldsMessage } from '../../api/errors';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchKind } from '../../api/saved-search';
import type { Db } from '../db';
import { withOwnerLock } from '../db/owner-lock';
import { AppError, badRequest, notFound } from '../http/errors';
import type { Member } from '../http/session';
import { notify, type NoticeAbout } from './notices';
import { beijingDay, isoOf, msOf, stampOf } from './time';

export const LIMIT_MSG = `最多保存 ${MAX_SAVED_SEARCHES} 个订阅条件，请先删除不需要的`;

/** The filters without empty values, as stored. */
const compact = (filters: object) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));

const toSaved = (r: {
  id: number;
  kind: SavedSearchKind;
  name: string;
  filters: string;
  created_at: string;
}): SavedSearch => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  filters: JSON.parse(r.filters) as Record<string, unknown>,
  createdAt: isoOf(r.created_at),
});

const own = (db: Db, me: Member) =>
  db.selectFrom('saved_search').where('user_id', '=', me.userId).where('company_id', '=', me.companyId);

export const UNKNOWN_KIND = '参数错误：kind 不是可保存搜索的列表';

/** Each kind's filters: the list's query schema without paging and sort. */
export type SavedSearchKinds = Partial<Record<SavedSearchKind, z.ZodMiniObject>>;

/** A kind some module declares, else 400. */
function known(kinds: SavedSearchKinds, kind: string): SavedSearchKind {
  if (!Object.hasOwn(kinds, kind)) throw badRequest(UNKNOWN_KIND);
  return kind as SavedSearchKind;
}

/**
 * The filters checked (and normalised, e.g. trimmed) by their kind's schema; a 400 carries each
 * field's message at `filters.<field>` (data.fields), as a call's own input check does.
 */
function checked(kinds: SavedSearchKinds, kind: SavedSearchKind, filters: object): object {
  const schema = kinds[kind]!;
  const parsed = z.safeParse(schema, filters);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(
    parsed.error.issues.map((i) => ({ ...i, path: ['filters', ...i.path] })),
    { filters },
    z.object({ filters: schema }),
  );
  throw new AppError(400, fieldsMessage(fields), {}, { fields });
}

/** Saves a list's filters under a name (the savedSearch.save form), checked by their kind's schema. */
export async function saveSearch(
  db: Db,
  kinds: SavedSearchKinds,
  me: Member,
  kind: string,
  name: string,
  raw: object,
  nowMs: number,
): Promise<SavedSearch> {
  const k = known(kinds, kind);
  const filters = checked(kinds, k, raw);
  const values = {
    user_id: me.userId,
    company_id: me.companyId,
    kind: k,
    name,
    filters: JSON.stringify(compact(filters)),
    created_at: stampOf(nowMs),
  };
  const id = await withOwnerLock(db, 'users', me.userId, async (tx) => {
    const n = await own(tx, me)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n.n) >= MAX_SAVED_SEARCHES) throw badRequest(LIMIT_MSG);
    return (await tx.insertInto('saved_search').values(values).returning('id').executeTakeFirstOrThrow()).id;
  });
  return toSaved({ ...values, id });
}

export async function listSearches(
  db: Db,
  kinds: SavedSearchKinds,
  me: Member,
  kind?: string | null,
): Promise<SavedSearch[]> {
  let q = own(db, me).select(['id', 'kind', 'name', 'filters', 'created_at']);
  if (kind) q = q.where('kind', '=', known(kinds, kind));
  return (await q.orderBy('id', 'desc').execute()).map(toSaved);
}

export async function deleteSearch(db: Db, me: Member, id: number): Promise<void> {
  const res = await db
    .deleteFrom('saved_search')
    .where('id', '=', id)
    .where('user_id', '=', me.userId)
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('订阅条件不存在');
}

/** A keyword filter: empty, or found (case-insensitively) in one of the texts. */
export const hasKeyword = (texts: string[], keyword: string | undefined | null): boolean =>
  !keyword || texts.some((t) => t.toLowerCase().includes(keyword.toLowerCase()));

/** A code filter: empty, or equal. */
export const sameCode = (want: string | undefined | null, value: string): boolean => !want || want === value;

/** A day-range filter ('YYYY-MM-DD', Beijing days, as the lists filter) on a stored stamp. */
export function inDays(stored: string, from: string | undefined | null, to: string | undefined | null): boolean {
  const d = beijingDay(msOf(stored));
  return (!from || d >= from) && (!to || d <= to);
}

export interface SearchNotice {
  /** e.g. 您订阅的「{name}」有新询价：{title} */
  title: (searchName: string) => string;
  content: string;
  /** The new listing the notice links to (none: a system notice). */
  about?: NoticeAbout;
}

/**
 * The notice of a new listing: 您订阅的「{search}」有新{noun}：{title}, and by default
 * 新{noun}「{title}」符合您的订阅条件。
 */
export const newListingNotice = (
  noun: string,
  title: string,
  on: NoticeAbout | undefined,
  content = `新${noun}「${title}」符合您的订阅条件。`,
): SearchNotice => ({ title: (name) => `您订阅的「${name}」有新${noun}：${title}`, content, about: on });

/** A saved search as the notices read it. */
export interface SavedSearchRow {
  user_id: number;
  company_id: number;
  name: string;
  filters: string;
}

/** The saved searches of the kind (of other companies than the publisher's) whose filters `matches` takes. */
export async function matchingSearches(
  db: Db,
  kind: SavedSearchKind,
  publisherCompanyId: number,
  matches: (filters: Record<string, unknown>) => boolean,
): Promise<SavedSearchRow[]> {
  const searches = await db
    .selectFrom('saved_search')
    .select(['user_id', 'company_id', 'name', 'filters'])
    .where('kind', '=', kind)
    .where('company_id', '<>', publisherCompanyId)
    .execute();
  return searches.filter((s) => matches(JSON.parse(s.filters) as Record<string, unknown>));
}

/** One notice to the saver of each search. */
export async function tellSearches(db: Db, hits: readonly SavedSearchRow[], notice: SearchNotice): Promise<void> {
  for (const s of hits)
    await notify(
      db,
      [{ companyId: s.company_id, userId: s.user_id }],
      notice.title(s.name),
      notice.content,
      notice.about,
    );
}

/** Notifies every matching saved search of the kind; answers how many matched. */
export async function notifySavedSearches(
  db: Db,
  kind: SavedSearchKind,
  publisherCompanyId: number,
  matches: (filters: Record<string, unknown>) => boolean,
  notice: SearchNotice,
): Promise<number> {
  const hits = await matchingSearches(db, kind, publisherCompanyId, matches);
  await tellSearches(db, hits, notice);
  return hits.length;
}

// 保存搜索 of every list section: one set of calls. The kinds are the lists that offer it (a list
// route's `search:`, gathered into SAVED_SEARCH_KINDS by `npm run routes:table`); the server checks
// a save against the filter schema its section's server module declares for the kind (a 400
// naming the field, e.g. `filters.budgetMinWan`).
import { get, id, post, z } from './define';
import { opt, required } from './fields';
import { SAVED_SEARCH_KINDS } from './sections.gen';

export { SAVED_SEARCH_KINDS };
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const MAX_SAVED_SEARCHES = 20;

/** A kind by its shape here (the server knows the schemas and refuses any other kind). */
const kind = z.custom<SavedSearchKind>(
  (v) => typeof v === 'string' && /^[a-zA-Z]{1,30}$/.test(v),
  '未知的保存搜索类型',
);

const savedSearchRow = z.object({
  id: z.number(),
  kind,
  name: z.string(),
  /** The list filters as saved (the list's query without paging and sort). */
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchRow>;

/** The save form; `filters` are checked by the server with the schema of their `kind`. */
const saveForm = z.object({ kind, name: required(30), filters: z.record(z.string(), z.unknown()) });

const D = '/api/rs-share-service';
export const savedSearch = {
  /** The member's saved searches (of one kind, or all), newest first. */
  list: get(`${D}/saved-search/list`, z.object({ kind: opt(kind) }), z.array(savedSearchRow), 'member'),
  /** Saves a list's filters under a name (at most MAX_SAVED_SEARCHES per member and company). */
  save: post(`${D}/saved-search/save`, saveForm, savedSearchRow, 'member'),
  delete: post(`${D}/saved-search/delete`, z.object({ id }), z.object({ id: z.number() }), 'member'),
};

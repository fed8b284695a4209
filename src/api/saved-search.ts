// 保存搜索 of every list section: one set of calls, and the registry of the kinds (kind → the
// filters its list saves). A section with 保存搜索 adds one line to `savedSearchKinds`; the save
// call then takes `{ kind, name, filters }` and checks the filters with that kind's schema (a 400
// naming the field, e.g. `filters.budgetMinWan`).
import { get, id, post, z } from './define';
import { opt, required } from './inquiry-fields';
import { inquiryFilterSchema } from './inquiry';
import { tenderFilterSchema } from './tender';
import { jobFilterSchema } from './labor';
import { supplyFilterSchema } from './devices';
import { projectFilterSchema } from './project';
import { taociFilterSchema } from './taoci';
import { groundFilterSchema } from './ground';
import { financeFilterSchema } from './finance';

/** kind → the list's filter schema (its query without paging and sort). One line per section. */
export const savedSearchKinds = {
  inquiry: inquiryFilterSchema,
  tender: tenderFilterSchema,
  labor: jobFilterSchema,
  devices: supplyFilterSchema,
  project: projectFilterSchema,
  taoci: taociFilterSchema,
  ground: groundFilterSchema,
  finance: financeFilterSchema,
} satisfies Record<string, z.ZodMiniObject>;

export type SavedSearchKind = keyof typeof savedSearchKinds;
export const SAVED_SEARCH_KINDS = Object.keys(savedSearchKinds) as [SavedSearchKind, ...SavedSearchKind[]];
/** The filters a kind saves, as its list's query builder gives them. */
export type SavedSearchFilters<K extends SavedSearchKind> = z.input<(typeof savedSearchKinds)[K]>;
export const MAX_SAVED_SEARCHES = 20;

const kind = z.enum(SAVED_SEARCH_KINDS);

const savedSearchRow = z.object({
  id: z.number(),
  kind,
  name: z.string(),
  /** The list filters as saved (the list's query without paging and sort). */
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchRow>;

const filtersOf = (k: SavedSearchKind, filters: unknown) => z.safeParse(savedSearchKinds[k], filters);

/**
 * The save form: `filters` checked (and normalised, e.g. trimmed) by the schema of its `kind`.
 * A check on the object, so the form keeps its fields for the catalogue-wide rules.
 */
const saveForm = z.object({ kind, name: required(30), filters: z.record(z.string(), z.unknown()) }).check(
  z.superRefine((form, ctx) => {
    const parsed = filtersOf(form.kind, form.filters);
    // Its issues as the form's, under filters.<field>, so the 400 names the field.
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['filters', ...issue.path] });
  }),
  z.overwrite((form) => {
    const parsed = filtersOf(form.kind, form.filters);
    return parsed.success ? { ...form, filters: parsed.data as Record<string, unknown> } : form;
  }),
);

const D = '/api/rs-share-service';
export const savedSearch = {
  /** The member's saved searches (of one kind, or all), newest first. */
  list: get(`${D}/saved-search/list`, z.object({ kind: opt(kind) }), z.array(savedSearchRow), 'required'),
  /** Saves a list's filters under a name (at most MAX_SAVED_SEARCHES per member and company). */
  save: post(`${D}/saved-search/save`, saveForm, savedSearchRow, 'required'),
  delete: post(`${D}/saved-search/delete`, z.object({ id }), z.object({ id: z.number() }), 'required'),
};

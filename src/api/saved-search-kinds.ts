// The registry of 保存搜索: kind → the filters its list saves (the list's query schema without paging
// and sort). A section with 保存搜索 adds one line. The server checks every save against it
// (src/server/floor/saved-searches.ts); the catalogue (./saved-search.ts) takes only the type.
import type { z } from './define';
import { inquiryFilterSchema } from './inquiry';
import { tenderFilterSchema } from './tender';
import { jobFilterSchema } from './labor';
import { supplyFilterSchema } from './devices';
import { projectFilterSchema } from './project';
import { taociFilterSchema } from './taoci';
import { groundFilterSchema } from './ground';
import { financeFilterSchema } from './finance';

/** kind → the list's filter schema. One line per section. */
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
/** The filters a kind saves, as its list's query builder gives them. */
export type SavedSearchFilters<K extends SavedSearchKind> = z.input<(typeof savedSearchKinds)[K]>;

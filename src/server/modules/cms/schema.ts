// The content desk's columns on the floor's content tables (migration 2700): when an item is
// served. Merged into the core table types (src/server/db/schema.ts) by the declaration below.
import type { ColumnType } from 'kysely';

/** A stored stamp (floor/time.ts stamp()) or null; optional on insert (the column's default). */
type Stamp = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * Served while publish_at ≤ now < withdraw_at (no withdraw_at: until withdrawn) and not withdrawn.
 * publish_at null: a draft. Rows from before the desk carry the migration's past default.
 */
export interface Scheduled {
  publish_at: Stamp;
  withdraw_at: Stamp;
  /** When an editor withdrew it (null: not withdrawn); publishing again clears it. */
  withdrawn_at: Stamp;
  /** The desk's last write (null: seeded). */
  updated_at: Stamp;
}

// Declaration merging: each core table type gains the schedule's columns (no members of its own).
/* eslint-disable @typescript-eslint/no-empty-object-type */
declare module '../../db/schema' {
  interface BannerTable extends Scheduled {}
  interface PartnerTable extends Scheduled {}
  interface SuccessCaseTable extends Scheduled {}
  interface NewsTable extends Scheduled {}
  interface HelpItemTable extends Scheduled {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type */

// The upload settings (issue 21 part 2), spread into the server's config schema (src/server/config.ts):
// per-file and per-member-per-day limits, the image pixel ceiling, how long an upload may stay
// unattached, and which blob store holds the files.
import * as z from 'zod/mini';

const MB = 1024 * 1024;
const count = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

export const uploadSettings = {
  /** Largest file one upload may carry (bytes, as received). */
  UPLOAD_MAX_FILE_BYTES: z._default(count(1024, 100 * MB), 10 * MB),
  /** What one member may upload per Beijing day: files and bytes (as received). */
  UPLOAD_DAILY_FILES: z._default(count(1, 100_000), 200),
  UPLOAD_DAILY_BYTES: z._default(count(1024, 2 ** 40), 500 * MB),
  /** Largest image by pixels (width × height × frames), read from the header before decoding. */
  UPLOAD_MAX_PIXELS: z._default(count(1, 1_000_000_000), 40_000_000),
  /** An upload no section attached within this many hours is purged. */
  UPLOAD_ORPHAN_HOURS: z._default(count(1, 24 * 365), 24),
  /** Where the files live: 'database' (a table of the app's own database, shared by every server on it). */
  UPLOAD_STORAGE: z._default(z.enum(['database']), 'database'),
};

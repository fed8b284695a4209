// Uploaded files (issue 21 part 2): being built.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

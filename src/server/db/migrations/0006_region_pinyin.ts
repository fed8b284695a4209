// Pinyin of each region (issue 21 part 1): being built.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

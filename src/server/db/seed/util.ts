// Shared seed helpers: one seeded faker per section, times relative to the seed's clock, media
// URLs and batched multi-row inserts.
import { Faker, fakerZH_CN } from '@faker-js/faker';
import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { beijingDayStart, DAY, msOf, stampOf } from '../../floor/time';
import type { Database } from '../schema';

export type Tx = Kysely<Database>;

const BASE_SEED = 20261122;
const SECTIONS = ['shop', 'goods', 'cms', 'news', 'market'] as const;

export const addDays = (time: string, days: number): string => stampOf(msOf(time) + days * DAY);

/**
 * The random source of one seed section: its own zh_CN faker with a fixed seed, so a
 * section's rows never depend on earlier sections, the scale, or a seed running concurrently.
 * `now` is the seed's clock (ms): times are drawn relative to it.
 */
export class Rng {
  readonly faker: Faker;
  constructor(
    section: (typeof SECTIONS)[number],
    readonly now: number,
  ) {
    this.faker = new Faker({ locale: fakerZH_CN.rawDefinitions });
    this.faker.seed(BASE_SEED + SECTIONS.indexOf(section) * 7919);
  }
  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items);
  }
  some<T>(items: readonly T[], min: number, max: number): T[] {
    return this.faker.helpers.arrayElements(items, { min, max });
  }
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }
  chance(probability: number): boolean {
    return this.faker.datatype.boolean(probability);
  }
  /** Uniform in [0, 1). */
  unit(): number {
    return this.faker.number.float({ min: 0, max: 1 });
  }
  /** Yuan with two decimals. */
  money(min: number, max: number): number {
    return Math.round(this.faker.number.float({ min, max }) * 100) / 100;
  }
  /** A time in office hours (Beijing) up to `days` days before now (never after it). */
  daysAgo(days: number): string {
    const d = this.int(0, Math.max(0, Math.floor(days)));
    const seconds = this.int((8 * 60 + 30) * 60, (17 * 60 + 30) * 60);
    const at = beijingDayStart(this.now) - d * DAY + seconds * 1000;
    return stampOf(at > this.now ? at - DAY : at);
  }
}

/** A row's drawn picture, served by the media module: mediaUrl(kind, key, subject, look) (src/server/pictures/url.ts). */
export { mediaUrl } from '../../pictures/url';

// SQLite allows 32766 bound variables per statement, PostgreSQL 65535.
const MAX_VARIABLES = 30_000;
const MAX_ROWS = 1000;

/** Multi-row INSERTs sized to the bound-variable limit of both dialects. */
export async function insertBatched<T extends keyof Database & string>(
  db: Tx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_VARIABLES / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table's values
      .values(rows.slice(i, i + size) as any)
      .execute();
  }
}

/** After inserting explicit ids, move PostgreSQL's identity sequence past them. */
export async function syncIdSequence(db: Tx, table: keyof Database & string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

/** Each table's rows, in the object's order (parents first); then the id sequences of `synced` moved past them. */
export async function insertTables(
  db: Tx,
  rows: { [T in keyof Database & string]?: Insertable<Database[T]>[] },
  synced: readonly (keyof Database & string)[] = [],
): Promise<void> {
  for (const [table, r] of Object.entries(rows)) await insertBatched(db, table as keyof Database & string, r as never);
  for (const t of synced) await syncIdSequence(db, t);
}

export const isPostgres = (db: Tx): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

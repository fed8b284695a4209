// Small query helpers the repositories share: LIKE patterns, the lists' code filters and day
// ranges, and the page envelope.
import { sql, type Expression, type ReferenceExpression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Page } from '../../api/define';
import { dayRange } from '../floor/time';
import { dialectOf, type Db } from './index';

/** `%text%` with LIKE's wildcards escaped (use with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A column the SQLite planner must not pick an index by (a no-op `+` there; the column itself on
 * PostgreSQL): a filter on it then leaves the planner the index that walks the list's order and
 * stops at the page, instead of one that finds every match to sort it.
 */
export const notIndexed = (db: Db, column: string) =>
  dialectOf(db) === 'sqlite' ? sql`+${sql.ref(column)}` : sql.ref(column);

/** column LIKE '%text%' ESCAPE '\' — the same on SQLite and PostgreSQL (a null column matches nothing). */
export function contains(column: Expression<string | null>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${column} like ${containsPattern(text)} escape '\\'`;
}

/** How many rows a list's base query holds. */
export async function countOf<DB, TB extends keyof DB>(q: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await q
    .select(sql<number>`count(*)`.as('n'))
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const offsetOf = (current: number, size: number): number => (current - 1) * size;

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

/** A list's day filter: stamps in `column` from the Beijing day `from` through the day `to` (each optional). */
export function withinDays<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  column: ReferenceExpression<DB, TB>,
  from: string | null | undefined,
  to: string | null | undefined,
): SelectQueryBuilder<DB, TB, O> {
  let r = q;
  // `as never`: Kysely cannot type a value against a column given generically.
  if (from) r = r.where(column, '>=', dayRange(from).from as never);
  if (to) r = r.where(column, '<', dayRange(to).to as never);
  return r;
}

/** A list's code filters: each given code narrows its column to itself (an empty one does not filter). */
export function withCodes<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  codes: readonly (readonly [ReferenceExpression<DB, TB>, string | null | undefined])[],
): SelectQueryBuilder<DB, TB, O> {
  let r = q;
  // `as never`: as in withinDays.
  for (const [column, code] of codes) if (code) r = r.where(column, '=', code as never);
  return r;
}

// Small query helpers the repositories share: LIKE patterns and the page envelope.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Page } from '../../api/define';
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

export const offsetOf = (current: number, size: number): number => (current - 1) * size;

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

// The content desk's reads and writes on the content tables, generic over the kinds (kinds.ts):
// one table type for all of them, since each has an id and the schedule's columns.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ContentDraft, ContentItem, ContentKind, ContentRow, ContentStatus } from '../../../api/cms';
import type { Page } from '../../../api/define';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { isoOf } from '../../floor/time';
import { KINDS, type ContentRecord, type ContentTable } from './kinds';
import { statusAt, statusOf } from './live';

type Generic = Kysely<Record<ContentTable, ContentRecord>>;
const generic = (db: Db): Generic => db as unknown as Generic;
const iso = (s: string | null): string | null => (s === null ? null : isoOf(s));

/** The list's row of a record at `at`. */
export function rowOf(kind: ContentKind, r: ContentRecord, at: string): ContentRow {
  const f = KINDS[kind].toFields(r);
  return {
    kind,
    id: r.id,
    title: f.title,
    group: f.group,
    status: statusOf(r, at),
    publishAt: iso(r.publish_at),
    withdrawAt: iso(r.withdraw_at),
    withdrawnAt: iso(r.withdrawn_at),
    updatedAt: iso(r.updated_at),
  };
}

export const itemOf = (kind: ContentKind, r: ContentRecord, at: string): ContentItem => ({
  ...KINDS[kind].toFields(r),
  ...rowOf(kind, r, at),
});

export async function findRecord(db: Db, kind: ContentKind, id: number): Promise<ContentRecord | undefined> {
  return generic(db).selectFrom(KINDS[kind].table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    ContentRecord | undefined
  >;
}

export async function listRecords(
  db: Db,
  kind: ContentKind,
  q: { status?: ContentStatus; group?: string; keyword?: string; current: number; size: number },
  at: string,
): Promise<Page<ContentRow>> {
  const k = KINDS[kind];
  const base = generic(db)
    .selectFrom(k.table)
    .$if(!!q.status, (b) => b.where(statusAt(q.status!, at)))
    .$if(!!q.group && !!k.groupColumn, (b) => b.where(sql<SqlBool>`${sql.ref(k.groupColumn!)} = ${q.group}`))
    .$if(!!q.keyword, (b) => b.where(contains(sql.ref(k.titleColumn), q.keyword!)));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(q.size).offset(offsetOf(q.current, q.size)).execute(),
  ]);
  return pageOf(
    rows.map((r) => rowOf(kind, r as ContentRecord, at)),
    Number(n),
    q.current,
    q.size,
  );
}

/** A new draft (never served until published); its id. */
export async function insertDraft(db: Db, kind: ContentKind, d: Required<ContentDraft>, at: string): Promise<number> {
  const k = KINDS[kind];
  const row = await generic(db)
    .insertInto(k.table)
    .values({
      ...k.toColumns(d),
      ...(k.dated ? { publish_time: at.slice(0, 19) } : {}),
      publish_at: null,
      updated_at: at,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Sets columns of one row where `only` holds (a condition on its current state); the row after, if it held. */
export async function updateRecord(
  db: Db,
  kind: ContentKind,
  id: number,
  set: Record<string, string | number | null>,
  only?: RawBuilder<SqlBool>,
): Promise<ContentRecord | undefined> {
  const row = await generic(db)
    .updateTable(KINDS[kind].table)
    .set(set as never)
    .where('id', '=', id)
    .$if(!!only, (b) => b.where(only!))
    .returningAll()
    .executeTakeFirst();
  return row as ContentRecord | undefined;
}

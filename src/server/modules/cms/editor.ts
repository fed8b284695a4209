// The content desk's calls (cmsEditor, `operator:content`): list by kind and status, one item,
// save (create a draft or edit), publish or schedule (publish at / withdraw at) and withdraw. Each
// write and its audit row (floor/audit.ts, object `content-<kind>`) are one transaction; the
// public reads (repository.ts) serve an item only while it is live (live.ts).
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { CONTENT_GROUPS, cmsEditor, contentProblems, type ContentItem, type ContentKind } from '../../../api/cms';
import { audit } from '../../floor/audit';
import { now, stamp, stampOf } from '../../floor/time';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { findRecord, insertDraft, itemOf, listRecords, rowOf, updateRecord } from './editor-store';
import { KINDS, type ContentRecord } from './kinds';

export const EDITOR_MSG = {
  missing: '内容不存在',
  group: '分类或位置不正确',
  withdrawAfter: '撤下时间应晚于发布时间和当前时间',
  notLive: '该内容未发布或已撤下，无需撤下',
};

const objectKind = (kind: ContentKind) => `content-${kind}`;

/** What an audit row keeps of an item: its fields and schedule, without the status read at a time. */
const snapshot = (kind: ContentKind, r: ContentRecord, at: string): Omit<ContentItem, 'status'> => {
  const { status: _status, ...rest } = itemOf(kind, r, at);
  return rest;
};

export function editorRoutes(app: FastifyInstance): void {
  route(app, cmsEditor.list, ({ kind, ...q }) => {
    if (q.group && !Object.hasOwn(CONTENT_GROUPS[kind], q.group)) throw badRequest(EDITOR_MSG.group);
    return listRecords(app.db, kind, q, stamp());
  });

  route(app, cmsEditor.detail, async ({ kind, id }) => {
    const r = await findRecord(app.db, kind, id);
    if (!r) throw notFound(EDITOR_MSG.missing);
    return itemOf(kind, r, stamp());
  });

  route(app, cmsEditor.save, async ({ kind, id, ...draft }, { req, me }) => {
    const problem = Object.values(contentProblems(kind, draft))[0];
    if (problem) throw badRequest(problem);
    const at = stamp();
    return app.db.transaction().execute(async (tx) => {
      if (id === undefined) {
        const made = await insertDraft(tx, kind, draft, at);
        const after = await findRecord(tx, kind, made);
        await audit(tx, me, req, {
          role: 'content',
          objectKind: objectKind(kind),
          objectId: made,
          action: 'content-create',
          before: null,
          after: after && snapshot(kind, after, at),
        });
        return { id: made };
      }
      const before = await findRecord(tx, kind, id);
      if (!before) throw notFound(EDITOR_MSG.missing);
      const after = await updateRecord(tx, kind, id, { ...KINDS[kind].toColumns(draft), updated_at: at });
      if (!after) throw notFound(EDITOR_MSG.missing);
      await audit(tx, me, req, {
        role: 'content',
        objectKind: objectKind(kind),
        objectId: id,
        action: 'content-edit',
        before: snapshot(kind, before, at),
        after: snapshot(kind, after, at),
      });
      return { id };
    });
  });

  route(app, cmsEditor.publish, async ({ kind, id, publishAt, withdrawAt }, { req, me }) => {
    const t = now();
    const from = publishAt ?? t;
    if (withdrawAt != null && withdrawAt <= Math.max(from, t)) throw badRequest(EDITOR_MSG.withdrawAfter);
    const at = stamp(t);
    const set = {
      publish_at: stamp(from),
      withdraw_at: withdrawAt == null ? null : stamp(withdrawAt),
      withdrawn_at: null,
      updated_at: at,
      ...(KINDS[kind].dated ? { publish_time: stampOf(from) } : {}),
    };
    return app.db.transaction().execute(async (tx) => {
      const before = await findRecord(tx, kind, id);
      if (!before) throw notFound(EDITOR_MSG.missing);
      const after = await updateRecord(tx, kind, id, set);
      if (!after) throw notFound(EDITOR_MSG.missing);
      await audit(tx, me, req, {
        role: 'content',
        objectKind: objectKind(kind),
        objectId: id,
        action: from > t ? 'content-schedule' : 'content-publish',
        before: rowOf(kind, before, at),
        after: rowOf(kind, after, at),
      });
      return rowOf(kind, after, at);
    });
  });

  route(app, cmsEditor.withdraw, async ({ kind, id, reason }, { req, me }) => {
    const at = stamp();
    return app.db.transaction().execute(async (tx) => {
      const before = await findRecord(tx, kind, id);
      if (!before) throw notFound(EDITOR_MSG.missing);
      // Only a published or scheduled item, once: of parallel withdrawals one writes.
      const after = await updateRecord(
        tx,
        kind,
        id,
        { withdrawn_at: at, updated_at: at },
        sql<SqlBool>`withdrawn_at is null and publish_at is not null and (withdraw_at is null or withdraw_at > ${at})`,
      );
      if (!after) throw badRequest(EDITOR_MSG.notLive);
      await audit(tx, me, req, {
        role: 'content',
        objectKind: objectKind(kind),
        objectId: id,
        action: 'content-withdraw',
        before: rowOf(kind, before, at),
        after: rowOf(kind, after, at),
        reason: reason ?? '',
      });
      return rowOf(kind, after, at);
    });
  });
}

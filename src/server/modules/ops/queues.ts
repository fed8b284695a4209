// The review queues of the console, for every kind the modules give (`reviewQueues:`,
// src/server/floor/review-queue.ts): the kinds with their pending counts, a kind's pending items
// oldest first with their age and live claim, the claim (one atomic conditional upsert on the
// unique kind + item: it takes a free or expired claim, or renews one's own, so of parallel
// claims exactly one wins) and the decision (only by the holder of a live claim, with a reason:
// the kind's conditional update, the audit row and the member's notice in one transaction).
import type { FastifyInstance } from 'fastify';
import { ops } from '../../../api/ops';
import { DECISION_NAMES } from '../../../api/ops-dicts';
import { offsetOf, pageOf } from '../../db/query';
import { audit } from '../../floor/audit';
import { notify } from '../../floor/notices';
import type { ReviewQueue } from '../../floor/review-queue';
import { MINUTE, msOf, now, shownTime, stamp } from '../../floor/time';
import { AppError, badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { RATES } from './rates';

/** How long a claim holds: past it, another reviewer may take the item. */
export const CLAIM_MINUTES = 30;

export const QUEUE_MSG = {
  unknown: '审核队列不存在',
  missing: '该事项不存在或已处理',
  claimed: (name: string) => `该事项已由${name}领取，请处理其他事项`,
  notClaimed: '请先领取该事项（未领取或领取已过期）',
} as const;

export function queueRoutes(app: FastifyInstance): void {
  const queueOf = (kind: string): ReviewQueue => {
    const q = app.reviewQueues.find((k) => k.kind === kind);
    if (!q) throw badRequest(QUEUE_MSG.unknown);
    return q;
  };

  route(app, ops.queues, () =>
    Promise.all(
      app.reviewQueues.map(async (q) => ({ kind: q.kind, label: q.label, pending: await q.count(app.db, '') })),
    ),
  );

  route(app, ops.queue, async ({ kind, keyword, current, size }) => {
    const q = queueOf(kind);
    const at = now();
    const words = keyword ?? '';
    const [items, total] = await Promise.all([
      q.pending(app.db, { keyword: words, offset: offsetOf(current, size), limit: size }),
      q.count(app.db, words),
    ]);
    const claims = items.length
      ? await app.db
          .selectFrom('ops_claim as c')
          .innerJoin('ops_operator as o', 'o.id', 'c.operator_id')
          .select(['c.item_id', 'c.operator_id', 'o.name', 'c.expires_at'])
          .where('c.kind', '=', kind)
          .where(
            'c.item_id',
            'in',
            items.map((i) => i.id),
          )
          .where('c.expires_at', '>', stamp(at))
          .execute()
      : [];
    const records = items.map((i) => {
      const c = claims.find((r) => r.item_id === i.id);
      return {
        ...i,
        submittedAt: shownTime(i.submittedAt),
        ageMinutes: Math.max(0, Math.floor((at - msOf(i.submittedAt)) / MINUTE)),
        claimedBy: c ? { operatorId: c.operator_id, name: c.name, until: shownTime(c.expires_at) } : null,
      };
    });
    return pageOf(records, total, current, size);
  });

  route(
    app,
    ops.claim,
    async ({ kind, id }, { me }) => {
      const q = queueOf(kind);
      if (!(await q.isPending(app.db, id))) throw notFound(QUEUE_MSG.missing);
      const at = now();
      const until = stamp(at + CLAIM_MINUTES * MINUTE);
      const won = await app.db
        .insertInto('ops_claim')
        .values({ kind, item_id: id, operator_id: me.operatorId, expires_at: until })
        .onConflict((oc) =>
          oc
            .columns(['kind', 'item_id'])
            .doUpdateSet({
              operator_id: (eb) => eb.ref('excluded.operator_id'),
              expires_at: (eb) => eb.ref('excluded.expires_at'),
            })
            .where((eb) =>
              eb.or([eb('ops_claim.expires_at', '<=', stamp(at)), eb('ops_claim.operator_id', '=', me.operatorId)]),
            ),
        )
        .returning('id')
        .executeTakeFirst();
      if (!won) {
        const holder = await app.db
          .selectFrom('ops_claim as c')
          .innerJoin('ops_operator as o', 'o.id', 'c.operator_id')
          .select('o.name')
          .where('c.kind', '=', kind)
          .where('c.item_id', '=', id)
          .executeTakeFirst();
        throw new AppError(409, QUEUE_MSG.claimed(holder?.name ?? '其他审核员'));
      }
      return { until: shownTime(until) };
    },
    { rate: RATES.review },
  );

  route(
    app,
    ops.decide,
    async ({ kind, id, decision, reason }, { req, me }) => {
      const q = queueOf(kind);
      const text = reason.trim();
      await app.db.transaction().execute(async (tx) => {
        const held = await tx
          .deleteFrom('ops_claim')
          .where('kind', '=', kind)
          .where('item_id', '=', id)
          .where('operator_id', '=', me.operatorId)
          .where('expires_at', '>', stamp())
          .returning('id')
          .executeTakeFirst();
        if (!held) throw (await q.isPending(tx, id)) ? badRequest(QUEUE_MSG.notClaimed) : notFound(QUEUE_MSG.missing);
        const done = await q.decide(tx, id, decision, text);
        if (!done) throw notFound(QUEUE_MSG.missing);
        await audit(tx, me, req, {
          role: 'reviewer',
          objectKind: kind,
          objectId: id,
          action: decision,
          before: done.before,
          after: done.after,
          reason: text,
        });
        const n = done.notice;
        await notify(
          tx,
          n.to,
          n.title,
          `${n.content}（审核结果：${DECISION_NAMES[decision]}；理由：${text}）`,
          n.about,
        );
      });
      return null;
    },
    { rate: RATES.review },
  );
}

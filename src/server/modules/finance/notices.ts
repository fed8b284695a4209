// Finance notices (公告) and platform rules and agreements (规则): a page by kind and category,
// newest first, and one with its neighbours of the same kind.
import type { Selectable } from 'kysely';
import type { Page, z } from '../../../api/define';
import type { FinanceNoticeCard, FinanceNoticeDetail, noticeQuery } from '../../../api/finance';
import { nameOf, NOTICE_CATEGORIES, RULE_CATEGORIES } from '../../../api/finance-fields';
import type { Db } from '../../db';
import { offsetOf, pageOf } from '../../db/query';
import { isoOf } from '../../floor/time';
import { badRequest } from '../../http/errors';
import type { FinanceNoticeTable } from './schema';

type Row = Selectable<FinanceNoticeTable>;
const categoriesOf = (kind: string) => (kind === 'rule' ? RULE_CATEGORIES : NOTICE_CATEGORIES);

function toCard(r: Row): FinanceNoticeCard {
  return {
    id: r.id,
    kind: r.kind === 'rule' ? 'rule' : 'notice',
    category: r.category,
    categoryName: nameOf(categoriesOf(r.kind), r.category),
    title: r.title,
    summary: r.summary,
    publishTime: isoOf(r.publish_time),
  };
}

export async function noticePage(db: Db, q: z.output<typeof noticeQuery>): Promise<Page<FinanceNoticeCard>> {
  if (q.category && !categoriesOf(q.kind).some((o) => o.code === q.category))
    throw badRequest('参数错误：category 取值不正确');
  let f = db.selectFrom('finance_notice').where('kind', '=', q.kind);
  if (q.category) f = f.where('category', '=', q.category);
  const total = await f.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await f
    .selectAll()
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  return pageOf(rows.map(toCard), Number(total.n), q.current, q.size);
}

export async function latestNotices(db: Db, kind: 'notice' | 'rule', size: number): Promise<FinanceNoticeCard[]> {
  const rows = await db
    .selectFrom('finance_notice')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute();
  return rows.map(toCard);
}

export async function noticeDetail(db: Db, id: number): Promise<FinanceNoticeDetail | undefined> {
  const r = await db.selectFrom('finance_notice').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const same = db.selectFrom('finance_notice').select('id').where('kind', '=', r.kind);
  // Newer is "previous" in a newest-first list.
  const prev = await same
    .where((eb) =>
      eb.or([
        eb('publish_time', '>', r.publish_time),
        eb.and([eb('publish_time', '=', r.publish_time), eb('id', '>', r.id)]),
      ]),
    )
    .orderBy('publish_time')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const next = await same
    .where((eb) =>
      eb.or([
        eb('publish_time', '<', r.publish_time),
        eb.and([eb('publish_time', '=', r.publish_time), eb('id', '<', r.id)]),
      ]),
    )
    .orderBy('publish_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    ...toCard(r),
    body: r.body.split('\n').filter(Boolean),
    effectiveTime: r.effective_time ? isoOf(r.effective_time) : null,
    version: r.version,
    prevId: prev?.id ?? null,
    nextId: next?.id ?? null,
  };
}

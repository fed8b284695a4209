// Seller and buyer rankings computed from the deals (one source of truth): deal amount and
// count per company in a calendar period (Beijing months, quarters and years), and the activity count
// (quotes submitted by sellers, inquiries published by buyers).
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import {
  RANKING_PERIOD_NAMES,
  RANKING_PERIODS,
  type RankingDetail,
  type rankingQuery,
  type RankingPeriod,
  type RankingRow,
  type RankingSide,
} from '../../../api/inquiry-deals';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { beijingDay, beijingInstant, isoOf, stampOf } from '../../floor/time';
import { dealsOf } from './deals';
import { stateName, stateOf } from './status';

/** The first instant of the Beijing period containing `nowMs`. */
export function periodStart(period: RankingPeriod, nowMs: number): string {
  if (period === 'all') return '0000-01-01 00:00:00';
  const [y, m] = beijingDay(nowMs).split('-').map(Number);
  const month = period === 'month' ? m : period === 'quarter' ? m - ((m - 1) % 3) : 1;
  return stampOf(beijingInstant(y, month, 1));
}

function board(db: Db, side: RankingSide, since: string) {
  const party = side === 'seller' ? 'supplier_company_id' : 'buyer_company_id';
  const deals = db
    .selectFrom('inquiry_deal')
    .select((eb) => [
      sql<number>`${sql.ref(party)}`.as('cid'),
      eb.fn.sum<number>('amount').as('amount'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('deal_time', '>=', since)
    .groupBy(party);
  const activity =
    side === 'seller'
      ? db
          .selectFrom('inquiry_quote')
          .select((eb) => ['supplier_company_id as cid', eb.fn.countAll<number>().as('n')])
          .where('created_at', '>=', since)
          .groupBy('supplier_company_id')
      : db
          .selectFrom('inquiry')
          .select((eb) => ['buyer_company_id as cid', eb.fn.countAll<number>().as('n')])
          .where('status', 'in', ['published', 'closed'])
          .where('publish_time', '>=', since)
          .groupBy('buyer_company_id');
  return db
    .selectFrom('companies as c')
    .leftJoin(deals.as('d'), 'd.cid', 'c.id')
    .leftJoin(activity.as('a'), 'a.cid', 'c.id')
    .select(['c.id', 'c.name', 'c.org_code'])
    .select((eb) => [
      eb.fn.coalesce('d.amount', sql<number>`0`).as('amount'),
      eb.fn.coalesce('d.n', sql<number>`0`).as('deals'),
      eb.fn.coalesce('a.n', sql<number>`0`).as('activity'),
    ]);
}

export async function rankingPage(db: Db, q: z.output<typeof rankingQuery>, nowMs: number): Promise<Page<RankingRow>> {
  const since = periodStart(q.period, nowMs);
  const ranked = board(db, q.side, since).where(q.metric === 'amount' ? 'd.cid' : 'a.cid', 'is not', null);
  const total = await db
    .selectFrom(ranked.as('r'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const first = q.metric === 'amount' ? 'amount' : 'activity';
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .orderBy(first, 'desc')
    .orderBy(first === 'amount' ? 'activity' : 'amount', 'desc')
    .orderBy('id')
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  const records = rows.map((r, i) => ({
    rank: (q.current - 1) * q.size + i + 1,
    companyId: r.id,
    name: r.name,
    verified: r.org_code !== '',
    amount: Number(r.amount),
    dealCount: Number(r.deals),
    activityCount: Number(r.activity),
  }));
  return {
    records,
    total: Number(total.n),
    size: q.size,
    current: q.current,
    pages: Math.ceil(Number(total.n) / q.size),
  };
}

type Standing = { id: number; amount: number; activity: number };
/** The page's order: amount, then activity, then id. */
const ahead = (r: Standing, own: Standing) =>
  Number(r.amount) !== Number(own.amount)
    ? Number(r.amount) > Number(own.amount)
    : Number(r.activity) !== Number(own.activity)
      ? Number(r.activity) > Number(own.activity)
      : r.id < own.id;

/** One party's record: per-period figures with its rank by amount, latest deals and inquiries. */
export async function rankingDetail(
  db: Db,
  companyId: number,
  side: RankingSide,
  nowMs: number,
): Promise<RankingDetail> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'org_code'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound();
  const periods = [];
  for (const period of RANKING_PERIODS) {
    const rows = await board(db, side, periodStart(period, nowMs)).where('d.cid', 'is not', null).execute();
    const own = rows.find((r) => r.id === companyId);
    const mine = await board(db, side, periodStart(period, nowMs))
      .where('c.id', '=', companyId)
      .executeTakeFirstOrThrow();
    const amount = Number(mine.amount);
    periods.push({
      period,
      periodName: RANKING_PERIOD_NAMES[period],
      amount,
      dealCount: Number(mine.deals),
      activityCount: Number(mine.activity),
      rank: own ? rows.filter((r) => ahead(r, own)).length + 1 : null,
    });
  }
  const t = stampOf(nowMs);
  const inquiries =
    side === 'buyer'
      ? await db
          .selectFrom('inquiry')
          .select(['id', 'title', 'publish_time', 'status', 'deadline', 'quote_count'])
          .where('buyer_company_id', '=', companyId)
          .where('status', 'in', ['published', 'closed'])
          .orderBy('publish_time', 'desc')
          .limit(10)
          .execute()
      : [];
  return {
    company: { companyId: company.id, name: company.name, verified: company.org_code !== '' },
    side,
    periods,
    recentDeals: await dealsOf(db, companyId, side, 10),
    recentInquiries: inquiries.map((i) => ({
      id: i.id,
      title: i.title,
      publishTime: isoOf(i.publish_time!),
      stateName: stateName(stateOf(i.status, i.deadline, t)),
      quoteCount: i.quote_count,
    })),
  };
}

// The public labour lists, the job board's here: job posts (recruit page) with their filters (a
// trade node takes its children), sorts and paging, and the landing's blocks (featured recruit
// posts, hot trades); worker cards, teams and labour companies: ./lists-workers.ts. The job board
// and the worker cards filter on the listing's own columns (the employer by id), count and page
// the ids over their covering indexes (migration 1801), then read the page's rows.
import { sql } from 'kysely';
import type { Page, z } from '../../../api/define';
import type { HotTrade, JobCard, jobQuery } from '../../../api/labor';
import { leavesOf, splitTrades, TRADE_TREE } from '../../../api/labor-trades';
import type { Db } from '../../db';
import { contains, countOf, offsetOf, pageOf } from '../../db/query';
import { badRequest } from '../../http/errors';
import { DAY, stampOf } from '../../floor/time';
import { employerVerified, jobBase, jobPosts, toJobCards, withEmployers, withJobColumns, type JobPosts } from './cards';
import type { ListingKind } from './schema';

/** The level-2 codes of a trade filter; 400 for an unknown code. */
export function tradeLeaves(trades: string | undefined): string[] {
  const out: string[] = [];
  for (const code of splitTrades(trades)) {
    const leaves = leavesOf(code);
    if (!leaves.length) throw badRequest(`参数错误：trades 工种代码 ${code} 不存在`);
    out.push(...leaves);
  }
  return [...new Set(out)];
}

/** The listings of the kind that name one of the trades. */
export const ownersWith = (db: Db, kind: ListingKind, leaves: string[]) =>
  db.selectFrom('labor_trade').select('owner_id').where('kind', '=', kind).where('trade_code', 'in', leaves);

/** Job posts the public sees at `t`: recruiting or full, not past their expiry. */
const openPosts = (db: Db, t: string) =>
  jobPosts(db).where('j.status', 'in', ['recruiting', 'full']).where('j.expires_at', '>', t);
export const publicJobs = (db: Db, t: string) => withEmployers(openPosts(db, t));

/** The ids of a page in list order, then their rows (any gone in between are left out). */
export async function pageRows<R extends { id: number }>(
  ids: { id: number }[],
  rowsOf: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  if (!ids.length) return [];
  const byId = new Map((await rowsOf(ids.map((r) => r.id))).map((r) => [r.id, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}

/** The keyword in the title or the employer's name; the employers matched once, by id. */
function jobKeyword(db: Db, b: JobPosts, k: string): JobPosts {
  const companies = db
    .selectFrom('companies as c')
    .select('c.id')
    .where((eb) => contains(eb.ref('c.name'), k));
  const laborCompanies = db
    .selectFrom('labor_company as lc')
    .select('lc.id')
    .where((eb) => contains(eb.ref('lc.name'), k));
  return b.where((eb) =>
    eb.or([
      contains(eb.ref('j.title'), k),
      eb('j.company_id', 'in', companies),
      eb('j.labor_company_id', 'in', laborCompanies),
    ]),
  );
}

/** employerVerified = 1 by the post's columns: a verified labour company, else a company with its credit code. */
function verifiedEmployers(db: Db, b: JobPosts): JobPosts {
  const laborVerified = db.selectFrom('labor_company as lc').select('lc.id').where('lc.verified', '=', 1);
  const coded = db.selectFrom('companies as c').select('c.id').where('c.org_code', '<>', '');
  return b.where((eb) =>
    eb.or([
      eb('j.labor_company_id', 'in', laborVerified),
      eb.and([eb('j.labor_company_id', 'is', null), eb('j.company_id', 'in', coded)]),
    ]),
  );
}

export async function recruitPage(db: Db, q: z.output<typeof jobQuery>, nowMs: number): Promise<Page<JobCard>> {
  const t = stampOf(nowMs);
  if ((q.wageMin != null || q.wageMax != null) && !q.wageUnit)
    throw badRequest('参数错误：wageMin 按工资筛选时请同时选择工资单位 wageUnit');
  if (q.wageMin != null && q.wageMax != null && q.wageMin > q.wageMax)
    throw badRequest('参数错误：wageMin 不能大于 wageMax');
  if (q.startFrom && q.startTo && q.startFrom > q.startTo) throw badRequest('参数错误：startFrom 不能晚于 startTo');
  let b = openPosts(db, t);
  const leaves = tradeLeaves(q.trades);
  if (leaves.length) b = b.where('j.id', 'in', ownersWith(db, 'job', leaves));
  if (q.keyword) b = jobKeyword(db, b, q.keyword);
  if (q.provinceCode) b = b.where('j.province_code', '=', q.provinceCode);
  if (q.cityCode) b = b.where('j.city_code', '=', q.cityCode);
  if (q.wageUnit) b = b.where('j.wage_unit', '=', q.wageUnit);
  if (q.wageMin != null) b = b.where('j.wage_max', '>=', q.wageMin);
  if (q.wageMax != null) b = b.where('j.wage_min', '<=', q.wageMax);
  if (q.settlement) b = b.where('j.settlement', '=', q.settlement);
  if (q.projectType) b = b.where('j.project_type', '=', q.projectType);
  if (q.startFrom) b = b.where('j.start_date', '>=', q.startFrom);
  if (q.startTo) b = b.where('j.start_date', '<=', q.startTo);
  if (q.within) b = b.where('j.publish_time', '>=', stampOf(nowMs - Number(q.within) * DAY));
  if (q.verifiedOnly) b = verifiedEmployers(db, b);
  const total = await countOf(b);
  let ids = b.select('j.id');
  if (q.sort === 'wageDesc') ids = ids.orderBy('j.wage_max', 'desc');
  else if (q.sort === 'wageAsc') ids = ids.orderBy('j.wage_min', 'asc');
  const paged = await ids
    .orderBy('j.publish_time', 'desc')
    .orderBy('j.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  const found = await pageRows(paged, (ids) => withJobColumns(jobBase(db)).where('j.id', 'in', ids).execute());
  return pageOf(await toJobCards(db, found, t), total, q.current, q.size);
}

/** The newest recruiting posts of verified employers (the landing's featured block). */
export async function featuredRecruit(db: Db, size: number, nowMs: number): Promise<JobCard[]> {
  const t = stampOf(nowMs);
  const rows = await withJobColumns(
    publicJobs(db, t).where('j.status', '=', 'recruiting').where('j.fee_flag', '=', 0).where(employerVerified, '=', 1),
  )
    .orderBy('j.publish_time', 'desc')
    .orderBy('j.id', 'desc')
    .limit(size)
    .execute();
  return toJobCards(db, rows, t);
}

/** Recruiting posts of the last 30 days per trade group, most first. */
export async function hotTrades(db: Db, nowMs: number): Promise<HotTrade[]> {
  const t = stampOf(nowMs);
  const rows = await db
    .selectFrom('labor_trade as lt')
    .innerJoin('labor_job as j', 'j.id', 'lt.owner_id')
    .select((eb) => [
      sql<string>`substr(lt.trade_code, 1, 2)`.as('code'),
      eb.fn.count<number>('j.id').distinct().as('n'),
    ])
    .where('lt.kind', '=', 'job')
    .where('j.status', '=', 'recruiting')
    .where('j.expires_at', '>', t)
    .where('j.publish_time', '>=', stampOf(nowMs - 30 * DAY))
    .groupBy(sql`substr(lt.trade_code, 1, 2)`)
    .execute();
  return rows
    .map((r) => ({ code: r.code, name: TRADE_TREE.find((g) => g.code === r.code)?.name ?? '', count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

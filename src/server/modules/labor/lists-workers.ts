// The public labour lists of the workers' side: worker cards (member page), teams and labour
// companies, with their filters (a trade node takes its children), sorts and paging, and the
// landing's blocks (featured workers, the 10 featured businesses). The job board: ./lists.ts.
import type { Page, z } from '../../../api/define';
import {
  COMPANY_SCALES,
  type CompanyCard,
  type companyQuery,
  type TeamCard,
  type teamQuery,
  type WorkerCard,
  type workerQuery,
} from '../../../api/labor';
import type { Db } from '../../db';
import { contains, countOf, offsetOf, pageOf } from '../../db/query';
import { beijingDay, stampOf } from '../../floor/time';
import { teamBase, teamColumns, toTeamCards } from './cards';
import { companyBase, toCompanyCards, withCompanyColumns } from './company-cards';
import { ownersWith, pageRows, tradeLeaves } from './lists';
import { listedWorkers, toWorkerCards, workerBase, workerColumns } from './worker-cards';

export async function memberPage(db: Db, q: z.output<typeof workerQuery>, nowMs: number): Promise<Page<WorkerCard>> {
  const today = beijingDay(nowMs);
  let b = listedWorkers(db, nowMs);
  const leaves = tradeLeaves(q.trades);
  if (leaves.length) b = b.where('w.id', 'in', ownersWith(db, 'worker', leaves));
  if (q.keyword) {
    const k = q.keyword;
    b = b.where((eb) => eb.or([contains(eb.ref('w.intro'), k), contains(eb.ref('w.surname'), k)]));
  }
  if (q.provinceCode) b = b.where('w.province_code', '=', q.provinceCode);
  if (q.cityCode) b = b.where('w.city_code', '=', q.cityCode);
  if (q.yearsMin != null) b = b.where('w.years', '>=', q.yearsMin);
  if (q.openOnly) b = b.where('w.status', '=', 'open');
  if (q.certified || q.certType) {
    // The holders found once (not a lookup per card): a valid, unexpired certificate, of the type when asked.
    const type = q.certType;
    const holders = db
      .selectFrom('labor_certificate as lcert')
      .select('lcert.worker_id')
      .where('lcert.expires_at', '>=', today)
      .where('lcert.verified', '<>', -1)
      .$if(!!type, (s) => s.where('lcert.type_code', '=', type!));
    b = b.where('w.id', 'in', holders);
  }
  const total = await countOf(b);
  let ids = b.select('w.id');
  if (q.sort === 'years') ids = ids.orderBy('w.years', 'desc');
  else if (q.sort === 'wageAsc') ids = ids.orderBy('w.expected_wage', 'asc');
  const paged = await ids
    .orderBy('w.active_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  const found = await pageRows(paged, (ids) => workerBase(db).select(workerColumns).where('w.id', 'in', ids).execute());
  return pageOf(await toWorkerCards(db, found, nowMs), total, q.current, q.size);
}

export async function featuredWorkers(db: Db, size: number, nowMs: number): Promise<WorkerCard[]> {
  const rows = await listedWorkers(db, nowMs)
    .select(workerColumns)
    .where('w.status', '=', 'open')
    .where('w.real_name_verified', '=', 1)
    .orderBy('w.active_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(size)
    .execute();
  return toWorkerCards(db, rows, nowMs);
}

export async function teamPage(db: Db, q: z.output<typeof teamQuery>): Promise<Page<TeamCard>> {
  let b = teamBase(db).where('t.status', 'in', ['open', 'working']);
  const leaves = tradeLeaves(q.trades);
  if (leaves.length) b = b.where('t.id', 'in', ownersWith(db, 'team', leaves));
  if (q.keyword) {
    const k = q.keyword;
    b = b.where((eb) => eb.or([contains(eb.ref('t.name'), k), contains(eb.ref('t.intro'), k)]));
  }
  if (q.provinceCode) b = b.where('t.province_code', '=', q.provinceCode);
  if (q.cityCode) b = b.where('t.city_code', '=', q.cityCode);
  if (q.mode) b = b.where('t.mode', '=', q.mode);
  const total = await countOf(b);
  let rows = b.select(teamColumns);
  if (q.sort === 'size') rows = rows.orderBy('t.size', 'desc');
  const found = await rows
    .orderBy('t.active_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  return pageOf(await toTeamCards(db, found), total, q.current, q.size);
}

export async function companyPage(db: Db, q: z.output<typeof companyQuery>, nowMs: number): Promise<Page<CompanyCard>> {
  let b = companyBase(db);
  if (q.keyword) b = b.where((eb) => contains(eb.ref('lc.name'), q.keyword!));
  if (q.provinceCode) b = b.where('lc.province_code', '=', q.provinceCode);
  if (q.cityCode) b = b.where('lc.city_code', '=', q.cityCode);
  if (q.verifiedOnly) b = b.where('lc.verified', '=', 1);
  const scale = COMPANY_SCALES.find((s) => s.code === q.scale);
  if (scale) b = b.where('lc.workers', '>=', scale.min).where('lc.workers', '<=', scale.max);
  const total = await countOf(b);
  let rows = withCompanyColumns(b, stampOf(nowMs));
  rows = q.sort === 'rating' ? rows.orderBy('lc.rating', 'desc') : rows.orderBy('lc.project_count', 'desc');
  const found = await rows.orderBy('lc.id', 'asc').limit(q.size).offset(offsetOf(q.current, q.size)).execute();
  return pageOf(await toCompanyCards(db, found), total, q.current, q.size);
}

/** The 10 featured labour businesses. */
export async function featuredBusinesses(db: Db, nowMs: number): Promise<CompanyCard[]> {
  const rows = await withCompanyColumns(
    companyBase(db).where('lc.featured', '=', 1).where('lc.verified', '=', 1),
    stampOf(nowMs),
  )
    .orderBy('lc.project_count', 'desc')
    .orderBy('lc.id')
    .limit(10)
    .execute();
  return toCompanyCards(db, rows);
}

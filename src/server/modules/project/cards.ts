// The package card of every list and the filters of the package page: keyword (name, contractor,
// scope), the dictionaries, status, region, budget band in 万元, apply-deadline days, and
// 只看我能接的 (the match rule of match.ts in SQL). Visitors and other companies never see a
// package waiting for review.
import { sql } from 'kysely';
import type { z } from '../../../api/define';
import {
  nameOf,
  PROJECT_CATEGORIES,
  requirementText,
  SALE_TYPES,
  SUBCONTRACT_TYPES,
  TRANSACTION_MODES,
} from '../../../api/project-dicts';
import type { ProjectCard, projectFilterSchema } from '../../../api/project';
import type { Db } from '../../db';
import { contains, withCodes, withinDays } from '../../db/query';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { isoOf, stampOf } from '../../floor/time';
import { deadlineDayOf, matchOf, type Held } from './match';
import { projectNo, statusName, statusOf, statusWhere } from './status';

type Filters = z.output<typeof projectFilterSchema>;

export const baseQuery = (db: Db) =>
  db.selectFrom('project_package as p').innerJoin('companies as b', 'b.id', 'p.company_id');
export type Base = ReturnType<typeof baseQuery>;
const packages = (db: Db) => db.selectFrom('project_package as p');
export type Packages = ReturnType<typeof packages>;

export function checkProjectFilters(f: Filters): void {
  if (f.deadlineFrom && f.deadlineTo && f.deadlineFrom > f.deadlineTo)
    throw badRequest('参数错误：deadlineFrom 不能晚于 deadlineTo');
  if (f.budgetMinWan != null && f.budgetMaxWan != null && f.budgetMinWan > f.budgetMaxWan)
    throw badRequest('参数错误：budgetMinWan 不能大于 budgetMaxWan');
}

/**
 * Public packages (not waiting for review) under the filters; `me` for 只看我能接的. The packages
 * alone (the contractor's name by its company ids), so counting and paging never join.
 */
export function filtered(db: Db, f: Filters, me: Member | null, nowMs: number): Packages {
  const now = stampOf(nowMs);
  let q = packages(db).where('p.status', '<>', 'pending_review');
  if (f.keyword) {
    const k = f.keyword;
    const named = db
      .selectFrom('companies as b')
      .select('b.id')
      .where((eb) => contains(eb.ref('b.name'), k));
    q = q.where((eb) =>
      eb.or([contains(eb.ref('p.project_name'), k), eb('p.company_id', 'in', named), contains(eb.ref('p.scope'), k)]),
    );
  }
  q = withCodes(q, [
    ['p.category_code', f.categoryCode],
    ['p.subcontract_type', f.subcontractType],
    ['p.sale_type', f.saleType],
    ['p.transaction_mode', f.transactionMode],
    ['p.province_code', f.provinceCode],
    ['p.city_code', f.cityCode],
  ]);
  const status = f.status;
  if (status) q = q.where((eb) => statusWhere(eb, status, now));
  if (f.budgetMinWan != null) q = q.where('p.budget', '>=', f.budgetMinWan * 10_000);
  if (f.budgetMaxWan != null) q = q.where('p.budget', '<=', f.budgetMaxWan * 10_000);
  q = withinDays(q, 'p.apply_deadline', f.deadlineFrom, f.deadlineTo);
  if (f.canTake && me) {
    const companyId = me.companyId;
    // match.ts's 符合, in SQL: no 资质 asked, or a fitting certificate valid on the deadline's day.
    q = q.where((eb) =>
      eb.or([
        eb('p.qual_category', '=', ''),
        eb.exists(
          eb
            .selectFrom('project_qualification as q')
            .select('q.id')
            .where('q.company_id', '=', companyId)
            .whereRef('q.category_code', '=', 'p.qual_category')
            .where((w) =>
              w.or([
                w('p.qual_grade', '=', '0'),
                w.and([w('q.grade', '<>', '0'), w('q.grade', '<=', w.ref('p.qual_grade'))]),
              ]),
            )
            .where('q.expires_on', '>=', sql<string>`substr(p.apply_deadline, 1, 10)`),
        ),
      ]),
    );
  }
  return q;
}

export const withCardColumns = (q: Base) =>
  q
    .leftJoin('region as rp', 'rp.code', 'p.province_code')
    .leftJoin('region as rc', 'rc.code', 'p.city_code')
    .select([
      'p.id',
      'p.project_name',
      'p.company_id',
      'b.name as contractor_name',
      'b.org_code',
      'p.category_code',
      'p.subcontract_type',
      'p.sale_type',
    ])
    .select([
      'p.transaction_mode',
      'p.province_code',
      'rp.name as province_name',
      'p.city_code',
      'rc.name as city_name',
      'p.budget',
      'p.qual_category',
    ])
    .select(['p.qual_grade', 'p.status', 'p.publish_time', 'p.apply_deadline', 'p.applicant_count']);
export type CardRow = Awaited<ReturnType<ReturnType<typeof withCardColumns>['executeTakeFirstOrThrow']>>;

/** The member company's 资质 as the match takes them; null for visitors. */
export async function heldOf(db: Db, me: Member | null): Promise<Held[] | null> {
  if (!me) return null;
  const rows = await db
    .selectFrom('project_qualification')
    .select(['category_code', 'grade', 'expires_on'])
    .where('company_id', '=', me.companyId)
    .execute();
  return rows.map((r) => ({ categoryCode: r.category_code, grade: r.grade, expiresOn: r.expires_on }));
}

export const wanOf = (yuan: number): number => Math.round(yuan / 100) / 100;

export function toCard(r: CardRow, held: Held[] | null, nowMs: number): ProjectCard {
  const statusCode = statusOf(r, stampOf(nowMs));
  const budget = Number(r.budget);
  const m = matchOf(
    { qualCategory: r.qual_category, qualGrade: r.qual_grade, deadlineDay: deadlineDayOf(r.apply_deadline) },
    held,
  );
  return {
    id: r.id,
    projectNo: projectNo(r.id, r.publish_time),
    projectName: r.project_name,
    contractor: { companyId: r.company_id, name: r.contractor_name, verified: r.org_code !== '' },
    categoryCode: r.category_code,
    categoryName: nameOf(PROJECT_CATEGORIES, r.category_code),
    subcontractType: r.subcontract_type,
    subcontractTypeName: nameOf(SUBCONTRACT_TYPES, r.subcontract_type),
    saleType: r.sale_type,
    saleTypeName: nameOf(SALE_TYPES, r.sale_type),
    transactionMode: r.transaction_mode,
    transactionModeName: nameOf(TRANSACTION_MODES, r.transaction_mode),
    provinceCode: r.province_code,
    provinceName: r.province_name ?? '',
    cityCode: r.city_code,
    cityName: r.city_name ?? '',
    budget,
    budgetWan: wanOf(budget),
    requirement: requirementText(r.qual_category, r.qual_grade),
    statusCode,
    statusName: statusName(statusCode),
    publishTime: isoOf(r.publish_time),
    applyDeadline: isoOf(r.apply_deadline),
    applicants: r.applicant_count,
    match: m.match,
    matchNote: m.note,
  };
}

// Projects in the portal-wide search: subcontract packages open for applications, by project name.
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { hitOf, listingSearch } from '../../floor/site-search';
import { stampOf } from '../../floor/time';

const wan = (yuan: number) => (yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 1 });

/** Packages open for applications. */
const open = (db: Db, nowMs: number) =>
  db
    .selectFrom('project_package as p')
    .where('p.status', '=', 'published')
    .where('p.apply_deadline', '>', stampOf(nowMs));

export const projectSearch = listingSearch(
  'project',
  '项目',
  (db, nowMs) => ({
    rows: open(db, nowMs).leftJoin('region as c', 'c.code', 'p.city_code'),
    words: ['p.project_name'],
    ordered: (q) => q.select(['p.id', 'p.project_name', 'p.budget', 'c.name as city']).orderBy('p.id', 'desc'),
    hit: (r) => hitOf(r.id, r.project_name, pageLinks.projectDetail(r.id), r.city, `预算 ${wan(r.budget)} 万元`),
  }),
  (db, nowMs) => ({
    rows: open(db, nowMs).select(['p.id', 'p.publish_time as lastmod']),
    href: pageLinks.projectDetail,
  }),
);

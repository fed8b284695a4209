// Projects in the portal-wide search: subcontract packages open for applications, by project name.
import { pageLinks } from '../../../api/paths';
import { contains } from '../../db/query';
import { hitOf, listingSearch } from '../../floor/site-search';
import { stampOf } from '../../floor/time';

const wan = (yuan: number) => (yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 1 });

export const projectSearch = listingSearch('project', '项目', (db, words, nowMs) => ({
  rows: db
    .selectFrom('project_package as p')
    .leftJoin('region as c', 'c.code', 'p.city_code')
    .where('p.status', '=', 'published')
    .where('p.apply_deadline', '>', stampOf(nowMs))
    .where((eb) => eb.and(words.map((w) => contains(eb.ref('p.project_name'), w)))),
  ordered: (q) => q.select(['p.id', 'p.project_name', 'p.budget', 'c.name as city']).orderBy('p.id', 'desc'),
  hit: (r) => hitOf(r.id, r.project_name, pageLinks.projectDetail(r.id), r.city, `预算 ${wan(r.budget)} 万元`),
}));

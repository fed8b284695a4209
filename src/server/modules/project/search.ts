// Projects in the portal-wide search: subcontract packages open for applications, by project name.
import { pageLinks } from '../../../api/paths';
import { contains } from '../../db/query';
import { hitsOf, type SiteSearchPart } from '../../floor/site-search';
import { stampOf } from '../../floor/time';

const wan = (yuan: number) => (yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 1 });

export const projectSearch: SiteSearchPart = {
  kind: 'project',
  label: '项目',
  find: (db, words, page, nowMs) =>
    hitsOf(
      page,
      db
        .selectFrom('project_package as p')
        .leftJoin('region as c', 'c.code', 'p.city_code')
        .where('p.status', '=', 'published')
        .where('p.apply_deadline', '>', stampOf(nowMs))
        .where((eb) => eb.and(words.map((w) => contains(eb.ref('p.project_name'), w)))),
      (q) => q.select(['p.id', 'p.project_name', 'p.budget', 'c.name as city']).orderBy('p.id', 'desc'),
      (r) => ({
        id: r.id,
        title: r.project_name,
        href: pageLinks.projectDetail(r.id),
        meta: [r.city, `预算 ${wan(r.budget)} 万元`].filter(Boolean).join(' · '),
      }),
    ),
};

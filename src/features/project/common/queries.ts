// The project pages' queries: the package page, detail (404 as an answer), card, statistics, a
// city, the member company's 资质, a package's applications, and the news of a module.
import { cms } from '../../../api/cms';
import { project, type ProjectQuery } from '../../../api/project';
import { callQuery, findQuery } from '../../../shared/query';

export const projectPageQuery = (q: ProjectQuery) => callQuery(project.page, q);
export const projectDetailQuery = (id: number) => findQuery(project.detail, { id });
export const projectCardQuery = (id: number) => findQuery(project.card, { id });
export const projectStatsQuery = callQuery(project.statistics, {});
export const projectCityQuery = (city: string) => findQuery(project.city, { city });
export const qualificationsQuery = callQuery(project.qualifications, {});
export const applicationsQuery = (packageId: number) => callQuery(project.applications, { packageId });
export const newsQuery = (moduleCode: string, current: number) =>
  callQuery(cms.newsList, { ...(moduleCode ? { moduleCode: moduleCode as 'industry' } : {}), current, size: 10 });
export const newsDetailQuery = (id: number) => findQuery(cms.newsDetail, { id });

/** A positive integer id from the address, else null (the page is then the 404). */
export function readId(search: string | URLSearchParams, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key) ?? '';
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * A call whose answer depends on the viewer (match badges, the company's application, contact):
 * visitors (and the server render) read it under the plain key; a member's answer is kept under
 * the company's key, so a login or a company switch never shows another viewer's answer.
 */
export function viewerQuery<O extends { queryKey: readonly unknown[]; queryFn?: unknown }>(
  base: O,
  companyId: number | null,
): O {
  return companyId === null ? base : { ...base, queryKey: [...base.queryKey, companyId] };
}

/** Every viewer's copy of a call's answers (after a write). */
export const callKey = (path: string) => ({
  predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] === path,
});

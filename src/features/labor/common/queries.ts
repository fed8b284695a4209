// The labour pages' queries: the tree (never changes while a page is open), lists, details
// (404 as an answer) and the landing's blocks.
import { labor } from '../../../api/labor';
import { callQuery, findQuery } from '../../../shared/query';

export const treeQuery = { ...callQuery(labor.specialityTree, {}), staleTime: Infinity };
export const jobDetailQuery = (id: number) => findQuery(labor.recruitDetail, { id });
export const workerDetailQuery = (id: number) => findQuery(labor.memberDetail, { id });
export const teamDetailQuery = (id: number) => findQuery(labor.teamDetail, { id });
export const companyDetailQuery = (id: number) => findQuery(labor.companyDetail, { id });

/** A positive integer id of the address, else null (the page is then the 404). */
export function readId(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

export const placeText = (p: { provinceName: string; cityName: string }) =>
  p.cityName && p.cityName !== p.provinceName ? `${p.provinceName} ${p.cityName}` : p.provinceName;

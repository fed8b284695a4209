// The ground pages' queries: the supplier page and one supplier (404 as an answer), the map's
// tile config, the price map and index, the report list and one report.
import type { CallInput } from '../../../api/define';
import { ground, type GroundQuery } from '../../../api/ground';
import { groundReports, type ReportQuery } from '../../../api/ground-reports';
import { callQuery, findQuery } from '../../../shared/query';

export const sitePageQuery = (q: GroundQuery) => callQuery(ground.page, q);
export const siteQuery = (id: number, site: { siteLat?: number; siteLng?: number } = {}) =>
  findQuery(ground.detail, { id, ...site });
export const mapConfigQuery = callQuery(ground.mapConfig, {});
export const priceMapQuery = (material: string) => callQuery(groundReports.priceMap, { material });
export const priceIndexQuery = (q: CallInput<typeof groundReports.priceIndex>) =>
  callQuery(groundReports.priceIndex, q);
export const reportPageQuery = (q: ReportQuery) => callQuery(groundReports.reportPage, q);
export const reportQuery = (id: number) => findQuery(groundReports.reportDetail, { id });

/** A positive integer id of the address, else null (the page is then the 404). */
export function readId(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

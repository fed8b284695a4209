// The equipment pages' queries: statistics, top, the supply page, demands, a card and a demand
// (404 as an answer), the industry news, and the member's own listings.
import { cms } from '../../../api/cms';
import type { CallInput } from '../../../api/define';
import { devices, type SupplyQuery } from '../../../api/devices';
import { callQuery, findQuery } from '../../../shared/query';

export const statisticsQuery = callQuery(devices.statistics, {});
export const topQuery = callQuery(devices.top, { size: 8 });
export const supplyPageQuery = (q: SupplyQuery) => callQuery(devices.page, q);
export const latestSupplyQuery = supplyPageQuery({ size: 8, sort: 'publishTime' });
export const needPageQuery = (q: CallInput<typeof devices.needPage>) => callQuery(devices.needPage, q);
export const latestNeedsQuery = needPageQuery({ size: 8 });
export const cardQuery = (id: number) => findQuery(devices.detail, { id });
export const needQuery = (id: number) => findQuery(devices.needDetail, { id });
export const newsListQuery = (q: CallInput<typeof cms.newsList>) => callQuery(cms.newsList, q);
export const newsDetailQuery = (id: number) => findQuery(cms.newsDetail, { id });
export const mineQuery = (current: number) => callQuery(devices.mine, { current, size: 20 });
/** One of the company's own listings as its form (null: unknown or another company's). */
export const mySupplyQuery = (id: number) => findQuery(devices.mySupply, { id });
export const myNeedQuery = (id: number) => findQuery(devices.myNeed, { id });

/** A positive integer id of the address, else null (the page is then the 404). */
export function readId(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

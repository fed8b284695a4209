// The finance pages' queries: the landing, the product list and detail (404 as an answer), the
// notices and rules, the pre-check and the member's applications (one with its steps).
import type { CallInput } from '../../../api/define';
import { finance, type ProductQuery } from '../../../api/finance';
import { callQuery, findQuery } from '../../../shared/query';

export const homeQuery = callQuery(finance.home, {});
export const productPageQuery = (q: ProductQuery) => callQuery(finance.page, q);
export const productDetailQuery = (id: number) => findQuery(finance.detail, { id });
export const noticeQuery = (id: number) => findQuery(finance.notice, { id });
export const rulesQuery = (q: CallInput<typeof finance.notices>) => callQuery(finance.notices, q);
export const precheckQuery = (q: CallInput<typeof finance.precheck>) => callQuery(finance.precheck, q);
export const mineQuery = callQuery(finance.mine, { current: 1, size: 5 });
/** The member's own application with its steps (404 as an answer: null). */
export const myApplicationQuery = (id: number) => findQuery(finance.application, { id });

/** A positive integer id from the address, else null (the page is then the 404). */
export function readId(search: string | URLSearchParams, key = 'id'): number | null {
  const raw = new URLSearchParams(search).get(key) ?? '';
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

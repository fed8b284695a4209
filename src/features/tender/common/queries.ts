// The tender pages' queries: the three dictionaries (the tender type / method / status calls),
// the list, the detail (404 as an answer), the month calendar, and the member's desk.
import { savedSearch } from '../../../api/saved-search';
import { share } from '../../../api/share';
import { tender, type TenderQuery } from '../../../api/tender';
import type { CallInput } from '../../../api/define';
import { callQuery, findQuery } from '../../../shared/query';

// Dictionaries do not change while a page is open.
const dict = <Q extends { queryKey: unknown }>(q: Q) => ({ ...q, staleTime: Infinity });
export const typesQuery = dict(callQuery(share.tenderTypes, {}));
export const methodsQuery = dict(callQuery(share.tenderMethods, {}));
export const statusesQuery = dict(callQuery(share.tenderStatuses, {}));
export const dictionaryQueries = [typesQuery, methodsQuery, statusesQuery] as const;

export const tenderPageQuery = (q: TenderQuery) => callQuery(tender.page, q);
export const tenderDetailQuery = (id: number) => findQuery(tender.detail, { id });
export const calendarQuery = (q: CallInput<typeof tender.calendar>) => callQuery(tender.calendar, q);
export const mineQuery = (current: number) => callQuery(tender.mine, { current, size: 10 });
export const savedSearchesQuery = callQuery(savedSearch.list, {});

// The inquiry detail's queries, shared by the detail, the publish wizard (editing a draft) and
// the desk. Visitors (and the server render) read the detail under the plain key; a member's
// answer (full contact, the viewer's rights, the company's own drafts) is kept per company, so a
// login or a company switch never shows another viewer's answer.
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { id as idField, z } from '../../../api/define';
import { inquiry } from '../../../api/inquiry';
import { useSession } from '../../../shared/actor';
import { callQuery, findQuery } from '../../../shared/query';

/** The `id` query parameter as a row id, else null (the page answers 404). */
export function readInquiryId(search: string | URLSearchParams): number | null {
  const raw = new URLSearchParams(search).get('id');
  const r = raw === null ? null : z.safeParse(idField, raw);
  return r?.success ? r.data : null;
}

export const detailQuery = (id: number) => findQuery(inquiry.detail, { id });

type DetailFn = NonNullable<ReturnType<typeof detailQuery>['queryFn']>;

/** The visitor's key, or the member's: the same call (with the session's headers) under the company's key. */
function viewerDetailQuery(id: number, companyId: number | null) {
  const visitor = detailQuery(id);
  const fetchDetail = visitor.queryFn as DetailFn;
  return queryOptions({
    queryKey: (companyId === null ? visitor.queryKey : [...visitor.queryKey, companyId]) as readonly unknown[],
    queryFn: (ctx) => fetchDetail(ctx as Parameters<DetailFn>[0]),
  });
}

/** The detail as the current viewer sees it; `pending`: a member's own answer is still on its way. */
export function useInquiryDetail(id: number | null) {
  const { loggedIn, userInfo } = useSession();
  const query = useQuery({
    ...viewerDetailQuery(id ?? 0, userInfo?.companyId ?? null),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  const pending = (loggedIn && !userInfo) || query.isPlaceholderData;
  return { query, pending, member: userInfo !== null && !query.isPlaceholderData };
}

export const comparisonQuery = (inquiryId: number) => callQuery(inquiry.comparison, { inquiryId });
export const myQuoteQuery = (inquiryId: number) => callQuery(inquiry.myQuote, { inquiryId });

/** After a write on one inquiry: its detail (every viewer's key), comparison, quote and the desk's lists. */
export function useRefreshInquiry() {
  const client = useQueryClient();
  return useCallback(
    (inquiryId: number) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [inquiry.detail.path, { id: inquiryId }] }),
        client.invalidateQueries({ queryKey: comparisonQuery(inquiryId).queryKey }),
        client.invalidateQueries({ queryKey: myQuoteQuery(inquiryId).queryKey }),
        client.invalidateQueries({ queryKey: [inquiry.mine.path] }),
        client.invalidateQueries({ queryKey: [inquiry.supplierRequirements.path] }),
      ]),
    [client],
  );
}

// Server state: TanStack Query over the call catalogue. One QueryClient per page load (per
// request on the server), so requests are de-duplicated and cached by [path, input]; a route's
// loader fills it before the server renders, and the client starts from the same cache
// (dehydrate / hydrate), so hydration makes no second call.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { Call, CallData, CallInput } from '../api/define';
import { ApiError } from '../client/errors';
import { call, type Transport } from '../client/http';

/** How long an answer counts as fresh: hydrated data is not fetched again on mount. */
export const STALE_MS = 60_000;

// The transport of a client that is not the browser's (the server render calls app.inject()).
const transports = new WeakMap<QueryClient, Transport>();

export function createQueryClient(http?: Transport): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // Views show their own error states with 重新加载; the session re-checks on focus itself.
      queries: { staleTime: STALE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  if (http) transports.set(client, http);
  return client;
}

type Key<C extends Call> = readonly [string, CallInput<C>];

/** The query of one catalogue call: key [path, input], fetched through call() (silent: views show errors). */
export function callQuery<C extends Call>(c: C, input: CallInput<C>) {
  return queryOptions({
    queryKey: [c.path, input] as Key<C>,
    queryFn: ({ client, signal }): Promise<CallData<C>> =>
      call(c, input, { signal, silent: true, http: transports.get(client) }),
  });
}

/** A detail call whose 404 is an answer (null: the page shows its not-found state with HTTP 404). */
export function findQuery<C extends Call>(c: C, input: CallInput<C>) {
  return queryOptions({
    queryKey: [c.path, input, 'find'] as const,
    queryFn: ({ client, signal }): Promise<CallData<C> | null> =>
      call(c, input, { signal, silent: true, http: transports.get(client) }).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
  });
}

/** The call's transport for this client: mutations and imperative calls use it too. */
export const transportOf = (client: QueryClient): Transport | undefined => transports.get(client);

// ---- loaders ---------------------------------------------------------------------------------

export interface LoaderContext {
  client: QueryClient;
  /** The address's query string, parsed. */
  search: URLSearchParams;
}

/** notFound: the page answers HTTP 404 (an unknown id) and shows its not-found state. */
export type LoaderResult = { notFound?: boolean } | void;

/**
 * A route's loader: starts (and awaits) the queries its first screen needs. The server render
 * awaits it before rendering; client navigation starts it beside the page's chunk, so the
 * page's own useQuery calls find the requests already on their way.
 */
export type Loader = (ctx: LoaderContext) => Promise<LoaderResult>;

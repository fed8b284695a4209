// The one ky instance and `call()`: every request the SPA makes goes through here, so headers,
// the 5000 ms timeout, the loading bar and the error catalogue apply to all of them. ky arrives
// with the first call, not with the first screen: a server-rendered page makes none to show itself.
import type { KyInstance } from 'ky';
import type { Call, CallData, CallInput, Envelope } from '../api/define';
import { ApiError, classify, fieldsOf, rememberRefusal } from './errors';
import { clientHooks } from './hooks';
import { authHeaders } from './session-headers';

export const REQUEST_TIMEOUT_MS = 5000;
export const REQUEST_SOURCE = 'PC';
/** Fixed client credentials of the portal's OAuth client (public by design, like the original). */
export const BASIC_CLIENT_AUTH = 'Basic cG9ydGFsOnBvcnRhbF9zZWNyZXQ=';

let shared: Promise<KyInstance> | undefined;

/** The page's ky instance (loaded once; a failed load is tried again by the next call). */
export function loadHttp(): Promise<KyInstance> {
  shared ??= import('ky').then(
    ({ default: ky }) =>
      ky.create({
        baseUrl: globalThis.location?.origin,
        timeout: REQUEST_TIMEOUT_MS,
        retry: 0,
        throwHttpErrors: false,
        headers: { RequestSource: REQUEST_SOURCE, Authorization: BASIC_CLIENT_AUTH },
      }),
    (err: unknown) => {
      shared = undefined;
      throw err;
    },
  );
  return shared;
}

/** What call() asks of a transport: ky's call signature, narrowed to what call() uses. */
export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** A GET's input. */
  searchParams?: Record<string, string>;
  /** A POST's input, sent as JSON. */
  json?: unknown;
}
/** The page's ky instance, or the server render's transport (src/app/server-transport.ts). */
export type Transport = (
  path: string,
  request: TransportRequest,
) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Do not show the error as a notification (the caller shows it its own way). */
  silent?: boolean;
  /** Another transport with the same defaults (the server render's, see src/app/server-transport.ts). */
  http?: Transport;
  /** Headers of the call's own (a sub-site's session header). */
  headers?: Record<string, string>;
  /** The call carries a sub-site's own session: its 401 is an error like another, not the portal's logout. */
  ownSession?: boolean;
}

function toSearchParams(input: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

export async function call<C extends Call>(c: C, input: CallInput<C>, opts: CallOptions = {}): Promise<CallData<C>> {
  const headers = { ...authHeaders(c.auth), ...opts.headers };
  clientHooks.requestStarted();
  try {
    let status: number;
    let body: Envelope<CallData<C>> | null;
    try {
      const http: Transport = opts.http ?? (await loadHttp());
      const res = await http(c.path, {
        method: c.method,
        headers,
        signal: opts.signal,
        searchParams: c.method === 'GET' ? toSearchParams(input as object) : undefined,
        json: c.method === 'POST' ? input : undefined,
      });
      status = res.status;
      body = (await res.json().catch(() => null)) as Envelope<CallData<C>> | null;
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      status = err instanceof Error && err.name === 'TimeoutError' ? 504 : 0; // ky's TimeoutError
      body = status ? null : { code: 0, success: false, data: null as never, msg: '网络异常，请检查网络后重试' };
    }
    const outcome = classify(status, body);
    if (outcome.ok && body) return body.data;
    const logout = !!outcome.logout && !opts.ownSession;
    const error = new ApiError(status || body?.code || 500, outcome.message ?? '操作失败', logout, fieldsOf(body));
    rememberRefusal(error.message, error.fields);
    if (logout) clientHooks.unauthorized();
    else if (!opts.silent) clientHooks.notifyError(error.message);
    throw error;
  } finally {
    clientHooks.requestEnded();
  }
}

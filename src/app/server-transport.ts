// The server render's transport for call(): each catalogue call is one request injected into the
// server's own Fastify instance (RenderInput.inject: same routes, hooks, validation and
// envelopes, from the visitor's address, no network). It sends what the page's ky instance sends
// (src/client/http.ts: the same default headers, the same 5000 ms timeout, answered 504 by
// call()) without ky or fetch's Request and Response: a goods detail page makes four calls, and
// building those objects took about a fifth of its render.
import { BASIC_CLIENT_AUTH, REQUEST_SOURCE, REQUEST_TIMEOUT_MS, type Transport } from '../client/http';
import type { Inject } from '../server/http/render-contract';

const DEFAULT_HEADERS = { RequestSource: REQUEST_SOURCE, Authorization: BASIC_CLIENT_AUTH };

/** A timeout as ky reports one (call() answers it 504). */
class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** call()'s transport over `inject`, with `headers` on every call (a member's Blade-Auth). */
export function serverTransport(inject: Inject, headers: Record<string, string> = {}): Transport {
  return async (path, request) => {
    const query = request.searchParams ? new URLSearchParams(request.searchParams).toString() : '';
    const json = request.json !== undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TimeoutError(`${path}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    try {
      const res = await Promise.race([
        inject({
          method: request.method,
          url: query ? `${path}?${query}` : path,
          headers: {
            ...DEFAULT_HEADERS,
            ...headers,
            ...request.headers,
            ...(json ? { 'content-type': 'application/json' } : {}),
          },
          payload: json ? JSON.stringify(request.json) : undefined,
        }),
        timeout,
      ]);
      return { status: res.status, json: async () => JSON.parse(res.body) as unknown };
    } finally {
      clearTimeout(timer);
    }
  };
}

// A fake `fetch` that answers catalogue paths with envelopes, for DOM tests.
import { vi } from 'vitest';

export type Answer = unknown | ((url: URL) => unknown);
export interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  /** The URLs requested so far, in order. */
  requests: () => URL[];
}

export const envelope = (data: unknown, code = 200, msg = '操作成功') =>
  new Response(JSON.stringify({ code, success: code === 200, data, msg }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

/** Stubs global fetch; paths not in `routes` get the 404 envelope. An answer that is a Response is sent as is. */
export function fakeApi(routes: Record<string, Answer>): FakeApi {
  const fetch = vi.fn(async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (!(url.pathname in routes)) return envelope(null, 404, '很抱歉，资源未找到!');
    const answer = routes[url.pathname];
    const data = typeof answer === 'function' ? (answer as (u: URL) => unknown)(url) : answer;
    return data instanceof Response ? data : envelope(data);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    requests: () =>
      fetch.mock.calls.map(([i]) => new URL(i instanceof Request ? i.url : String(i), 'http://localhost')),
  };
}

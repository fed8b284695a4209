// The server render's `fetch`: a catalogue call becomes app.inject() on this same Fastify instance
// (same validation, handlers and envelopes, no network), from the visitor's address so per-IP
// limits still see them.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What an init may change of a Request: with none of these, a given Request is used as it is. */
const CHANGES_REQUEST = ['method', 'headers', 'body'] as const;

export function injectFetch(app: FastifyInstance, from: FastifyRequest): typeof globalThis.fetch {
  return async (input, init) => {
    // ky hands over its own Request (and an init of ky's options only): building another copies its headers and body.
    const request = input instanceof Request && !CHANGES_REQUEST.some((k) => init?.[k] !== undefined) ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const url = request.url;
    // The path and query: the URL is absolute (scheme://host/…).
    const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: path,
      headers: Object.fromEntries(request.headers),
      payload: body,
      remoteAddress: from.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

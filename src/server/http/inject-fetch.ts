// The server render's `fetch`: a catalogue call becomes app.inject() on this same Fastify instance
// (same validation, handlers and envelopes, no network), from the visitor's address so per-IP
// limits still see them.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function injectFetch(app: FastifyInstance, from: FastifyRequest): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
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

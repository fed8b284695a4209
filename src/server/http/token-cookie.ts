// A site's session token in an HttpOnly cookie (the sc site's, the operators'): read from the
// request, set by the answer to a login, cleared by the answer to a logout or by a refusal of a
// dead session. No script reads it: nothing in the browser needs it (docs/architecture.md, Cookies).
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface TokenCookie {
  /** The token the request's cookie carries (base64url: nothing to decode). */
  read(req: FastifyRequest): string | undefined;
  /** The answer to this request sets the cookie (a login). */
  keep(req: FastifyRequest, token: string, maxAgeS: number): void;
  /** The answer to this request clears the cookie (a logout). */
  end(req: FastifyRequest): void;
  /** The Set-Cookie that clears it, for a refusal's own headers. */
  cleared(req: FastifyRequest): string;
  /** Sends the cookie a handler asked for; registered once by the owning module before its routes. */
  register(app: FastifyInstance): void;
}

export function tokenCookie(name: string): TokenCookie {
  /** HttpOnly, the whole site, same-site requests only; empty and expired clears it. */
  const header = (req: FastifyRequest, token: string, maxAgeS: number) =>
    `${name}=${token}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;
  const toSet = new WeakMap<FastifyRequest, string>();
  return {
    read(req) {
      for (const part of (req.headers.cookie ?? '').split(';')) {
        const at = part.indexOf('=');
        if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
      }
      return undefined;
    },
    keep: (req, token, maxAgeS) => void toSet.set(req, header(req, token, maxAgeS)),
    end: (req) => void toSet.set(req, header(req, '', 0)),
    cleared: (req) => header(req, '', 0),
    register(app) {
      app.addHook('onSend', async (req, reply) => {
        const cookie = toSet.get(req);
        if (cookie) reply.header('set-cookie', cookie);
      });
    },
  };
}

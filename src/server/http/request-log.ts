// The request log (Fastify's "incoming request" line): method, address, host and client, with
// secrets in the query string redacted. The spec fixes SMS code verification as a GET with the
// code in the query (`/api/blade-auth/sms/verify?code=`), so the log never writes that code.
import type { FastifyRequest } from 'fastify';
import { auth } from '../../api/auth';

/** The query parameters that are secrets, by path. */
const SECRETS: Record<string, readonly string[]> = { [auth.verifyCode.path]: ['code'] };

/** The address with each secret parameter's value replaced by ***. */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const secrets = q < 0 ? undefined : SECRETS[url.slice(0, q)];
  if (!secrets) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const p of secrets) if (params.has(p)) params.set(p, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Fastify's logger options: the level, and the request as the log writes it. */
export const loggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
});

// Requests refused before routing: a URL that does not decode (Fastify's frameworkErrors) and
// what Node's HTTP parser rejects — a request line or headers over its 16 KB, a malformed
// request, a timeout (clientErrorHandler, which only has the socket and the raw bytes). Like
// every other answer: the envelope under /api, the error page elsewhere, security headers on both
// (and, for HEAD, no body).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePaths } from '../../api/paths';
import { fail } from './envelope';
import { headerSets, isHttps } from './security-headers';

const MSG: Record<number, string> = {
  400: '请求格式不正确',
  408: '请求超时',
  414: '请求地址过长',
  431: '请求头过大',
};
const BAD_URL = '请求地址不正确';
const sets = headerSets();

const isApi = (path: string) => /^\/api(\/|\?|$)/.test(path);

/** The plain error page for paths outside /api (the app's own error page needs a render). */
export function errorPage(msg: string): string {
  return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${msg}</title><body><h1>${msg}</h1><p><a href="${pagePaths.home}">返回首页</a></p></body></html>`;
}

export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const msg = err.code === 'FST_ERR_BAD_URL' ? BAD_URL : (MSG[status] ?? BAD_URL);
  req.log.info({ code: err.code }, 'request refused before routing');
  reply.headers(isHttps(req) ? sets.https : sets.http).status(status);
  if (isApi(req.raw.url ?? '')) void reply.send(fail(status, msg));
  else void reply.type('text/html; charset=utf-8').send(errorPage(msg));
}

/** What Node's 'clientError' passes (fastify's ConnectionError types rawPacket as its JSON form). */
interface ParserError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** The request line's status when Node gave up: over 16 KB before its end is a long URL (414). */
function statusOf(err: ParserError, raw: Buffer): number {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (err.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const eol = raw.indexOf('\r\n');
  return eol === -1 || eol > 8192 ? 414 : 431;
}

export function clientErrorHandler(this: FastifyInstance, err: ParserError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : Buffer.alloc(0);
  const status = statusOf(err, raw);
  const [, method = '', path = ''] = /^([A-Z]+) (\S+)/.exec(raw.subarray(0, 512).toString('latin1')) ?? [];
  this.log.info({ code: err.code, status }, 'request refused by the HTTP parser');
  if (!socket.writable) return void socket.destroy();
  const api = isApi(path);
  const body = api ? JSON.stringify(fail(status, MSG[status])) : errorPage(MSG[status]);
  const headers = {
    ...((socket as TLSSocket).encrypted ? sets.https : sets.http),
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  // A HEAD answer carries the headers a GET would get, never a body.
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${method === 'HEAD' ? '' : body}`);
}

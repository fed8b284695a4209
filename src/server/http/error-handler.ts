// Every failure leaves as the envelope with a Chinese msg; never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, BUSY } from './errors';
import { fail } from './envelope';

const BY_STATUS: Record<number, string> = {
  400: '请求参数错误',
  401: '请先登录',
  403: '拒绝访问',
  404: '很抱歉，资源未找到!',
  405: '请求方法不被允许',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  429: '操作过于频繁，请稍后再试',
  500: '服务器错误!',
  503: BUSY,
  504: '网络超时!',
};

const QUERY_CANCELED = '57014';
export const UNAVAILABLE = '服务暂不可用，请稍后再试';

/** PostgreSQL: the server shut down or restarted, the connection failed, no connection to be had. */
const PG_GONE = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '08P01', '53300']);
/** PostgreSQL: a transaction lost a race (serialization failure, deadlock): retrying succeeds. */
const PG_RETRY = new Set(['40001', '40P01']);
const SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's own errors when the socket is gone or no connection came within the pool's wait. */
const PG_CLIENT =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended)/;

/**
 * How a database failure answers: 503 with Retry-After, never 500 — the server recovers by
 * itself once the database is back (the pool opens new connections; SQLite's lock is released).
 * undefined: not a database availability failure.
 */
export function databaseOutage(err: unknown): { msg: string; retryAfterS: number } | undefined {
  const { code, message } = err as { code?: unknown; message?: unknown };
  const c = typeof code === 'string' ? code : '';
  if (c === QUERY_CANCELED || PG_RETRY.has(c) || c.startsWith('SQLITE_BUSY') || c.startsWith('SQLITE_LOCKED'))
    return { msg: BUSY, retryAfterS: 1 };
  if (PG_GONE.has(c) || SOCKET.has(c) || (typeof message === 'string' && PG_CLIENT.test(message)))
    return { msg: UNAVAILABLE, retryAfterS: 2 };
  return undefined;
}

export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError)
      return reply.status(err.status).headers(err.headers).send(fail(err.status, err.message));
    // A statement timeout, a lock held by another process, the database gone: load or an
    // outage, not a fault of this request.
    const outage = databaseOutage(err);
    if (outage) {
      req.log.warn({ code: (err as { code?: unknown }).code, message: err.message }, 'database unavailable or busy');
      return reply.status(503).header('retry-after', String(outage.retryAfterS)).send(fail(503, outage.msg));
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    // A client that hung up mid-response is not a server fault.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info({ code: err.code }, 'client closed the connection');
    else if (status >= 500) req.log.error({ err }, 'request failed');
    let msg = BY_STATUS[status] ?? '操作失败';
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      msg = '请求体不是有效的 JSON';
    return reply.status(status).send(fail(status, msg));
  });
}

export { BY_STATUS };

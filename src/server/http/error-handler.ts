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

export const UNAVAILABLE = '服务暂不可用，请稍后再试';

/**
 * PostgreSQL SQLSTATEs of an unreachable database, by class: 08 connection exception, 53
 * insufficient resources (too many connections, disk full, out of memory), 57 operator
 * intervention (shutdown, restart, cannot connect now, database dropped); and two codes of their
 * own: 55000 (the database does not accept connections) and 3D000 (the database does not exist,
 * e.g. renamed away).
 */
const PG_GONE = /^(08|53|57)[0-9A-Z]{3}$|^55000$|^3D000$/;
/** PostgreSQL: a statement timeout (57014, class 57 but load, not an outage), a serialization failure or deadlock. */
const PG_BUSY = new Set(['57014', '40001', '40P01']);
/** Node's socket errors: the driver's connection refused, reset, cut or never resolved. */
const SOCKET_CALLS = new Set(['connect', 'read', 'write', 'writev', 'getaddrinfo']);
const SOCKET =
  /^E(CONNREFUSED|CONNRESET|CONNABORTED|TIMEDOUT|PIPE|HOSTUNREACH|HOSTDOWN|NETUNREACH|NETDOWN|NOTFOUND|AI_AGAIN)$/;
/** pg's own errors when the socket is gone or no connection came within the pool's wait. */
const PG_CLIENT =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended)/;
/** SQLite: the file cannot be opened, read or written, or its disk is full. */
const SQLITE_GONE = /^SQLITE_(CANTOPEN|IOERR|FULL)/;

type Outage = { kind: 'unavailable' | 'busy'; msg: string; retryAfterS: number };

/**
 * How a database failure answers: 503 with Retry-After, never 500 — the server recovers by
 * itself once the database is back (the pool opens new connections; SQLite's lock is released).
 * 'busy': load (a statement timeout, a lost race, SQLite's write lock held past the busy
 * timeout); 'unavailable': the database cannot be reached. undefined: not an availability failure.
 */
export function databaseOutage(err: unknown): Outage | undefined {
  const { code, message, syscall } = (err ?? {}) as { code?: unknown; message?: unknown; syscall?: unknown };
  const c = typeof code === 'string' ? code : '';
  if (PG_BUSY.has(c) || /^SQLITE_(BUSY|LOCKED)/.test(c)) return { kind: 'busy', msg: BUSY, retryAfterS: 1 };
  const socket = SOCKET.test(c) || (typeof syscall === 'string' && SOCKET_CALLS.has(syscall) && c.startsWith('E'));
  if (PG_GONE.test(c) || socket || SQLITE_GONE.test(c) || (typeof message === 'string' && PG_CLIENT.test(message)))
    return { kind: 'unavailable', msg: UNAVAILABLE, retryAfterS: 2 };
  return undefined;
}

/** Failures of one kind less than this apart are one outage: logged when it starts, not per request. */
export const OUTAGE_GAP_MS = 30_000;

/**
 * The log of outages: a warning (code and message, no stack) when one starts; while it lasts the
 * requests it refuses are only counted, and the next outage's warning says how many the last one
 * refused.
 */
function outageLog(app: FastifyInstance) {
  const last: Partial<Record<Outage['kind'], { at: number; refused: number }>> = {};
  return (outage: Outage, err: { code?: unknown; message?: unknown }) => {
    const seen = last[outage.kind];
    const at = Date.now();
    if (seen && at - seen.at < OUTAGE_GAP_MS) {
      seen.at = at;
      seen.refused++;
      return;
    }
    const message = outage.kind === 'busy' ? 'database busy: answering 503' : 'database unavailable: answering 503';
    app.log.warn({ code: err.code, reason: err.message, previousRefused: seen?.refused }, message);
    last[outage.kind] = { at, refused: 1 };
  };
}

export function errorHandling(app: FastifyInstance): void {
  const logOutage = outageLog(app);
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError)
      return reply
        .status(err.status)
        .headers(err.headers)
        .send({ ...fail(err.status, err.message), data: err.data });
    // A statement timeout, a lock held by another process, the database gone: load or an
    // outage, not a fault of this request.
    const outage = databaseOutage(err);
    if (outage) {
      logOutage(outage, err);
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

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

export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).headers(err.headers).send(fail(err.status, err.message));
    // PostgreSQL's statement_timeout cancelled a query: load, not a fault of this request.
    if ((err as { code?: unknown }).code === QUERY_CANCELED) {
      req.log.warn({ err }, 'statement timeout');
      return reply.status(503).header('retry-after', '1').send(fail(503, BUSY));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    // A client that hung up mid-response is not a server fault.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info({ code: err.code }, 'client closed the connection');
    else if (status >= 500) req.log.error({ err }, 'request failed');
    let msg = BY_STATUS[status] ?? '操作失败';
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') msg = '请求体不是有效的 JSON';
    return reply.status(status).send(fail(status, msg));
  });
}

export { BY_STATUS };

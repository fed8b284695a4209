// Errors a handler throws on purpose; anything else becomes 服务器错误! without details.
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429 or 503. */
    readonly headers: Record<string, string> = {},
    /** The envelope's data (a 400's `{ fields: [{ path, message }] }`); null when absent. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const notFound = (msg = '很抱歉，资源未找到!') => new AppError(404, msg);
export const unauthorized = (msg = '请先登录') => new AppError(401, msg);
export const forbidden = (msg = '拒绝访问') => new AppError(403, msg);
export const TOO_OFTEN = '操作过于频繁，请稍后再试';
export const BUSY = '系统繁忙，请稍后再试';
/** 429 with the seconds until the client may try again. */
export const tooOften = (retryAfterS: number, msg = TOO_OFTEN) =>
  new AppError(429, msg, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) });
/** 503 for work the server sheds under load; the client may retry shortly. */
export const busy = (retryAfterS = 1) => new AppError(503, BUSY, { 'retry-after': String(retryAfterS) });

// Errors a handler throws on purpose; anything else becomes 服务器错误! without details.
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const notFound = (msg = '很抱歉，资源未找到!') => new AppError(404, msg);
export const unauthorized = (msg = '请先登录') => new AppError(401, msg);
export const forbidden = (msg = '拒绝访问') => new AppError(403, msg);

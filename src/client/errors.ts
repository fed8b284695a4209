// The error catalogue of spec section 8, as one function: status + envelope → what the user sees.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 401: the caller should navigate to the logout handler instead of showing a message. */
    readonly logout = false,
  ) {
    super(message);
  }
}

export interface Outcome {
  ok: boolean;
  message?: string;
  logout?: boolean;
}

export function classify(status: number, body: { code?: number; msg?: string } | null): Outcome {
  if (status === 200 && (body?.code === undefined || body.code === 200)) return { ok: true };
  const code = status === 200 ? (body?.code ?? 500) : status;
  switch (code) {
    case 401:
      return { ok: false, logout: true, message: body?.msg || '登录已失效，请重新登录' };
    case 403:
      return { ok: false, message: '拒绝访问' };
    case 404:
      return { ok: false, message: '很抱歉，资源未找到!' };
    case 500:
      return { ok: false, message: '服务器错误!' };
    case 504:
      return { ok: false, message: '网络超时!' };
    default:
      return { ok: false, message: body?.msg || '操作失败' };
  }
}

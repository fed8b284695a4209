// The error catalogue of spec section 8, as one function: status + envelope → what the user sees.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 401: the caller should navigate to the logout handler instead of showing a message. */
    readonly logout = false,
    /** A 400's message for each field by path (`data.fields`): a form shows each at its field. */
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

export interface FieldError {
  path: string;
  message: string;
}

/** The fields a 400 envelope names (`data.fields`), or none. */
export function fieldsOf(body: { data?: unknown } | null): FieldError[] {
  const fields = (body?.data as { fields?: unknown } | null | undefined)?.fields;
  return Array.isArray(fields)
    ? fields.filter(
        (f): f is FieldError => !!f && typeof f.path === 'string' && typeof f.message === 'string' && !!f.message,
      )
    : [];
}

/** An error's field messages by path (a 400 from the server), for a form's errors; {} for any other error. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? Object.fromEntries(error.fields.map((f) => [f.path, f.message])) : {};
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

// The field messages of the last few 400s by their message: a flow keeps only an error's text, so
// the form kit finds the fields of the refusal it shows here (refusalFields).
const refusals = new Map<string, Record<string, string>>();

export function rememberRefusal(message: string, fields: readonly FieldError[]): void {
  if (!fields.length) return;
  refusals.delete(message);
  refusals.set(message, Object.fromEntries(fields.map((f) => [f.path, f.message])));
  if (refusals.size > 20) refusals.delete(refusals.keys().next().value!);
}

/** The field messages by path of the server's refusal whose message is `message`, or null. */
export const refusalFields = (message: string): Record<string, string> | null => refusals.get(message) ?? null;

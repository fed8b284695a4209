import type { Envelope } from '../../api/define';

export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ code: 200, success: true, data, msg });
export const fail = (code: number, msg: string): Envelope<null> => ({ code, success: false, data: null, msg });

// One row per line of the spec's error catalogue (section 8).
import { describe, expect, it } from 'vitest';
import { classify } from '../../src/client/errors';

describe('error catalogue', () => {
  it.each([
    { status: 200, body: { code: 200, msg: 'ok' }, expected: { ok: true } },
    { status: 401, body: { code: 401, msg: '' }, expected: { ok: false, logout: true } },
    { status: 403, body: { code: 403, msg: 'x' }, expected: { ok: false, message: '拒绝访问' } },
    { status: 404, body: null, expected: { ok: false, message: '很抱歉，资源未找到!' } },
    { status: 500, body: { code: 500, msg: 'boom' }, expected: { ok: false, message: '服务器错误!' } },
    { status: 504, body: null, expected: { ok: false, message: '网络超时!' } },
    {
      status: 400,
      body: { code: 400, msg: '参数错误：size 不能大于 100' },
      expected: { ok: false, message: '参数错误：size 不能大于 100' },
    },
    { status: 429, body: null, expected: { ok: false, message: '操作失败' } },
    { status: 200, body: { code: 500, msg: '业务失败' }, expected: { ok: false, message: '服务器错误!' } },
    { status: 200, body: { code: 1001, msg: '库存不足' }, expected: { ok: false, message: '库存不足' } },
    { status: 200, body: { code: 1001, msg: '' }, expected: { ok: false, message: '操作失败' } },
  ])('status $status, body code $body.code', ({ status, body, expected }) => {
    expect(classify(status, body)).toMatchObject(expected);
  });
});

// The ky client: headers on every call, bearer only when logged in and allowed, envelope
// unwrapping, the catalogue's messages as notifications, 401 to the logout hook, 5000 ms timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { get, post, z } from '../../src/api/define';
import { call, REQUEST_TIMEOUT_MS } from '../../src/client/http';
import { setClientHooks } from '../../src/client/hooks';
import { writeStoredParams } from '../../src/client/storage';

const open = get(
  '/api/rs-cms-service/thing/list',
  z.object({ size: z.optional(z.number()) }),
  z.array(z.number()),
  'none',
);
const member = post(
  '/api/blade-user/thing/save',
  z.object({ name: z.string() }),
  z.object({ id: z.number() }),
  'optional',
);

const envelope = (data: unknown, code = 200, msg = '操作成功') =>
  new Response(JSON.stringify({ code, success: code === 200, data, msg }), {
    status: code >= 100 && code < 600 ? code : 200,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
const hooks = { requestStarted: vi.fn(), requestEnded: vi.fn(), notifyError: vi.fn(), unauthorized: vi.fn() };

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setClientHooks(hooks);
  Object.values(hooks).forEach((h) => h.mockClear());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Cookies.remove('login_access_token');
  writeStoredParams(null);
});

const sent = (): Request => fetchMock.mock.calls[0][0] as Request;

describe('call()', () => {
  it('sends GET input as the query string with RequestSource and Basic auth, and returns data', async () => {
    fetchMock.mockResolvedValue(envelope([1, 2]));
    await expect(call(open, { size: 4 })).resolves.toEqual([1, 2]);
    const req = sent();
    expect(new URL(req.url).pathname).toBe('/api/rs-cms-service/thing/list');
    expect(new URL(req.url).searchParams.get('size')).toBe('4');
    expect(req.headers.get('RequestSource')).toBe('PC');
    expect(req.headers.get('Authorization')).toMatch(/^Basic /);
    expect(hooks.requestStarted).toHaveBeenCalledTimes(1);
    expect(hooks.requestEnded).toHaveBeenCalledTimes(1);
  });

  it('sends the bearer token when logged in, but not to calls that opt out', async () => {
    Cookies.set('login_access_token', 'tok123');
    writeStoredParams({
      isLogin: true,
      chooseIdx: 0,
      choseCom: '42',
      companyOrgCode: '',
      identity: '',
      userstatus: '',
      chooseTenantId: '000000',
    });
    let body = '';
    fetchMock.mockImplementation(async (req: Request) => {
      body = await req.clone().text();
      return envelope({ id: 1 });
    });
    await call(member, { name: 'a' });
    expect(sent().headers.get('Blade-Auth')).toBe('bearer tok123');
    expect(sent().headers.get('Switch-To-Company-Id')).toBe('42');
    expect(JSON.parse(body)).toEqual({ name: 'a' });
    fetchMock.mockClear();
    await call(open, {});
    expect(sent().headers.get('Blade-Auth')).toBeNull();
  });

  it('shows the catalogue message and throws on failure', async () => {
    fetchMock.mockResolvedValue(envelope(null, 500, 'stack trace here'));
    await expect(call(open, {})).rejects.toMatchObject({ status: 500, message: '服务器错误!' });
    expect(hooks.notifyError).toHaveBeenCalledWith('服务器错误!');
  });

  it('shows the server msg for other errors, and nothing when silent', async () => {
    fetchMock.mockResolvedValue(envelope(null, 400, '参数错误：name 不能为空'));
    await expect(call(member, { name: '' }, { silent: true })).rejects.toMatchObject({
      message: '参数错误：name 不能为空',
    });
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it('hands a 401 to the logout hook instead of a message', async () => {
    fetchMock.mockResolvedValue(envelope(null, 401, '令牌已失效'));
    await expect(call(member, { name: 'a' })).rejects.toMatchObject({ status: 401, logout: true });
    expect(hooks.unauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it('gives up after 5000 ms with 网络超时!', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (req: Request) =>
        new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
    );
    const p = call(open, {});
    const settled = expect(p).rejects.toMatchObject({ status: 504, message: '网络超时!' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(hooks.requestEnded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(hooks.notifyError).toHaveBeenCalledWith('网络超时!');
  });
});

// The upload transport: one multipart POST with the call() headers, progress reported, the
// answer's data on success, the error catalogue's message otherwise (401 → logout handler).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClientHooks } from '../../src/client/hooks';
import { uploadFile } from '../../src/ui/upload/send';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File(['%PDF-1.4'], '合同.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  setClientHooks({ unauthorized: () => {} });
});

describe('uploadFile', () => {
  it('posts the form with the call headers and resolves with the data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const p = uploadFile(file(), { visibility: 'public', kind: 'pdf', onProgress: progress });
    const x = FakeXhr.last;
    expect([x.method, x.url]).toEqual(['POST', '/api/blade-resource/oss/endpoint/put-file']);
    expect(x.headers).toMatchObject({
      RequestSource: 'PC',
      Authorization: expect.stringMatching(/^Basic /),
      'Tenant-Id': expect.any(String),
    });
    expect(x.body?.get('visibility')).toBe('public');
    expect(x.body?.get('kind')).toBe('pdf');
    expect((x.body?.get('file') as File).name).toBe('合同.pdf');
    x.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    expect(progress).toHaveBeenCalledWith(0.5);
    x.answer(200, { code: 200, success: true, data: { attachId: 'a' }, msg: '操作成功' });
    await expect(p).resolves.toEqual({ attachId: 'a' });
  });

  it('turns refusals into the messages the user sees, and a 401 into the logout', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const p = uploadFile(file(), { visibility: 'private' });
    FakeXhr.last.answer(413, { code: 413, success: false, data: null, msg: '文件过大，单个文件不能超过 10 MB' });
    await expect(p).rejects.toMatchObject({ status: 413, message: '文件过大，单个文件不能超过 10 MB' });

    const unauthorized = vi.fn();
    setClientHooks({ unauthorized });
    const q = uploadFile(file(), { visibility: 'private' });
    FakeXhr.last.answer(401, { code: 401, success: false, data: null, msg: '请先登录' });
    await expect(q).rejects.toMatchObject({ status: 401, logout: true });
    expect(unauthorized).toHaveBeenCalled();

    const r = uploadFile(file(), { visibility: 'private' });
    FakeXhr.last.onerror?.();
    await expect(r).rejects.toMatchObject({ message: '网络异常，请检查网络后重试' });
  });
});

// The upload call from the browser: multipart over XMLHttpRequest (fetch reports no upload
// progress), with the same headers and error catalogue as call(): a 401 goes to the logout
// handler, every other refusal becomes an ApiError with the message the user sees.
import type { Envelope } from '../../api/define';
import {
  resource,
  UPLOAD_FILE_FIELD,
  type UploadedFile,
  type UploadKind,
  type UploadVisibility,
} from '../../api/resource';
import { ApiError, classify } from '../../client/errors';
import { clientHooks } from '../../client/hooks';
import { BASIC_CLIENT_AUTH, REQUEST_SOURCE } from '../../client/http';
import { authHeaders } from '../../client/session-headers';

/** Uploads take longer than a JSON call's 5 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface SendOptions {
  visibility: UploadVisibility;
  /** Only this kind is accepted by the server (when the part accepts one kind only). */
  kind?: UploadKind;
  /** 0..1 as the bytes leave. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

export type Uploader = (file: File, opts: SendOptions) => Promise<UploadedFile>;

export const uploadFile: Uploader = (file, { visibility, kind, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('visibility', visibility);
    if (kind) form.append('kind', kind);
    form.append(UPLOAD_FILE_FIELD, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', resource.putFile.path);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    const headers: Record<string, string> = {
      RequestSource: REQUEST_SOURCE,
      Authorization: BASIC_CLIENT_AUTH,
      ...authHeaders(resource.putFile.auth),
    };
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    const fail = (status: number, body: Envelope<unknown> | null) => {
      const outcome = classify(status, body);
      if (outcome.logout) clientHooks.unauthorized();
      reject(new ApiError(status || 500, outcome.message ?? '上传失败，请重试', outcome.logout));
    };
    xhr.onload = () => {
      let body: Envelope<UploadedFile> | null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<UploadedFile>;
      } catch {
        body = null;
      }
      if (xhr.status === 200 && body?.code === 200) resolve(body.data);
      else fail(xhr.status, body);
    };
    xhr.onerror = () => reject(new ApiError(0, '网络异常，请检查网络后重试'));
    xhr.ontimeout = () => fail(504, null);
    xhr.onabort = () => reject(new DOMException('上传已取消', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

/**
 * A private file as an object URL for <img>/<a download> (its read needs the Blade-Auth
 * header, which an <img src> cannot send). The caller revokes it when done.
 */
export async function privateFileUrl(link: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(link, {
    headers: { RequestSource: REQUEST_SOURCE, Authorization: BASIC_CLIENT_AUTH, ...authHeaders('required') },
    signal,
  });
  if (!res.ok) {
    const outcome = classify(res.status, await res.json().catch(() => null));
    if (outcome.logout) clientHooks.unauthorized();
    throw new ApiError(res.status, outcome.message ?? '操作失败', outcome.logout);
  }
  return URL.createObjectURL(await res.blob());
}

// The sender's file name is only ever shown or offered as a download name: cut to its last path
// segment, cleaned of control and markup characters, capped in length. It never reaches a path.
const MAX = 100;
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f"<>|*?:\\/]/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanName(raw: string | undefined, fallbackExt: string): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .replace(LONE_SURROGATE, '')
    .replace(UNSAFE, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const name = cleaned || `文件.${fallbackExt}`;
  return [...name].slice(0, MAX).join('');
}

const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition for a download: an ASCII stand-in plus the real name (RFC 6266 / 5987). */
export function attachmentHeader(storedName: string, originalName: string): string {
  return `attachment; filename="${storedName}"; filename*=UTF-8''${rfc5987(originalName)}`;
}

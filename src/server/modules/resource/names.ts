// The sender's file name is only ever shown or offered as a download name: cut to its last path
// segment, cleaned of control and markup characters, capped in length. It never reaches a path.
// A download ends in the extension of the type the bytes were recognised as, whatever the sent
// name says (a PDF sent as poly.html downloads as poly.pdf).
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

/** The name with its extension (a dot, then up to 10 Latin letters or digits, one a letter) made `ext`, within MAX. */
function withExt(name: string, ext: string): string {
  const stem = name.replace(/\.(?=[0-9]*[a-z])[a-z0-9]{1,10}$/i, '').trim() || '文件';
  return `${[...stem].slice(0, MAX - ext.length - 1).join('')}.${ext}`;
}

const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a download: an ASCII stand-in (`<id>.<ext>`) plus the sender's name
 * with the stored type's extension (RFC 6266 / 5987; browsers take `filename*`).
 */
export function attachmentHeader(id: string, ext: string, originalName: string): string {
  return `attachment; filename="${id}.${ext}"; filename*=UTF-8''${rfc5987(withExt(originalName, ext))}`;
}

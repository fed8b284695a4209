// What a file is, by its first bytes only: the sender's name and declared type are never asked.
export type Format = 'jpeg' | 'png' | 'webp' | 'pdf';

const starts = (buf: Buffer, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

/** The format of the bytes, or null when they are none of the accepted ones. */
export function sniff(buf: Buffer): Format | null {
  if (starts(buf, PNG)) return 'png';
  if (starts(buf, JPEG)) return 'jpeg';
  if (starts(buf, RIFF) && starts(buf, WEBP, 8)) return 'webp';
  if (starts(buf, PDF)) return 'pdf';
  return null;
}

/** How each format is stored and served. */
export const FORMATS: Record<Format, { kind: 'image' | 'pdf'; ext: string; contentType: string }> = {
  jpeg: { kind: 'image', ext: 'jpg', contentType: 'image/jpeg' },
  png: { kind: 'image', ext: 'png', contentType: 'image/png' },
  webp: { kind: 'image', ext: 'webp', contentType: 'image/webp' },
  pdf: { kind: 'pdf', ext: 'pdf', contentType: 'application/pdf' },
};

// Shared steps of the upload tests: multipart bodies built by hand (as a browser's FormData
// sends them), small real images made with sharp, a crafted decompression bomb, and the call.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { resource, type UploadedFile } from '../../src/api/resource';
import type { Envelope } from '../../src/api/define';

export interface FilePart {
  filename: string;
  bytes: Buffer;
  /** The declared type (never believed by the server). */
  type?: string;
}

export function multipart(
  file: FilePart | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    const type = file.type ?? 'application/octet-stream';
    const disposition = `form-data; name="file"; filename="${file.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: FilePart | null,
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields);
  return app.inject({
    method: 'POST',
    url: resource.putFile.path,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** The answer of a successful upload (throws with the body otherwise). */
export async function uploaded(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: FilePart,
  fields: Record<string, string> = {},
): Promise<UploadedFile> {
  const res = await upload(app, headers, file, fields);
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return res.json<Envelope<UploadedFile>>().data;
}

/** A small real image of the format, with an EXIF comment that must not survive re-encoding. */
export async function image(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48, seed = 0): Promise<Buffer> {
  const img = sharp({
    create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 200 } },
  }).withExif({ IFD0: { ImageDescription: 'secret-gps-here' } });
  return img.toFormat(format).toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

/** A tiny PNG whose header claims width × height grey pixels (a decompression bomb's shape). */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  // The first rows' worth of zeros: a real bomb goes on; the header alone must stop it.
  const idat = deflateSync(Buffer.alloc(width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF. */
export const pdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

// Images are decoded and re-encoded (sharp, libvips), so no uploaded byte is ever served as it
// came: metadata (EXIF, GPS) dropped, orientation applied, at most MAX_EDGE px a side, plus a
// 320 px WebP thumbnail. The pixel count is read from the header first; a decompression bomb is
// refused before any pixel is decoded (and libvips' own input limit backs that up).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../http/errors';
import type { Format } from './sniff';

// Files are decoded once each: libvips' operation cache would only hold memory.
sharp.cache(false);

const MAX_EDGE = 2560;
const THUMB_EDGE = 320;

export interface Processed {
  bytes: Buffer;
  hash: string;
  width: number;
  height: number;
  thumb: Buffer;
  thumbHash: string;
}

export const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

const BROKEN = '图片文件已损坏或格式不正确';

/** The image's size from its header; refuses what does not parse, does not match, or is too large. */
async function header(buf: Buffer, format: Format, maxPixels: number): Promise<{ width: number; height: number }> {
  const meta = await sharp(buf, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== format) throw badRequest(BROKEN);
  const frames = Math.max(1, meta.pages ?? 1);
  if (meta.width * meta.height * frames > maxPixels) {
    throw badRequest(`图片像素过大（${meta.width}×${meta.height}），上限 ${Math.floor(maxPixels / 10_000)} 万像素`);
  }
  return { width: meta.width, height: meta.height };
}

export async function processImage(buf: Buffer, format: Format, maxPixels: number): Promise<Processed> {
  await header(buf, format, maxPixels);
  const input = () => sharp(buf, { limitInputPixels: maxPixels, failOn: 'error', pages: 1 }).autoOrient();
  const fit = { fit: 'inside', withoutEnlargement: true } as const;
  try {
    let main = input().resize(MAX_EDGE, MAX_EDGE, fit);
    main = format === 'jpeg' ? main.jpeg({ quality: 85 }) : format === 'png' ? main.png() : main.webp({ quality: 85 });
    const { data, info } = await main.toBuffer({ resolveWithObject: true });
    const thumb = await input().resize(THUMB_EDGE, THUMB_EDGE, fit).webp({ quality: 75 }).toBuffer();
    return { bytes: data, hash: sha256(data), width: info.width, height: info.height, thumb, thumbHash: sha256(thumb) };
  } catch {
    throw badRequest(BROKEN);
  }
}

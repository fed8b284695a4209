// Pictures of the real thing, drawn here: a spec (what, which variant) → an SVG scene drawn from
// what the thing looks like → WebP in two sizes. No picture writes the item's name; codes and
// numbers (a grade on a tag, a batch on a box) are fine. The same spec gives the same bytes.
import sharp from 'sharp';
import { drawDoc } from './docs';
import { drawGoods } from './goods';
import { Rand, Scene } from './kit';
import { drawMachine } from './machines';
import { drawScene } from './scenes';
import { SIZES, type PictureSpec } from './spec';
import { drawTile } from './tiles';

export { isPictureKind, SIZES, type PictureKind, type PictureSpec } from './spec';
export { SUBJECTS } from './subjects';

export function pictureScene(spec: PictureSpec): Scene {
  const { w, h } = SIZES[spec.kind];
  const s = new Scene(
    w,
    h,
    new Rand(spec.seed, `${spec.kind}/${spec.subject}/${spec.colour ?? ''}/${spec.pattern ?? ''}`),
  );
  if (spec.kind === 'goods') drawGoods(s, spec.subject, spec.colour);
  else if (spec.kind === 'machine') drawMachine(s, spec.subject, spec.colour, spec.code);
  else if (spec.kind === 'tile') drawTile(s, spec.subject, spec.colour, spec.pattern, spec.code);
  else if (spec.kind === 'doc') drawDoc(s, spec.subject);
  else drawScene(s, spec.kind, spec.subject, spec.colour);
  return s;
}

/** The picture's SVG at width × height (the scene scales to cover). */
export function pictureSvg(spec: PictureSpec, width?: number, height?: number): string {
  const s = pictureScene(spec);
  const { w, h } = SIZES[spec.kind];
  const width2 = width ?? w;
  return s.svg(width2, height ?? Math.round((width2 * h) / w));
}

export interface Rendered {
  large: Buffer;
  small: Buffer;
  width: number;
  height: number;
  smallWidth: number;
  smallHeight: number;
}

export const QUALITY = 70;

/** Both WebP sizes: the SVG rasterised once at the large size, the small one scaled from it. */
export async function renderPicture(spec: PictureSpec): Promise<Rendered> {
  const { w, h, large, small } = SIZES[spec.kind];
  const height = Math.round((large * h) / w);
  const smallHeight = Math.round((small * h) / w);
  const raw = await sharp(Buffer.from(pictureSvg(spec, large, height)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img = () => sharp(raw.data, { raw: raw.info });
  const [big, little] = await Promise.all([
    img().webp({ quality: QUALITY, effort: 4 }).toBuffer(),
    img()
      .resize(small, smallHeight, { kernel: 'lanczos3' })
      .webp({ quality: QUALITY + 5, effort: 4 })
      .toBuffer(),
  ]);
  return { large: big, small: little, width: large, height, smallWidth: small, smallHeight };
}

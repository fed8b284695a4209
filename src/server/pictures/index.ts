// Pictures of the real thing, drawn here: a spec (what, which variant) → an SVG scene drawn from
// what the thing looks like → WebP in two sizes. No picture writes the item's name; codes and
// numbers (a grade on a tag, a batch on a box) are fine. The same spec gives the same bytes.
import sharp from 'sharp';
import { drawGoods, GOODS_SUBJECTS } from './goods';
import { Rand, Scene } from './kit';
import { drawMachine, MACHINE_SUBJECTS } from './machines';
import { drawScene, SCENE_SUBJECTS } from './scenes';
import { drawTile, TILE_SUBJECTS } from './tiles';

export type PictureKind = 'goods' | 'machine' | 'tile' | 'shop' | 'logo' | 'banner' | 'news' | 'case' | 'partner';

export interface PictureSpec {
  kind: PictureKind;
  /**
   * goods: a mall category name (leaf, sub or top, e.g. 螺纹钢, 型钢, 钢材); machine: a device type
   * code or name (101, 挖掘机); tile: a tile category (全抛釉 …); scenes: a theme (see SUBJECTS).
   */
  subject: string;
  seed: number;
  /** A hex colour, or a tile colour family (白色系 …), or a machine maker (三一 …). */
  colour?: string;
  /** Tile pattern (大理石纹, 石纹, 纯色, 木纹, 水泥) when the subject alone does not say it. */
  pattern?: string;
  /** A printed code: a tile's colour batch, a machine's model stem. Codes only, never a name. */
  code?: string;
}

/** Design size (the SVG's own coordinates) and the large and small output widths per kind. */
export const SIZES: Record<PictureKind, { w: number; h: number; large: number; small: number }> = {
  goods: { w: 400, h: 400, large: 800, small: 400 },
  machine: { w: 400, h: 400, large: 800, small: 400 },
  tile: { w: 400, h: 400, large: 800, small: 400 },
  shop: { w: 400, h: 400, large: 480, small: 240 },
  logo: { w: 240, h: 80, large: 480, small: 240 },
  partner: { w: 200, h: 80, large: 400, small: 200 },
  banner: { w: 1200, h: 400, large: 1200, small: 600 },
  news: { w: 480, h: 320, large: 480, small: 240 },
  case: { w: 600, h: 400, large: 600, small: 300 },
};

/** Every subject each kind draws distinctly (others fall back to a family or a default). */
export const SUBJECTS: Record<PictureKind, readonly string[]> = {
  goods: GOODS_SUBJECTS,
  machine: MACHINE_SUBJECTS,
  tile: TILE_SUBJECTS,
  shop: SCENE_SUBJECTS.shop,
  logo: SCENE_SUBJECTS.logo,
  partner: SCENE_SUBJECTS.partner,
  banner: SCENE_SUBJECTS.banner,
  news: SCENE_SUBJECTS.news,
  case: SCENE_SUBJECTS.case,
};

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

// What a picture is (kind, subject, variant, look) and its sizes: no drawing, no sharp, so the seed
// and the media addresses can use it cheaply.

export type PictureKind =
  'goods' | 'machine' | 'tile' | 'doc' | 'shop' | 'logo' | 'banner' | 'ad' | 'news' | 'case' | 'partner';

export interface PictureSpec {
  kind: PictureKind;
  /**
   * goods: a mall category name (leaf, sub or top, e.g. 螺纹钢, 型钢, 钢材); machine: a device type
   * code or name (101, 挖掘机); tile: a tile category (全抛釉 …); doc: licence or report; scenes: a
   * theme (see SUBJECTS).
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

/** Design size (the SVG's own coordinates) and the large output width; the small one is half of it. */
const sized = (w: number, h: number, large: number) => ({ w, h, large, small: large / 2 });

/** Design size and the large and small output widths per kind. */
export const SIZES: Record<PictureKind, { w: number; h: number; large: number; small: number }> = {
  goods: sized(400, 400, 800),
  machine: sized(400, 400, 800),
  tile: sized(400, 400, 800),
  doc: sized(300, 400, 600),
  shop: sized(400, 400, 480),
  logo: sized(240, 80, 480),
  partner: sized(200, 80, 400),
  banner: sized(1200, 400, 1200),
  /** The home page's ad strips (4:1 to 6:1 boxes): the scene kept in a middle band. */
  ad: sized(1200, 240, 1200),
  news: sized(480, 320, 480),
  case: sized(600, 400, 600),
};

export const isPictureKind = (k: string): k is PictureKind => Object.hasOwn(SIZES, k);

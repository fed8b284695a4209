// Every subject each kind draws distinctly (others fall back to a family or a default).
import { DOC_SUBJECTS } from './docs';
import { GOODS_SUBJECTS } from './goods';
import { MACHINE_SUBJECTS } from './machines';
import { SCENE_SUBJECTS } from './scenes';
import type { PictureKind } from './spec';
import { TILE_SUBJECTS } from './tiles';

export const SUBJECTS: Record<PictureKind, readonly string[]> = {
  goods: GOODS_SUBJECTS,
  machine: MACHINE_SUBJECTS,
  tile: TILE_SUBJECTS,
  doc: DOC_SUBJECTS,
  shop: SCENE_SUBJECTS.shop,
  logo: SCENE_SUBJECTS.logo,
  partner: SCENE_SUBJECTS.partner,
  banner: SCENE_SUBJECTS.banner,
  ad: SCENE_SUBJECTS.ad,
  news: SCENE_SUBJECTS.news,
  case: SCENE_SUBJECTS.case,
};

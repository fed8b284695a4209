// One finance product (POST finance/detail): its card with the conditions, materials, steps and
// features.
import type { ProductDetail } from '../../../api/finance';
import type { Db } from '../../db';
import { isoOf } from '../../floor/time';
import { base, codesOf, toCard, withCard } from './cards';

const lines = (s: string) => s.split('\n').filter(Boolean);

export async function productDetail(db: Db, id: number): Promise<ProductDetail | undefined> {
  const r = await withCard(base(db).where('p.id', '=', id)).executeTakeFirst();
  if (!r) return undefined;
  return {
    ...toCard(r),
    conditions: lines(r.conditions),
    materials: lines(r.materials),
    steps: lines(r.steps).map((l) => {
      const [name, days] = l.split('|');
      return { name, days: days ?? '' };
    }),
    features: lines(r.features),
    sceneCodes: codesOf(r.scene_codes),
    onlineAt: isoOf(r.online_at),
  };
}

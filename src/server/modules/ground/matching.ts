// Saved map searches (kind 'ground'): a price update tells every member of another company whose
// saved filters the repriced point and offer match — the same meaning as the list's filters.
import type { GroundFilters } from '../../../api/ground';
import { materialOf, UNIT_NAMES } from '../../../api/ground-dicts';
import type { Db } from '../../db';
import { about } from '../../floor/notices';
import { hasKeyword, notifySavedSearches, sameCode } from '../../floor/saved-searches';

export interface PricedPoint {
  siteId: number;
  companyId: number;
  companyName: string;
  address: string;
  provinceCode: string;
  cityCode: string;
  siteType: string;
  lat: number;
  lng: number;
  material: string;
  /** The new ex-works price in the material's unit (just updated, so fresh). */
  price: number;
}

export function matchesPoint(f: GroundFilters, p: PricedPoint): boolean {
  const [w, s, e, n] = f.bbox ? f.bbox.split(',').map(Number) : [-180, -90, 180, 90];
  return (
    hasKeyword([p.companyName], f.companyName) &&
    hasKeyword([p.address], f.address) &&
    sameCode(f.provinceCode, p.provinceCode) &&
    sameCode(f.cityCode, p.cityCode) &&
    sameCode(f.siteType, p.siteType) &&
    // A search for another material is not about this price.
    sameCode(f.material, p.material) &&
    (f.priceMin == null || p.price >= Number(f.priceMin)) &&
    (f.priceMax == null || p.price <= Number(f.priceMax)) &&
    p.lat >= s &&
    p.lat <= n &&
    p.lng >= w &&
    p.lng <= e
  );
}

export function notifyGroundSearches(db: Db, p: PricedPoint): Promise<number> {
  const m = materialOf(p.material);
  const what = `${m?.name ?? p.material} ${p.price} 元/${m ? UNIT_NAMES[m.unit] : '吨'}`;
  return notifySavedSearches(db, 'ground', p.companyId, (f) => matchesPoint(f as GroundFilters, p), {
    title: (name) => `您订阅的「${name}」有新报价：${p.companyName} ${what}`,
    content: `${p.companyName}（${p.address}）更新了出厂价：${what}，符合您的订阅条件。`,
    about: about('ground', p.siteId),
  });
}

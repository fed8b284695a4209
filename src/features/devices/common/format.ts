// How the equipment pages write prices, specs and places: a price always with its unit (面议
// when negotiable), the spec with its unit, the place as province · city · district.
import type { SupplyCard } from '../../../api/devices';
import { formatPrice } from '../../../ui/price';

export const rentText = (c: Pick<SupplyCard, 'price' | 'rentMode' | 'rentModeName'>) =>
  c.price === null ? '面议' : formatPrice(c.price, c.rentModeName);
export const specText = (value: number, unit: string) => `${value}${unit}`;
export const placeText = (p: { provinceName: string; cityName: string; districtName?: string }) =>
  [p.provinceName, p.cityName === p.provinceName ? '' : p.cityName, p.districtName ?? ''].filter(Boolean).join(' · ');
export const yuanText = (n: number) => formatPrice(n);
export const kmText = (km: number) => (km < 1 ? `${Math.round(km * 1000)} 米` : `${km.toFixed(1)} 公里`);

// Money and places as the ground pages show them.
import type { GroundOffer } from '../../../api/ground';

export const yuan = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2).replace(/0$/, ''));
export const offerPrice = (o: GroundOffer) => `${yuan(o.price)} 元/${o.unitName}`;
/** The delivered price in the offer's own unit (and per 吨 when it is quoted per 方). */
export const deliveredText = (o: GroundOffer) =>
  o.delivered
    ? o.unit === 't'
      ? `${yuan(o.delivered.perTon)} 元/吨`
      : `${yuan(o.delivered.perCubic)} 元/方（${yuan(o.delivered.perTon)} 元/吨）`
    : '';
export const km = (x: number) => (x < 10 ? `${x.toFixed(1)} 公里` : `${Math.round(x)} 公里`);

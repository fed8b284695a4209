// The weekly average price of every priced material in every province over 60 weeks: a national
// trend per material (a year's drift and a seasonal swing: the spring restart, the summer rains,
// the autumn rush), a province's level (sand dearer on the east and south coasts where river sand
// is banned; cement cheaper in the producing provinces) and a province's own noise.
import type { Insertable } from 'kysely';
import { PRICED_MATERIALS } from '../../../../api/ground-dicts';
import { beijingDay, beijingDayStart, beijingWeekday, DAY } from '../../../floor/time';
import type { Rng } from '../../../db/seed/util';
import type { GroundPriceWeekTable } from '../schema';

export const HISTORY_WEEKS = 60;

const COAST = ['310000', '320000', '330000', '350000', '440000', '450000', '460000'];
const WEST = ['540000', '630000', '620000', '640000', '650000', '150000', '520000', '530000'];
const CEMENT_MAKERS = ['340000', '520000', '510000', '450000', '370000', '130000', '360000'];

/** A province's price level for a material, against the national base. */
export function provinceLevel(material: string, province: string): number {
  const sand = ['msand', 'rsand', 'gravel', 'dust'].includes(material);
  let f = 1;
  if (COAST.includes(province)) f *= sand ? 1.28 : 1.08;
  if (WEST.includes(province)) f *= sand ? 0.86 : 1.04;
  if (material === 'po425' && CEMENT_MAKERS.includes(province)) f *= 0.9;
  if (['110000', '310000'].includes(province)) f *= 1.06;
  if (province === '540000') f *= 1.12;
  return f;
}

/** The year's drift of the national price (fraction over 60 weeks). */
const DRIFT: Record<string, number> = {
  msand: 0.05,
  rsand: 0.09,
  gravel: 0.03,
  dust: -0.02,
  c30: -0.06,
  c40: -0.06,
  po425: -0.11,
  block: -0.03,
  ac13: 0.02,
  rebar: -0.07,
};

/** Mondays (Beijing) of the last `count` weeks, oldest first, the current week last. */
export function weekStarts(nowMs: number, count = HISTORY_WEEKS): string[] {
  const today = beijingDayStart(nowMs);
  const monday = today - ((beijingWeekday(nowMs) + 6) % 7) * DAY;
  return Array.from({ length: count }, (_, i) => beijingDay(monday - (count - 1 - i) * 7 * DAY));
}

export type Series = Map<string, number[]>;
const key = (material: string, province: string) => `${material}:${province}`;

/** The series per material and province (prices in the material's unit), and its rows. */
export function buildPrices(
  r: Rng,
  nowMs: number,
  provinces: string[],
): { series: Series; rows: Insertable<GroundPriceWeekTable>[]; weeks: string[] } {
  const weeks = weekStarts(nowMs);
  const series: Series = new Map();
  const rows: Insertable<GroundPriceWeekTable>[] = [];
  for (const m of PRICED_MATERIALS) {
    for (const p of provinces) {
      let noise = 0;
      const level = provinceLevel(m.code, p) * (0.96 + r.unit() * 0.08);
      const prices = weeks.map((week, i) => {
        noise = noise * 0.8 + (r.unit() - 0.5) * 0.025;
        // Dearest in the autumn rush (October), cheapest in the spring-festival lull (April's low turns).
        const dayOfYear = (Date.parse(`${week}T00:00:00Z`) - Date.parse(`${week.slice(0, 4)}-01-01T00:00:00Z`)) / DAY;
        const season = 0.03 * Math.sin((2 * Math.PI * (dayOfYear - 200)) / 365);
        const trend = 1 + DRIFT[m.code] * (i / (weeks.length - 1) - 0.5);
        const price = Math.round(m.base * level * trend * (1 + season + noise) * 100) / 100;
        rows.push({ province_code: p, material_code: m.code, week, price });
        return price;
      });
      series.set(key(m.code, p), prices);
    }
  }
  return { series, rows, weeks };
}

/** The latest week's average of a material in a province. */
export const latestPrice = (series: Series, material: string, province: string): number => {
  const s = series.get(key(material, province))!;
  return s[s.length - 1];
};
export const seriesOf = (series: Series, material: string, province: string): number[] =>
  series.get(key(material, province))!;

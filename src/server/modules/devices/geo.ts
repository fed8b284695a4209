// Where machines stand: each province's capital as its centre, each city a point around it
// (fixed by its code, so every listing of a city clusters there), and distances on the sphere.
// Ordering in SQL uses the flat approximation (no trigonometry needed on SQLite).
import { sql, type RawBuilder } from 'kysely';

/** Province code → its capital [lat, lng] and how far its cities spread (degrees). */
const CAPITALS: Record<string, [number, number, number]> = {
  '110000': [39.9, 116.41, 0.3],
  '120000': [39.13, 117.2, 0.3],
  '130000': [38.04, 114.51, 1.8],
  '140000': [37.87, 112.55, 1.6],
  '150000': [40.84, 111.75, 4],
  '210000': [41.8, 123.43, 1.6],
  '220000': [43.82, 125.32, 1.6],
  '230000': [45.8, 126.53, 2.5],
  '310000': [31.23, 121.47, 0.25],
  '320000': [32.06, 118.8, 1.3],
  '330000': [30.27, 120.16, 1.2],
  '340000': [31.82, 117.23, 1.4],
  '350000': [26.07, 119.3, 1.3],
  '360000': [28.68, 115.86, 1.5],
  '370000': [36.65, 117.12, 1.7],
  '410000': [34.75, 113.63, 1.7],
  '420000': [30.59, 114.31, 1.8],
  '430000': [28.23, 112.94, 1.7],
  '440000': [23.13, 113.26, 1.8],
  '450000': [22.82, 108.37, 1.8],
  '460000': [20.04, 110.34, 0.7],
  '500000': [29.56, 106.55, 0.8],
  '510000': [30.57, 104.07, 2.5],
  '520000': [26.65, 106.63, 1.4],
  '530000': [25.04, 102.71, 2.2],
  '540000': [29.65, 91.13, 3],
  '610000': [34.34, 108.94, 1.8],
  '620000': [36.06, 103.83, 2.5],
  '630000': [36.62, 101.78, 2.5],
  '640000': [38.49, 106.23, 0.9],
  '650000': [43.83, 87.62, 4],
};

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The point of a city: its province's capital for the capital city, else a fixed spot around it. */
export function cityPoint(provinceCode: string, cityCode: string): [number, number] {
  const [lat, lng, spread] = CAPITALS[provinceCode] ?? [34.3, 108.9, 1];
  if (cityCode.slice(4) === '00' && cityCode.slice(2, 4) === '01') return [lat, lng];
  const h = hash(cityCode);
  const dLat = (((h % 1000) / 1000) * 2 - 1) * spread * 0.8;
  const dLng = ((((h >>> 10) % 1000) / 1000) * 2 - 1) * spread;
  return [Math.round((lat + dLat) * 1e5) / 1e5, Math.round((lng + dLng) * 1e5) / 1e5];
}

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle kilometres, one decimal. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const h =
    Math.sin(rad(bLat - aLat) / 2) ** 2 +
    Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(rad(bLng - aLng) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** An ordering key growing with the distance from (lat, lng): the flat approximation, fine for sorting. */
export function nearness(lat: number, lng: number, latCol = 'd.lat', lngCol = 'd.lng'): RawBuilder<number> {
  const k = Math.cos(rad(lat)) ** 2;
  const la = sql.ref(latCol);
  const ln = sql.ref(lngCol);
  return sql<number>`((${la} - ${lat}) * (${la} - ${lat}) + (${ln} - ${lng}) * (${ln} - ${lng}) * ${k})`;
}

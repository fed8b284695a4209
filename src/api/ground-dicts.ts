// The ground-material map's dictionaries: materials with their unit and density (吨/方), site
// types and what they sell, report kinds and materials, sorts and page paths, and the
// delivered-price formula (到场价) the server sorts by and the pages show.

export type MaterialUnit = 't' | 'm3';
export const UNIT_NAMES: Record<MaterialUnit, string> = { t: '吨', m3: '方' };

export interface GroundMaterial {
  code: string;
  name: string;
  /** The unit it is quoted in. */
  unit: MaterialUnit;
  /** Bulk density, tonnes per cubic metre (loose, as delivered). */
  tonPerCubic: number;
  /** A national mid price in its unit (元), the seed's and the index's anchor. */
  base: number;
}

/** What the supplier points sell. */
export const GROUND_MATERIALS: readonly GroundMaterial[] = [
  { code: 'msand', name: '机制砂', unit: 't', tonPerCubic: 1.55, base: 88 },
  { code: 'rsand', name: '河砂', unit: 't', tonPerCubic: 1.5, base: 128 },
  { code: 'gravel', name: '碎石 5–31.5mm', unit: 't', tonPerCubic: 1.45, base: 80 },
  { code: 'dust', name: '石粉', unit: 't', tonPerCubic: 1.6, base: 42 },
  { code: 'c30', name: '商砼 C30', unit: 'm3', tonPerCubic: 2.4, base: 415 },
  { code: 'c40', name: '商砼 C40', unit: 'm3', tonPerCubic: 2.45, base: 468 },
  { code: 'po425', name: 'P.O 42.5 水泥', unit: 't', tonPerCubic: 1.3, base: 385 },
  { code: 'block', name: '蒸压加气混凝土砌块', unit: 'm3', tonPerCubic: 0.65, base: 255 },
  { code: 'ac13', name: '沥青混合料 AC-13', unit: 't', tonPerCubic: 2.35, base: 455 },
];
/** Priced by region too (the price map and the reports' index), sold by no supplier point here. */
export const INDEX_ONLY: readonly GroundMaterial[] = [
  { code: 'rebar', name: '螺纹钢 HRB400E Φ20', unit: 't', tonPerCubic: 7.85, base: 3560 },
];
export const PRICED_MATERIALS: readonly GroundMaterial[] = [...GROUND_MATERIALS, ...INDEX_ONLY];
export const materialOf = (code: string): GroundMaterial | undefined => PRICED_MATERIALS.find((m) => m.code === code);

export const SITE_TYPES = [
  { code: 'sand', name: '砂石厂', materials: ['msand', 'gravel', 'dust', 'rsand'] },
  { code: 'quarry', name: '采石场', materials: ['gravel', 'dust', 'msand'] },
  { code: 'concrete', name: '商砼站', materials: ['c30', 'c40'] },
  { code: 'cement', name: '水泥厂', materials: ['po425'] },
  { code: 'brick', name: '砖厂', materials: ['block'] },
  { code: 'asphalt', name: '沥青站', materials: ['ac13'] },
] as const;
export type SiteType = (typeof SITE_TYPES)[number]['code'];
export const siteTypeName = (code: string) => SITE_TYPES.find((t) => t.code === code)?.name ?? '';

export const GROUND_SORTS = ['updated', 'price', 'distance', 'delivered'] as const;
export type GroundSort = (typeof GROUND_SORTS)[number];
export const GROUND_SORT_NAMES: Record<GroundSort, string> = {
  updated: '最新报价',
  price: '出厂价',
  distance: '距离',
  delivered: '到场价',
};

/** A price is fresh when updated within this many days, else 待更新. */
export const FRESH_DAYS = 30;
export const GROUND_PAGE_SIZE = 5;

export const REPORT_KINDS = ['weekly', 'monthly', 'topic'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_NAMES: Record<ReportKind, string> = { weekly: '周报', monthly: '月报', topic: '专题' };
export const REPORT_MATERIALS = ['steel', 'cement', 'concrete', 'aggregate'] as const;
export type ReportMaterial = (typeof REPORT_MATERIALS)[number];
export const REPORT_MATERIAL_NAMES: Record<ReportMaterial, string> = {
  steel: '钢材',
  cement: '水泥',
  concrete: '混凝土',
  aggregate: '砂石',
};
/** The price index a report's chart draws. */
export const REPORT_INDEX: Record<ReportMaterial, string> = {
  steel: 'rebar',
  cement: 'po425',
  concrete: 'c30',
  aggregate: 'msand',
};

export interface Delivered {
  /** Straight-line kilometres, one decimal. */
  distanceKm: number;
  /** Ex-works + distance × freight, per tonne and per cubic metre (元, two decimals). */
  perTon: number;
  perCubic: number;
}

const cents = (x: number) => Math.round(x * 100) / 100;

/**
 * 到场价: the ex-works price brought to 元/吨 with the density (a 方 price ÷ 吨/方), plus
 * distance × freight (元/吨·公里), then shown per 吨 and per 方 (× 吨/方).
 */
export function deliveredPrice(
  o: { price: number; unit: MaterialUnit; tonPerCubic: number },
  freightPerTonKm: number,
  distanceKm: number,
): Delivered {
  const exWorksPerTon = o.unit === 't' ? o.price : o.price / o.tonPerCubic;
  const perTon = exWorksPerTon + distanceKm * freightPerTonKm;
  return { distanceKm, perTon: cents(perTon), perCubic: cents(perTon * o.tonPerCubic) };
}

/** 吨 ↔ 方 with a density: the converter's answer, three decimals. */
export const tonsToCubic = (tons: number, tonPerCubic: number) => Math.round((tons / tonPerCubic) * 1000) / 1000;
export const cubicToTons = (cubic: number, tonPerCubic: number) => Math.round(cubic * tonPerCubic * 1000) / 1000;

const rad = (d: number) => (d * Math.PI) / 180;
/** Great-circle kilometres between two [lng, lat] points, one decimal. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const h =
    Math.sin(rad(b[1] - a[1]) / 2) ** 2 +
    Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(rad(b[0] - a[0]) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

// Ground-material tables (migration 1100): supplier points (WGS-84 lat/lng; converted to GCJ-02
// only where drawn on 高德 tiles) with their offers, the weekly average price per province and
// material, and the research reports. Added to the app's Database type below.
import type { Generated } from 'kysely';
import type { MaterialUnit, ReportKind, ReportMaterial } from '../../../api/ground-dicts';

export interface GroundSiteTable {
  id: Generated<number>;
  /** The member company that owns the point (may update its prices); null: listed by the portal. */
  company_id: number | null;
  company_name: string;
  site_type: string;
  province_code: string;
  city_code: string;
  address: string;
  lat: number;
  lng: number;
  capacity: number;
  capacity_unit: string;
  /** 元/吨·公里 */
  freight: number;
  /** '自提,配送' */
  delivery: string;
  /** '营业执照,采矿许可证' */
  licences: string;
  description: string;
  contact_name: string;
  contact_phone: string;
  verified: number;
  /** listed | delisted */
  state: string;
  /** The newest of its offers' update stamps. */
  price_updated_at: string;
  views: number;
  created_at: string;
}

export interface GroundOfferTable {
  id: Generated<number>;
  site_id: number;
  material_code: string;
  unit: MaterialUnit;
  price: number;
  ton_per_cubic: number;
  updated_at: string;
}

/** The list's search table (migration 2100, ./listing-rows.ts): a listed point's filter columns per material. */
export interface GroundListingTable {
  site_id: number;
  /** '' for the point itself, else one of its offers. */
  material: string;
  company_name: string;
  address: string;
  province_code: string;
  city_code: string;
  site_type: string;
  lat: number;
  lng: number;
  freight: number;
  /** The offer's (0, '' and 0 on the point's row). */
  price: number;
  unit: string;
  ton_per_cubic: number;
  /** The offer's update stamp (the point's row: its newest). */
  updated: string;
  /** The point's newest price stamp (the newest-first order). */
  site_updated: string;
}

export interface GroundPriceWeekTable {
  id: Generated<number>;
  province_code: string;
  material_code: string;
  /** The week's Monday (Beijing day 'YYYY-MM-DD'). */
  week: string;
  price: number;
}

export interface GroundReportTable {
  id: Generated<number>;
  title: string;
  kind: ReportKind;
  material: ReportMaterial;
  /** '' for a national report. */
  province_code: string;
  summary: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  /** draft | published | archived */
  state: string;
  publish_time: string;
  views: number;
}

declare module '../../db/schema' {
  interface Database {
    ground_site: GroundSiteTable;
    ground_offer: GroundOfferTable;
    ground_listing: GroundListingTable;
    ground_price_week: GroundPriceWeekTable;
    ground_report: GroundReportTable;
  }
}

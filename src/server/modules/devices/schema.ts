// Equipment tables (migration 0700): supply listings (出租) with their files and booked days,
// demands (求租), and the interest and report marks one company leaves on a listing; added to
// the app's Database type by the declaration at the end. Prices are 元 (null: not offered).
import type { Generated } from 'kysely';
import type { DeviceState, RentMode } from '../../../api/devices-dicts';

export interface DeviceSupplyTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  title: string;
  category_code: string;
  type_code: string;
  brand: string;
  model: string;
  spec_value: number;
  year: number;
  working_hours: number;
  quantity: number;
  rent_mode: RentMode;
  negotiable: number;
  price_shift: number | null;
  price_hour: number | null;
  price_day: number | null;
  price_month: number | null;
  price_cube: number | null;
  with_operator: number;
  fuel_included: number;
  mobilisation_fee: number;
  assembly_fee: number;
  deposit: number;
  min_rent_days: number;
  province_code: string;
  city_code: string;
  district_code: string;
  address: string;
  lat: number;
  lng: number;
  service_radius_km: number;
  /** Beijing day 'YYYY-MM-DD'. */
  available_from: string;
  image_url: string;
  description: string;
  contact_name: string;
  contact_phone: string;
  state: DeviceState;
  review_note: string;
  publish_time: string | null;
  views: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Title, brand and model as one text for the keyword (migration 1600; wordsOf in cards.ts). */
  search_text: string;
}

/** A listing's photo (image) or certificate (cert, a private upload). */
export interface DeviceFileTable {
  id: Generated<number>;
  supply_id: number;
  kind: 'image' | 'cert';
  name: string;
  link: string;
  attach_id: string | null;
}

/** Days a machine is booked, Beijing days inclusive. */
export interface DeviceBookingTable {
  id: Generated<number>;
  supply_id: number;
  start_day: string;
  end_day: string;
}

export interface DeviceNeedTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  title: string;
  category_code: string;
  type_code: string;
  spec_min: number | null;
  quantity: number;
  work_kind: string;
  province_code: string;
  city_code: string;
  address: string;
  start_date: string;
  duration_days: number;
  rent_mode: RentMode;
  budget_price: number | null;
  with_operator: number;
  deadline: string;
  description: string;
  contact_name: string;
  contact_phone: string;
  state: DeviceState;
  review_note: string;
  publish_time: string | null;
  created_at: string;
}

/** One mark per company and listing (kind 'supply' or 'need'). */
export interface DeviceMarkTable {
  id: Generated<number>;
  kind: 'supply' | 'need';
  listing_id: number;
  company_id: number;
  user_id: number | null;
  /** interest: the message; report: the reason and note. */
  message: string;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    device_supply: DeviceSupplyTable;
    device_file: DeviceFileTable;
    device_booking: DeviceBookingTable;
    device_need: DeviceNeedTable;
    device_interest: DeviceMarkTable;
    device_report: DeviceMarkTable;
  }
}

// Table types for Kysely. Column names are snake_case; repositories map rows to API shapes.
// Flags are integers 0/1 and times 'YYYY-MM-DD HH:mm:ss' text, the same on both dialects.
// These are the floor's tables; a section's module adds its own to `Database` from its folder
// (`declare module '../../db/schema' { interface Database { … } }` in modules/<m>/schema.ts).
import type { Generated } from 'kysely';
import type { SavedSearchKind } from '../../api/saved-search';
import type { MemberTables } from './schema-members';
import type { MallTables } from './schema-mall';
import type { UploadTables } from './schema-upload';

export interface DictEntryTable {
  id: Generated<number>;
  code: string;
  dict_key: string;
  dict_value: string;
  sort: number;
}

export interface BannerTable {
  id: Generated<number>;
  title: string;
  image_url: string;
  link_url: string;
  position: string;
  sort: number;
}

export interface PartnerTable {
  id: Generated<number>;
  name: string;
  logo_url: string;
  type: number;
  link_url: string;
  sort: number;
}

export interface SuccessCaseTable {
  id: Generated<number>;
  title: string;
  company_name: string;
  summary: string;
  content: string;
  image_url: string;
  publish_time: string;
  sort: number;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  module_code: string;
  summary: string;
  source: string;
  content: string;
  image_url: string;
  publish_time: string;
}

export interface HelpItemTable {
  id: Generated<number>;
  category_code: string;
  problem_content: string;
  answer_content: string;
  sort: number;
}

/** The parent code of provinces: children('000000') lists them. */
export const ROOT_REGION = '000000';

export interface RegionTable {
  code: string;
  name: string;
  parent_code: string;
  level: number;
  /** Pinyin of the short name (杭州市 → hangzhou), lower case, ü as v (migration 0006). */
  pinyin: Generated<string>;
  /** First letters of its syllables: hz. */
  initials: Generated<string>;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  parent_id: number;
  level: number;
  sort: number;
}

export interface BrandTable {
  id: Generated<number>;
  name: string;
  logo_url: string;
  sort: number;
}

export interface ShopTable {
  id: Generated<number>;
  name: string;
  logo_url: string;
  province_code: string;
  city_code: string;
  district_code: Generated<string>;
  address: Generated<string>;
  self_support: Generated<number>;
  rating: Generated<number>;
  main_categories: Generated<string>;
  created_at: string;
}

export interface GoodsTable {
  id: Generated<number>;
  name: string;
  brand_id: number;
  spec: string;
  category1_id: number;
  category2_id: number;
  category3_id: number;
  price: number;
  unit: string;
  stock: Generated<number>;
  sales_count: Generated<number>;
  image_url: string;
  shop_id: number;
  self_support: Generated<number>;
  recommend: Generated<number>;
  created_at: string;
}

/** Saved list searches of every section (made by migration 0400); see floor/saved-searches.ts. */
export interface SavedSearchTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  kind: SavedSearchKind;
  name: string;
  /** JSON of the list filters. */
  filters: string;
  created_at: string;
}

export interface Database extends MemberTables, MallTables, UploadTables {
  dict_entry: DictEntryTable;
  banner: BannerTable;
  partner: PartnerTable;
  success_case: SuccessCaseTable;
  news: NewsTable;
  help_item: HelpItemTable;
  region: RegionTable;
  category: CategoryTable;
  brand: BrandTable;
  shop: ShopTable;
  goods: GoodsTable;
  saved_search: SavedSearchTable;
}

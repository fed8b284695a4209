// Ceramic sub-site tables (migration 1200), added to the app's Database type below: a ceramic
// shop's facts (one row per mall shop that sells tiles), a tile's facts (one row per mall goods
// that is a tile; price per ㎡, the goods' price is per box) and its colour batches (色号).
import type { ColumnType, Generated } from 'kysely';

export interface TaociShopTable {
  shop_id: number;
  brand: string;
  /** Producing region: 佛山 / 淄博 / 晋江 / 夹江 / 高安. */
  region: string;
  /** '、'-separated. */
  certifications: string;
  intro: string;
  /** Year the brand began. */
  since: number;
  /** pending → open → suspended. */
  status: string;
  featured: Generated<number>;
}

export interface TaociTileTable {
  goods_id: number;
  shop_id: number;
  category: string;
  /** '800×800' (mm). */
  size_mm: string;
  thickness_mm: number;
  finish: string;
  /** GB/T 4100 group: BIa … BIII. */
  absorption: string;
  usage: string;
  colour: string;
  pattern: string;
  /** Anti-slip rating (R10, R11 …); null: not anti-slip. */
  slip: string | null;
  grade: string;
  pieces_per_box: number;
  m2_per_box: number;
  price_per_m2: number;
  /** on_sale ⇄ off_sale. */
  status: string;
}

export interface TaociBatchTable {
  id: Generated<number>;
  goods_id: number;
  batch_no: string;
  /** Boxes. */
  stock: number;
  /** Beijing day 'YYYY-MM-DD'. */
  produced_on: string;
}

declare module '../../db/schema' {
  interface Database {
    taoci_shop: TaociShopTable;
    taoci_tile: TaociTileTable;
    taoci_batch: TaociBatchTable;
  }
}

declare module '../../db/schema-mall' {
  interface CartItemTable {
    /** A tile's line: the colour batch its boxes come from (migration 1200). */
    tile_batch_id: ColumnType<number | null, number | null | undefined, number | null>;
  }
}

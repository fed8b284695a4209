// Builds the ceramic shops (mall shop rows plus their ceramic facts), their brands, and the tiles
// (mall goods sold by the box, plus their tile facts and colour batches), from one random source.
import type { Insertable } from 'kysely';
import { DAY, beijingDay } from '../../../../api/time';
import type { TileCategory, TileSize } from '../../../../api/taoci-dicts';
import type { BrandTable, GoodsTable, ShopTable } from '../../../db/schema';
import type { Catalog } from '../../../db/seed/catalog';
import { mediaUrl, type Rng } from '../../../db/seed/util';
import type { TaociBatchTable, TaociShopTable, TaociTileTable } from '../schema';
import {
  CERTIFICATIONS,
  COLOURS,
  GRADES,
  KINDS,
  PIECES,
  REGIONS,
  SERIES,
  SHOP_KINDS,
  m2Of,
  type Region,
} from './kinds';

/** Open ceramic shops: at least 30, one per 50 goods of the scale (400 at the bench's 20,000). */
export const taociShopCount = (scale: number) => Math.min(400, Math.max(30, Math.round(scale / 50)));
/** Tiles: 1.5 per goods of the scale (3,000 at the default 2,000, 450 at the tests' 300). */
export const taociTileCount = (scale: number) => Math.min(30_000, Math.max(30, Math.round(scale * 1.5)));

export interface Start {
  shopId: number;
  goodsId: number;
  brandId: number;
}
interface ShopPlan {
  id: number;
  region: Region;
  brand: string;
  brandId: number;
  categories: TileCategory[];
  open: boolean;
}
export interface Built {
  shops: Insertable<ShopTable>[];
  ceramic: Insertable<TaociShopTable>[];
  brands: Insertable<BrandTable>[];
  goods: Insertable<GoodsTable>[];
  tiles: Insertable<TaociTileTable>[];
  batches: Insertable<TaociBatchTable>[];
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const LETTERS = 'ABCDEF';

function buildShops(r: Rng, scale: number, start: Start, catalog: Catalog, out: Built): ShopPlan[] {
  const open = taociShopCount(scale);
  const brandIds = new Map(catalog.brandIds);
  let nextBrand = start.brandId;
  const byRegion = REGIONS.flatMap((g) => Array.from({ length: g.share }, () => g));
  const used = new Map<string, number>();
  const plans: ShopPlan[] = [];
  // Open shops, then one waiting for review and one suspended.
  for (let i = 0; i < open + 2; i++) {
    const id = start.shopId + i;
    const region = byRegion[i % byRegion.length];
    const brand = region.brands[Math.floor(i / byRegion.length) % region.brands.length];
    if (!brandIds.has(brand)) {
      brandIds.set(brand, nextBrand);
      out.brands.push({
        id: nextBrand,
        name: brand,
        logo_url: mediaUrl('logo', `brand-${nextBrand}`, brand),
        sort: nextBrand,
      });
      nextBrand++;
    }
    const n = used.get(brand) ?? 0;
    used.set(brand, n + 1);
    const name = `${brand}瓷砖${region.name}${SHOP_KINDS[n % SHOP_KINDS.length]}${n >= SHOP_KINDS.length ? `（${Math.floor(n / SHOP_KINDS.length) + 1}店）` : ''}`;
    const categories = r.some(region.categories, 2, 4);
    const [townCode, townName] = r.pick(region.towns);
    const status = i < open ? 'open' : i === open ? 'pending' : 'suspended';
    const since = r.int(1992, 2018);
    out.shops.push({
      id,
      name,
      logo_url: mediaUrl('shop', id, 'tile'),
      province_code: region.province,
      city_code: region.city,
      district_code: townCode,
      address: `${townName}${r.pick(['陶瓷产业园', '建陶工业园', '陶瓷总部基地', '陶瓷城'])}${r.int(1, 40)}栋`,
      self_support: 0,
      rating: r.int(42, 50) / 10,
      main_categories: categories.join('、'),
      created_at: r.daysAgo(1500),
    });
    out.ceramic.push({
      shop_id: id,
      brand,
      region: region.name,
      certifications: r.some(CERTIFICATIONS, 2, 4).join('、'),
      intro: `${brand}，${region.name}产区${since}年创立，主营${categories.join('、')}，工程与家装供货，按色号整批发货。`,
      since,
      status,
      featured: i < open && i < REGIONS.length * 2 ? 1 : 0,
    });
    plans.push({ id, region, brand, brandId: brandIds.get(brand)!, categories, open: status !== 'pending' });
  }
  return plans;
}

function buildBatches(r: Rng, goodsId: number, now: number, out: Built): number {
  let total = 0;
  const n = r.int(1, 4);
  for (let b = 0; b < n; b++) {
    const made = now - r.int(5, 360) * DAY;
    const day = beijingDay(made);
    const roll = r.unit();
    const stock = roll < 0.07 ? 0 : roll < 0.2 ? r.int(1, 29) : r.int(30, 480);
    out.batches.push({
      goods_id: goodsId,
      batch_no: `${day.slice(2, 4)}${day.slice(5, 7)}${LETTERS[b]}${String(r.int(1, 99)).padStart(2, '0')}`,
      stock,
      produced_on: day,
    });
    total += stock;
  }
  return total;
}

export function buildTaoci(r: Rng, scale: number, now: number, start: Start, catalog: Catalog): Built {
  const out: Built = { shops: [], ceramic: [], brands: [], goods: [], tiles: [], batches: [] };
  const plans = buildShops(r, scale, start, catalog, out).filter((p) => p.open);
  const leafIds = new Map(catalog.leaves.map((l) => [l.name, l.ids]));
  const tiles = taociTileCount(scale);
  for (let i = 0; i < tiles; i++) {
    const goodsId = start.goodsId + i;
    const shop = plans[i % plans.length];
    const category = r.pick(shop.categories);
    const kind = KINDS[category];
    const size: TileSize = r.pick(kind.sizes);
    const finish = r.pick(kind.finishes);
    const group = category === '木纹砖' ? '木色系' : r.pick(Object.keys(COLOURS).filter((c) => c !== '木色系'));
    const colourName = r.pick(COLOURS[group]);
    const pieces = PIECES[size];
    const m2PerBox = m2Of(size, pieces);
    // Large formats cost more per ㎡.
    const big = size === '1200×2400' || size === '900×1800' ? 1.25 : 1;
    const pricePerM2 = Math.round(r.money(kind.price[0], kind.price[1]) * big);
    const boxPrice = round2(pricePerM2 * m2PerBox);
    const slip = r.chance(kind.slip) ? (category === '广场砖' ? r.pick(['R11', 'R12']) : r.pick(['R10', 'R11'])) : null;
    const ids = leafIds.get(kind.leaf)!;
    const suspended = out.ceramic.find((c) => c.shop_id === shop.id)!.status === 'suspended';
    out.tiles.push({
      goods_id: goodsId,
      shop_id: shop.id,
      category,
      size_mm: size,
      thickness_mm: r.pick(kind.thickness),
      finish,
      absorption: r.pick(kind.absorption),
      usage: r.pick(kind.uses),
      colour: group,
      pattern: r.pick(kind.patterns),
      slip,
      grade: r.pick(GRADES),
      pieces_per_box: pieces,
      m2_per_box: m2PerBox,
      price_per_m2: pricePerM2,
      status: suspended || r.chance(0.03) ? 'off_sale' : 'on_sale',
    });
    const stock = buildBatches(r, goodsId, now, out);
    out.goods.push({
      id: goodsId,
      name: `${shop.brand} ${r.pick(SERIES)}系列 ${category} ${size} ${finish} ${colourName}${slip ? ' 防滑' : ''}`,
      brand_id: shop.brandId,
      spec: `${size}mm ${finish} ${pieces}片/箱`,
      category1_id: ids[0],
      category2_id: ids[1],
      category3_id: ids[2],
      price: boxPrice,
      unit: '箱',
      stock,
      sales_count: Math.floor(r.unit() ** 3 * 6000),
      // The tile's face: its category, colour family, pattern and the batch on its box.
      image_url: mediaUrl('tile', goodsId, category, {
        colour: group,
        pattern: out.tiles.at(-1)!.pattern,
        code: out.batches.at(-1)!.batch_no,
      }),
      shop_id: shop.id,
      self_support: 0,
      recommend: 0,
      created_at: r.daysAgo(400),
    });
  }
  return out;
}

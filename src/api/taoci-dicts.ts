// The ceramic sub-site's dictionaries (陶瓷馆): tile categories, sizes, finishes, the water
// absorption classes of GB/T 4100 (BIa … BIII), uses, colours, producing regions, sorts and the
// plain-language spec presets. Codes travel in URLs and calls; labels are what the user reads.

export const TILE_CATEGORIES = [
  '抛光砖',
  '全抛釉',
  '抛晶砖',
  '仿古砖',
  '木纹砖',
  '瓷片',
  '微晶石',
  '岩板',
  '劈开砖',
  '广场砖',
] as const;
export type TileCategory = (typeof TILE_CATEGORIES)[number];

export const TILE_SIZES = [
  '300×600',
  '400×800',
  '600×600',
  '600×1200',
  '800×800',
  '750×1500',
  '900×1800',
  '1200×2400',
  '200×1200',
  '240×60',
  '100×100',
] as const;
export type TileSize = (typeof TILE_SIZES)[number];

export const TILE_FINISHES = ['亮光', '哑光', '柔光'] as const;

/** Water absorption E by GB/T 4100 / ISO 13006 (dry-pressed tiles). */
export const ABSORPTION_CLASSES = [
  { code: 'BIa', label: '瓷质砖', range: 'E ≤ 0.5%', max: 0.5 },
  { code: 'BIb', label: '炻瓷砖', range: '0.5% < E ≤ 3%', max: 3 },
  { code: 'BIIa', label: '细炻砖', range: '3% < E ≤ 6%', max: 6 },
  { code: 'BIIb', label: '炻质砖', range: '6% < E ≤ 10%', max: 10 },
  { code: 'BIII', label: '陶质砖', range: 'E > 10%', max: 20 },
] as const;
export type AbsorptionCode = (typeof ABSORPTION_CLASSES)[number]['code'];
export const ABSORPTION_CODES = ABSORPTION_CLASSES.map((c) => c.code) as [AbsorptionCode, ...AbsorptionCode[]];
export const absorptionLabel = (code: string) => {
  const c = ABSORPTION_CLASSES.find((x) => x.code === code);
  return c ? `${c.label}（${c.range}）` : code;
};

export const TILE_USES = ['地砖', '内墙', '外墙', '广场砖', '工业砖'] as const;
export type TileUse = (typeof TILE_USES)[number];

export const TILE_COLOURS = ['白色系', '灰色系', '米黄系', '木色系', '黑色系', '彩色系'] as const;

export const TILE_SORTS = ['sales', 'priceAsc', 'priceDesc', 'newest'] as const;
export type TileSort = (typeof TILE_SORTS)[number];
export const TILE_SORT_LABELS: Record<TileSort, string> = {
  sales: '销量',
  priceAsc: '单价从低到高',
  priceDesc: '单价从高到低',
  newest: '最新上架',
};

/** The producing regions: name, the county or city it is, and its GB/T 2260 code. */
export const TILE_REGIONS = [
  { name: '佛山', place: '广东省佛山市', code: '440600' },
  { name: '淄博', place: '山东省淄博市', code: '370300' },
  { name: '晋江', place: '福建省晋江市', code: '350582' },
  { name: '夹江', place: '四川省夹江县', code: '511126' },
  { name: '高安', place: '江西省高安市', code: '360983' },
] as const;
export type TileRegion = (typeof TILE_REGIONS)[number]['name'];
export const TILE_REGION_NAMES = TILE_REGIONS.map((r) => r.name) as [TileRegion, ...TileRegion[]];

/** Spec presets: a site in plain words, and the filters it stands for. */
export const TILE_PRESETS = [
  {
    code: 'outdoorFloor',
    label: '室外地面',
    note: '瓷质砖（吸水率 ≤0.5%）+ 防滑，耐冻耐磨',
    filters: { absorption: 'BIa', slip: true },
  },
  { code: 'bathroomWall', label: '卫生间墙', note: '内墙釉面砖，易清洁', filters: { usage: '内墙' } },
  {
    code: 'livingFloor',
    label: '客厅地面',
    note: '地砖 + 瓷质砖（吸水率 ≤0.5%），大规格',
    filters: { usage: '地砖', absorption: 'BIa' },
  },
] as const;
export type TilePreset = (typeof TILE_PRESETS)[number];

/** The preset whose filters a view holds exactly (those keys), else null. */
export function presetOf(v: {
  absorption?: string | null;
  slip?: boolean | null;
  usage?: string | null;
}): TilePreset | null {
  const norm = { absorption: v.absorption ?? null, slip: v.slip ?? null, usage: v.usage ?? null };
  return (
    TILE_PRESETS.find((p) => {
      const f: Record<string, unknown> = { absorption: null, slip: null, usage: null, ...p.filters };
      return f.absorption === norm.absorption && f.slip === norm.slip && f.usage === norm.usage;
    }) ?? null
  );
}

/** Batch stock status: out at 0, low below this many boxes. */
export const LOW_BATCH_BOXES = 30;
export const batchStatus = (boxes: number) => (boxes <= 0 ? 'out' : boxes < LOW_BATCH_BOXES ? 'low' : 'in_stock');
export const BATCH_STATUS_LABELS = { in_stock: '有货', low: '库存紧张', out: '售罄' } as const;

/**
 * Search words as the tile names write sizes: 800x800, 800*800 or 800 X 800 become 800×800
 * (the names use ×, so a size typed with a Latin x would find nothing).
 */
export const tileWords = (words: string) => words.trim().replace(/(\d)\s*[xX*＊×]\s*(\d)/g, '$1×$2');

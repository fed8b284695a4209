// What each tile category looks like in the trade: sizes, thickness, finishes, absorption
// class, uses, price per ㎡ and the mall leaf it is listed under; pieces per box by size; the
// producing regions with their brands, towns and the categories they are known for.
import type { AbsorptionCode, TileCategory, TileSize, TileUse } from '../../../../api/taoci-dicts';

export interface Kind {
  sizes: readonly TileSize[];
  thickness: readonly number[];
  finishes: readonly ('亮光' | '哑光' | '柔光')[];
  absorption: readonly AbsorptionCode[];
  uses: readonly TileUse[];
  /** Price per ㎡, yuan. */
  price: readonly [number, number];
  /** The mall's leaf category the goods is listed under. */
  leaf: string;
  /** Share of anti-slip tiles. */
  slip: number;
  patterns: readonly string[];
}

export const KINDS: Record<TileCategory, Kind> = {
  抛光砖: {
    sizes: ['600×600', '800×800', '600×1200'],
    thickness: [10, 10.5, 11],
    finishes: ['亮光'],
    absorption: ['BIa'],
    uses: ['地砖'],
    price: [42, 120],
    leaf: '通体大理石瓷砖',
    slip: 0,
    patterns: ['石纹', '纯色'],
  },
  全抛釉: {
    sizes: ['800×800', '600×1200', '750×1500', '900×1800'],
    thickness: [9.5, 10, 11],
    finishes: ['亮光', '柔光'],
    absorption: ['BIa'],
    uses: ['地砖', '地砖', '内墙'],
    price: [60, 190],
    leaf: '抛釉砖',
    slip: 0,
    patterns: ['大理石纹', '大理石纹', '石纹'],
  },
  抛晶砖: {
    sizes: ['800×800', '600×1200'],
    thickness: [10, 11],
    finishes: ['亮光'],
    absorption: ['BIa'],
    uses: ['地砖'],
    price: [70, 165],
    leaf: '抛釉砖',
    slip: 0,
    patterns: ['大理石纹', '石纹'],
  },
  仿古砖: {
    sizes: ['300×600', '600×600', '600×1200'],
    thickness: [9, 10],
    finishes: ['哑光', '柔光'],
    absorption: ['BIa', 'BIb', 'BIIa'],
    uses: ['地砖', '地砖', '地砖', '外墙'],
    price: [55, 150],
    leaf: '仿古砖',
    slip: 0.6,
    patterns: ['水泥', '石纹', '纯色'],
  },
  木纹砖: {
    sizes: ['200×1200', '600×1200'],
    thickness: [9.5, 10],
    finishes: ['哑光', '柔光'],
    absorption: ['BIa'],
    uses: ['地砖'],
    price: [68, 180],
    leaf: '仿古砖',
    slip: 0.7,
    patterns: ['木纹'],
  },
  瓷片: {
    sizes: ['300×600', '400×800'],
    thickness: [7.5, 8, 9],
    finishes: ['亮光', '哑光'],
    absorption: ['BIII'],
    uses: ['内墙'],
    price: [28, 88],
    leaf: '釉面内墙砖',
    slip: 0,
    patterns: ['大理石纹', '纯色', '水泥'],
  },
  微晶石: {
    sizes: ['800×800', '600×1200', '900×1800'],
    thickness: [12, 13.5],
    finishes: ['亮光'],
    absorption: ['BIa'],
    uses: ['地砖', '内墙'],
    price: [160, 380],
    leaf: '通体大理石瓷砖',
    slip: 0,
    patterns: ['大理石纹', '纯色'],
  },
  岩板: {
    sizes: ['750×1500', '900×1800', '1200×2400'],
    thickness: [6, 9, 12],
    finishes: ['亮光', '哑光', '柔光'],
    absorption: ['BIa'],
    uses: ['内墙', '地砖'],
    price: [180, 620],
    leaf: '岩板',
    slip: 0,
    patterns: ['大理石纹', '石纹', '水泥'],
  },
  劈开砖: {
    sizes: ['240×60'],
    thickness: [10, 12],
    finishes: ['哑光'],
    absorption: ['BIb', 'BIIa'],
    uses: ['外墙'],
    price: [36, 92],
    leaf: '外墙砖',
    slip: 0,
    patterns: ['纯色', '石纹'],
  },
  广场砖: {
    sizes: ['100×100', '300×600'],
    thickness: [12, 13, 15],
    finishes: ['哑光'],
    absorption: ['BIa', 'BIb'],
    uses: ['广场砖', '广场砖', '工业砖'],
    price: [30, 72],
    leaf: '外墙砖',
    slip: 1,
    patterns: ['纯色', '石纹'],
  },
};

/** Pieces per box by size (what the trade packs: about 1.3–3 ㎡ a box for floor and wall tiles). */
export const PIECES: Record<TileSize, number> = {
  '300×600': 8,
  '400×800': 4,
  '600×600': 4,
  '600×1200': 2,
  '800×800': 3,
  '750×1500': 2,
  '900×1800': 2,
  '1200×2400': 1,
  '200×1200': 6,
  '240×60': 36,
  '100×100': 50,
};

export const m2Of = (size: TileSize, pieces: number) => {
  const [w, l] = size.split('×').map(Number);
  return Math.round(((w * l * pieces) / 1_000_000) * 10_000) / 10_000;
};

export const COLOURS: Record<string, readonly string[]> = {
  白色系: ['鱼肚白', '爵士白', '雪花白', '卡拉拉白', '象牙白'],
  灰色系: ['浅灰', '水泥灰', '烟灰', '岩灰', '银灰'],
  米黄系: ['金花米黄', '奶油米', '象牙黄', '莎安娜米黄'],
  木色系: ['橡木', '胡桃木', '柚木', '原木'],
  黑色系: ['黑金花', '劳伦黑金', '墨玉', '雅士黑'],
  彩色系: ['雾霾蓝', '橄榄绿', '陶土红', '莫兰迪粉'],
};

export const SERIES = [
  '岩韵',
  '云石',
  '素颜',
  '山水',
  '极简',
  '雅典',
  '金砂',
  '天工',
  '星空',
  '清水',
  '时光',
  '古道',
  '凡尔赛',
  '北欧',
  '侘寂',
  '玉石',
  '臻品',
  '原石',
];

export interface Region {
  name: '佛山' | '淄博' | '晋江' | '夹江' | '高安';
  province: string;
  city: string;
  /** District (or county-level city) codes and names shops sit in. */
  towns: readonly (readonly [string, string])[];
  brands: readonly string[];
  categories: readonly TileCategory[];
  /** Shops of this region per 10. */
  share: number;
}

export const REGIONS: readonly Region[] = [
  {
    name: '佛山',
    province: '440000',
    city: '440600',
    towns: [
      ['440605', '南海区'],
      ['440604', '禅城区'],
      ['440607', '三水区'],
      ['440608', '高明区'],
    ],
    brands: [
      '东鹏',
      '蒙娜丽莎',
      '新明珠',
      '冠珠',
      '欧神诺',
      '金意陶',
      '宏宇',
      '鹰牌',
      '萨米特',
      '简一',
      '能强',
      '新中源',
    ],
    categories: ['抛光砖', '全抛釉', '抛晶砖', '微晶石', '岩板', '仿古砖', '木纹砖'],
    share: 4,
  },
  {
    name: '淄博',
    province: '370000',
    city: '370300',
    towns: [
      ['370302', '淄川区'],
      ['370303', '张店区'],
      ['370304', '博山区'],
      ['370305', '临淄区'],
    ],
    brands: ['统一陶瓷', '金狮王', '博纳', '鲁玉', '汇德邦'],
    categories: ['仿古砖', '全抛釉', '抛光砖', '木纹砖', '瓷片'],
    share: 2,
  },
  {
    name: '晋江',
    province: '350000',
    city: '350500',
    towns: [['350582', '晋江市']],
    brands: ['华泰', '腾达', '豪山', '美盛', '协进'],
    categories: ['劈开砖', '广场砖', '仿古砖', '瓷片'],
    share: 2,
  },
  {
    name: '夹江',
    province: '510000',
    city: '511100',
    towns: [['511126', '夹江县']],
    brands: ['米兰诺', '建辉', '新万兴', '广森'],
    categories: ['瓷片', '抛光砖', '仿古砖', '全抛釉'],
    share: 1,
  },
  {
    name: '高安',
    province: '360000',
    city: '360900',
    towns: [['360983', '高安市']],
    brands: ['太阳陶瓷', '瑞阳', '金环', '恒达'],
    categories: ['抛光砖', '全抛釉', '瓷片', '仿古砖'],
    share: 1,
  },
];

export const CERTIFICATIONS = [
  'ISO 9001 质量管理体系认证',
  'ISO 14001 环境管理体系认证',
  '中国环境标志产品认证（十环）',
  '绿色建材产品认证（三星级）',
  '放射性 A 类检测报告',
  '国家高新技术企业',
];
export const SHOP_KINDS = ['旗舰店', '工厂店', '直营店', '专卖店'];
export const GRADES = ['优等品', '优等品', '优等品', '一级品'];

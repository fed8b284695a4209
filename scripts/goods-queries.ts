// The goods page queries the bench times and npm run rel floods with: the /moreGoods landing,
// header searches of 1, 2, 3+ characters, trade words, pinyin, mixed Latin and Chinese,
// filters, sorts and a deep page; and what a builder types into the search box, letter by letter.
import type { GoodsQuery } from '../src/api/product';

export const QUERIES: [string, GoodsQuery][] = [
  ['landing (no filter)', {}],
  ['钢', { productName: '钢' }],
  ['钢筋 (trade word)', { productName: '钢筋' }],
  ['混凝土', { productName: '混凝土' }],
  ['HRB400', { productName: 'HRB400' }],
  ['hrb400e φ12 (long)', { productName: 'HRB400E Φ12mm' }],
  ['hrb400 螺纹 (mixed)', { productName: 'hrb400 螺纹' }],
  ['gangjin (pinyin)', { productName: 'gangjin' }],
  ['hnt (initials)', { productName: 'hnt' }],
  ['商砼 (synonym)', { productName: '商砼' }],
  ['海螺水泥 (brand+cat)', { productName: '海螺水泥' }],
  ['水泥 price↑', { productName: '水泥', sort: 'priceAsc' }],
  ['管 sales', { productName: '管', sort: 'sales' }],
  ['PVC', { productName: 'PVC' }],
  ['瓷砖', { productName: '瓷砖' }],
  ['防水卷材', { productName: '防水卷材' }],
  ['普通硅酸盐水泥', { productName: '普通硅酸盐水泥' }],
  ['42.5', { productName: '42.5' }],
  ['钢 page 3', { productName: '钢', current: 3 }],
  ['钢 page 500 (deep)', { productName: '钢', current: 500 }],
  ['category 1', { categoryId: 1 }],
  ['category 3 price↓', { categoryId: 3, sort: 'priceDesc' }],
  ['brand 5', { brandId: 5 }],
  ['self-operated 钢', { selfSupport: true, productName: '钢' }],
  ['price 100–1000 ↑', { minPrice: 100, maxPrice: 1000, sort: 'priceAsc' }],
  ['shop 7', { shopId: 7 }],
];

/** Search-box input as typed: each prefix is one suggestion request. */
export const TYPED = ['钢筋', 'luowengang', 'hnt', '海螺水泥', 'PVC管', '防水卷材', 'shuini', '商砼', 'hrb400', '华新'];

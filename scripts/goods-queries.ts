// The goods page queries the bench times and npm run rel floods with: the /moreGoods landing,
// header searches of 1, 2, 3+ characters, filters and sorts.
import type { GoodsQuery } from '../src/api/product';

/** The fixed query set: the /moreGoods landing, header searches of 1, 2, 3+ characters, filters and sorts. */
export const QUERIES: [string, GoodsQuery][] = [
  ['landing (no filter)', {}],
  ['钢', { productName: '钢' }],
  ['钢筋', { productName: '钢筋' }],
  ['混凝土', { productName: '混凝土' }],
  ['HRB400', { productName: 'HRB400' }],
  ['hrb400e φ12 (long)', { productName: 'HRB400E Φ12mm' }],
  ['水泥 price↑', { productName: '水泥', sort: 'priceAsc' }],
  ['管 sales', { productName: '管', sort: 'sales' }],
  ['PVC', { productName: 'PVC' }],
  ['瓷砖', { productName: '瓷砖' }],
  ['防水卷材', { productName: '防水卷材' }],
  ['普通硅酸盐水泥', { productName: '普通硅酸盐水泥' }],
  ['42.5', { productName: '42.5' }],
  ['钢 page 3', { productName: '钢', current: 3 }],
  ['category 1', { categoryId: 1 }],
  ['category 3 price↓', { categoryId: 3, sort: 'priceDesc' }],
  ['brand 5', { brandId: 5 }],
  ['self-operated 钢', { selfSupport: true, productName: '钢' }],
  ['price 100–1000 ↑', { minPrice: 100, maxPrice: 1000, sort: 'priceAsc' }],
  ['shop 7', { shopId: 7 }],
];

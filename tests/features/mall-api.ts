// Mall and cart answers for DOM tests, and a fake fetch that also hands POST bodies to the
// answers (the cart's answers depend on what was sent) and records them.
import { vi } from 'vitest';
import type { Address } from '../../src/api/address';
import { shoppingCart, type Cart, type CartLine } from '../../src/api/cart';
import { product, type GoodsDetail, type GoodsPage, type MallGoodsCard, type ShopCard } from '../../src/api/product';
import { system, type Region } from '../../src/api/system';
import { envelope } from './fake-api';
import * as f from './fixtures';
import { siteRoutes } from './home-api';

export type BodyAnswer = (body: Record<string, unknown>, url: URL) => unknown;
export interface Sent {
  path: string;
  body: Record<string, unknown>;
  url: URL;
}

/** Stubs fetch: GET answers get the query as the body, POST answers the JSON body. */
export function fakeMall(routes: Record<string, BodyAnswer>) {
  const sent: Sent[] = [];
  const site = siteRoutes();
  const fetch = vi.fn(async (input: Request | string | URL) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const url = new URL(req.url, 'http://localhost');
    const body: Record<string, unknown> =
      req.method === 'POST'
        ? await req
            .clone()
            .json()
            .catch(() => ({}))
        : Object.fromEntries(url.searchParams.entries());
    sent.push({ path: url.pathname, body, url });
    const own = routes[url.pathname];
    if (own) {
      const data = own(body, url);
      return data instanceof Response ? data : envelope(data);
    }
    const answer = site[url.pathname];
    if (answer === undefined) return envelope(null, 404, '很抱歉，资源未找到!');
    return envelope(typeof answer === 'function' ? (answer as (u: URL) => unknown)(url) : answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent, to: (path: string) => sent.filter((s) => s.path === path) };
}

export const card = (id: number, patch: Partial<MallGoodsCard> = {}): MallGoodsCard => ({
  id,
  productName: `沙钢 螺纹钢 HRB400E Φ${id}`,
  brandId: 5,
  brand: '沙钢',
  spec: `Φ${id}mm×9m`,
  categoryId: 111,
  price: 3450,
  unit: '吨',
  stock: 500,
  imageUrl: `/media/goods/${id}.svg`,
  shopId: 1,
  shopName: '江苏钢贸有限公司',
  salesCount: 100 + id,
  selfSupport: false,
  groupBuy: null,
  ...patch,
});

export function goodsPage(body: Record<string, unknown>, total = 95): GoodsPage {
  const size = Number(body.size ?? 40);
  const current = Number(body.current ?? 1);
  const pages = Math.ceil(total / size);
  const first = (current - 1) * size;
  const count = Math.max(0, Math.min(size, total - first));
  return {
    records: Array.from({ length: count }, (_, i) => card(first + i + 1)),
    total,
    size,
    current,
    pages,
    facets: {
      brands: [
        { id: 5, name: '沙钢', count: 60 },
        { id: 4, name: '马钢', count: 35 },
      ],
      categories: [
        { id: 1, name: '钢材', parentId: 0, level: 1, count: 80 },
        { id: 2, name: '水泥', parentId: 0, level: 1, count: 15 },
      ],
    },
  };
}

export const shop: ShopCard = {
  id: 1,
  shopName: '江苏钢贸有限公司',
  logoUrl: '/media/shop/1.svg',
  selfSupport: false,
  rating: 4.8,
  mainCategories: '钢材',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  districtCode: '320102',
  districtName: '玄武区',
  address: '玄武区建设路1号',
  goodsCount: 95,
  previewGoods: [],
  createdAt: '2024-01-01 00:00:00',
};

export function detail(patch: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    ...card(1, { stock: 120 }),
    categoryPath: [
      { id: 1, name: '钢材' },
      { id: 11, name: '建筑钢材' },
      { id: 111, name: '螺纹钢' },
    ],
    images: ['/media/goods/1.svg', '/media/goods/1-2.svg'],
    specs: [{ name: '牌号', value: 'HRB400E' }],
    priceTiers: [
      { minQuantity: 10, price: 3400 },
      { minQuantity: 100, price: 3350 },
    ],
    shop,
    serverTime: '2026-03-01T00:00:00Z',
    ...patch,
  };
}

const line = (id: number, patch: Partial<CartLine> = {}): CartLine => ({
  id,
  goodsId: id,
  productName: `商品${id}`,
  spec: '规格',
  unit: '吨',
  imageUrl: `/media/goods/${id}.svg`,
  quantity: 2,
  stock: 5,
  selected: true,
  basePrice: 100,
  unitPrice: 100,
  priceKind: 'base',
  amount: 200,
  groupBuy: null,
  available: true,
  ...patch,
});

/** A server-side cart: two shops; totals computed like the server (selected lines only). */
export function cartOf(lines: { shopId: number; shopName: string; line: CartLine }[]): Cart {
  const shops = [...new Set(lines.map((l) => l.shopId))].map((shopId) => {
    const own = lines.filter((l) => l.shopId === shopId).map((l) => l.line);
    return {
      shopId,
      shopName: lines.find((l) => l.shopId === shopId)!.shopName,
      selfSupport: shopId === 1,
      selected: own.every((l) => l.selected),
      lines: own,
      selectedAmount: own.filter((l) => l.selected).reduce((s, l) => s + l.amount, 0),
    };
  });
  const all = shops.flatMap((s) => s.lines);
  return {
    shops,
    lineCount: all.length,
    selectedCount: all.filter((l) => l.selected).length,
    selectedAmount: all.filter((l) => l.selected).reduce((s, l) => s + l.amount, 0),
    allSelected: all.every((l) => l.selected),
  };
}

/** A tiny cart server: quantities within stock, selection, removal; amounts = price × quantity. */
export function cartServer() {
  let lines = [
    {
      shopId: 1,
      shopName: '建采通自营旗舰店',
      line: line(1, { productName: '海螺水泥 P.O 42.5', unitPrice: 420, basePrice: 420, amount: 840 }),
    },
    {
      shopId: 2,
      shopName: '江苏钢贸有限公司',
      line: line(2, { productName: '沙钢螺纹钢 Φ12', unitPrice: 3450, basePrice: 3450, quantity: 1, amount: 3450 }),
    },
  ];
  const cart = () => cartOf(lines);
  const original = [...lines];
  const edit = (pred: (l: CartLine, shopId: number) => boolean, patch: (l: CartLine) => Partial<CartLine>) => {
    lines = lines.map((x) => (pred(x.line, x.shopId) ? { ...x, line: { ...x.line, ...patch(x.line) } } : x));
  };
  const routes: Record<string, BodyAnswer> = {
    [shoppingCart.list.path]: () => cart(),
    [shoppingCart.update.path]: (b) => {
      const q = Number(b.quantity);
      const target = lines.find((x) => x.line.id === b.id)!.line;
      if (q > target.stock) return envelope(null, 400, '库存不足');
      edit(
        (l) => l.id === b.id,
        (l) => ({ quantity: q, amount: Math.round(l.unitPrice * q * 100) / 100 }),
      );
      return cart();
    },
    [shoppingCart.select.path]: (b) => {
      edit(
        (l) => (b.ids as number[]).includes(l.id),
        () => ({ selected: Boolean(b.selected) }),
      );
      return cart();
    },
    [shoppingCart.selectShop.path]: (b) => {
      edit(
        (_, shopId) => shopId === b.shopId,
        () => ({ selected: Boolean(b.selected) }),
      );
      return cart();
    },
    [shoppingCart.selectAll.path]: (b) => {
      edit(
        () => true,
        () => ({ selected: Boolean(b.selected) }),
      );
      return cart();
    },
    [shoppingCart.remove.path]: (b) => {
      lines = lines.filter((x) => !(b.ids as number[]).includes(x.line.id));
      return cart();
    },
    // Adding goods back that were in the cart (撤销 after a removal).
    [shoppingCart.add.path]: (b) => {
      const back = original.find((x) => x.line.goodsId === b.goodsId && !lines.includes(x));
      if (back) lines = [...lines, { ...back, line: { ...back.line, quantity: Number(b.quantity) } }];
      return cart();
    },
  };
  return { routes, cart };
}

export const regions: Region[] = [
  { code: '320000', name: '江苏省', parentCode: '000000', level: 1 },
  { code: '320100', name: '南京市', parentCode: '320000', level: 2 },
  { code: '320102', name: '玄武区', parentCode: '320100', level: 3 },
  { code: '110000', name: '北京市', parentCode: '000000', level: 1 },
];

export const address: Address = {
  id: 9,
  consignee: '张工',
  phone: '13800138000',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  districtCode: '320102',
  districtName: '玄武区',
  detail: '建设路1号项目部',
  fullAddress: '江苏省南京市玄武区建设路1号项目部',
  isDefault: true,
};

/** Region calls and the category tree, which most mall pages make. */
export function commonRoutes(): Record<string, BodyAnswer> {
  return {
    [product.categoryTree.path]: () => f.categoryTree,
    [system.provinces.path]: () => regions.filter((r) => r.level === 1),
    [system.regionChildren.path]: (b) => regions.filter((r) => r.parentCode === b.parentCode),
  };
}

// /goodsDetail: the group-buy price with its countdown (the groupBuy machine, fake timers), the
// quantity within stock, and adding to the cart (logged out: to login with recordUrl).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { shoppingCart } from '../../src/api/cart';
import { product } from '../../src/api/product';
import { cartOf, commonRoutes, detail, fakeMall } from './mall-api';
import { renderApp } from './render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SERVER_NOW = Date.parse('2026-03-01T00:00:00Z');

function setup(goods = detail(), username?: string) {
  const api = fakeMall({
    ...commonRoutes(),
    [product.goodsDetail.path]: () => goods,
    [shoppingCart.add.path]: (b) => cartOf([{ shopId: 1, shopName: '店', line: { ...lineOf(b) } }]),
  });
  const utils = renderApp(undefined, { path: `/goodsDetail?id=${goods.id}`, username });
  return { api, ...utils };
}

const lineOf = (b: Record<string, unknown>) => ({
  id: 1,
  goodsId: Number(b.goodsId),
  productName: '商品',
  spec: '',
  unit: '吨',
  imageUrl: '',
  quantity: Number(b.quantity),
  stock: 120,
  selected: true,
  basePrice: 3450,
  unitPrice: 3450,
  priceKind: 'base' as const,
  amount: 3450 * Number(b.quantity),
  groupBuy: null,
  available: true,
});

describe('/goodsDetail', () => {
  it('shows the goods, its tiers, stock and shop card', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: '沙钢 螺纹钢 HRB400E Φ1' })).toBeInTheDocument();
    expect(screen.getByText('¥3,450.00/吨', { selector: 'span' })).toBeInTheDocument();
    const tiers = screen.getByRole('table', { name: '阶梯价格' });
    expect(
      within(tiers)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['采购量（吨）单价', '1 – 9¥3,450.00/吨', '10 – 99¥3,400.00/吨', '≥ 100¥3,350.00/吨']);
    expect(screen.getByText('120 吨')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: '店铺信息' })).toHaveTextContent('江苏钢贸有限公司');
    expect(screen.getByRole('link', { name: '螺纹钢' })).toHaveAttribute('href', '/typeGoods?categoryId=111');
  });

  it('keeps the quantity within the stock and prices it by tier', async () => {
    const user = userEvent.setup();
    setup();
    const box = await screen.findByRole('textbox', { name: '购买数量' });
    expect(screen.getByRole('button', { name: '减少购买数量' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, '999{Enter}');
    expect(box).toHaveValue('120');
    expect(screen.getByRole('button', { name: '增加购买数量' })).toBeDisabled();
    expect(screen.getByText('已达库存上限')).toBeInTheDocument();
    expect(screen.getByText(/阶梯价 ¥3,350.00\/吨，合计/)).toHaveTextContent('¥402,000.00');
    await user.click(screen.getByRole('button', { name: '减少购买数量' }));
    expect(box).toHaveValue('119');
  });

  it('adding to the cart while logged out goes to login with this page as recordUrl', async () => {
    const user = userEvent.setup();
    const { api, location } = setup();
    await user.click(await screen.findByRole('button', { name: '加入购物车' }));
    expect(location()).toBe(`/login?recordUrl=${encodeURIComponent('/goodsDetail?id=1')}`);
    expect(api.to(shoppingCart.add.path)).toHaveLength(0);
  });

  it('adding to the cart while logged in sends the goods and quantity', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    const { api, location } = setup(detail(), '张三');
    await user.click(await screen.findByRole('button', { name: '增加购买数量' }));
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '已加入购物车，购物车共 1 种商品' })),
    );
    expect(api.to(shoppingCart.add.path).map((s) => s.body)).toEqual([{ goodsId: 1, quantity: 2 }]);
    expect(location()).toBe('/goodsDetail?id=1');
  });

  it('counts the group buy down once a second and then shows the normal price', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(SERVER_NOW);
    const goods = detail({
      groupBuy: { price: 3300, endsAt: new Date(SERVER_NOW + 3_000).toISOString(), minQuantity: 5 },
      serverTime: new Date(SERVER_NOW).toISOString(),
    });
    setup(goods);
    const timer = await screen.findByRole('timer');
    expect(screen.getByText('¥3,300.00/吨')).toBeInTheDocument();
    expect(screen.getByText('单次采购满 5 吨 享团购价')).toBeInTheDocument();
    // let the mount effects run: the groupBuy flow starts counting from here
    await act(async () => {
      vi.advanceTimersByTime(0);
    });
    const left = () => Number(/00:00:0(\d)/.exec(screen.getByRole('timer').textContent ?? '')?.[1]);
    const first = left();
    expect(first).toBeGreaterThanOrEqual(2);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(left()).toBe(first - 1);
    expect(timer).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(first * 1_000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('¥3,300.00/吨')).not.toBeInTheDocument();
    expect(screen.getByText('团购已结束')).toBeInTheDocument();
    expect(screen.getByText('¥3,450.00/吨', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows no countdown for a group buy that has already ended', async () => {
    setup(detail({ groupBuy: { price: 3300, endsAt: '2026-02-01T00:00:00Z', minQuantity: 1 } }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('团购已结束')).toBeInTheDocument();
  });
});

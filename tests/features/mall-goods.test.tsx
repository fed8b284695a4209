// /moreGoods: the `page` JSON query and the extra keys are the whole view; a malformed query
// falls back to the defaults with a notice; filters, sorts and pages write the URL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '../../src/api/product';
import { goodsSearch } from '../../src/shared/sections/mall/views';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { commonRoutes, fakeMall, goodsPage } from './mall-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const T = 1_767_225_600_000;
const pageParam = (page: unknown) =>
  `page=${encodeURIComponent(typeof page === 'string' ? page : JSON.stringify(page))}`;
const goodsUrl = (page: unknown, extra = '') => `/moreGoods?${pageParam(page)}${extra}`;
const query = (location: string) => new URLSearchParams(location.split('?')[1] ?? '');
const pageOf = (location: string) => JSON.parse(query(location).get('page')!);

function setup(path: string, total = 95) {
  const api = fakeMall({ ...commonRoutes(), [product.goodsPage.path]: (b) => goodsPage(b, total) });
  const utils = renderApp(undefined, { path });
  const lastQuery = () => api.to(product.goodsPage.path).at(-1)!.body;
  return { api, ...utils, lastQuery };
}

describe('/moreGoods URL state', () => {
  it('reads the page JSON and the extra keys, and asks for exactly that', async () => {
    const { lastQuery } = setup(
      goodsUrl(
        { current: 2, size: 20, productName: '螺纹钢', supportType: '1', frombtn: 1, t: T },
        '&categoryId=111&brandId=5&sort=priceAsc&minPrice=100&maxPrice=5000',
      ),
    );
    expect(await screen.findByRole('heading', { name: '“螺纹钢”的搜索结果' })).toBeInTheDocument();
    expect(await screen.findByText('沙钢 螺纹钢 HRB400E Φ21')).toBeInTheDocument(); // page 2 of 20 starts at 21
    expect(lastQuery()).toEqual({
      current: 2,
      size: 20,
      productName: '螺纹钢',
      categoryId: 111,
      brandId: 5,
      selfSupport: true,
      minPrice: 100,
      maxPrice: 5000,
      sort: 'priceAsc',
    });
    expect(screen.getByRole('button', { name: '价格从低到高' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: '经营' })).getByRole('button', { name: '平台自营' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });

  it('uses the defaults without a notice when there is no query', async () => {
    const { lastQuery } = setup('/moreGoods');
    expect(await screen.findByRole('heading', { name: '全部商品' })).toBeInTheDocument();
    await screen.findByText('沙钢 螺纹钢 HRB400E Φ1');
    expect(lastQuery()).toMatchObject({ current: 1, size: 40, sort: 'default' });
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });

  it.each([
    ['broken JSON', `/moreGoods?${pageParam('{"current":2,')}`],
    ['a JSON array', goodsUrl([1, 2])],
    ['size 1000', goodsUrl({ current: 1, size: 1000, productName: '', supportType: '', frombtn: 1, t: T })],
    ['a negative page', goodsUrl({ current: -3, size: 40 })],
    ['a page given as text', goodsUrl({ current: '2', size: 40 })],
    ['a name that is a number', goodsUrl({ current: 1, size: 40, productName: 42 })],
    ['an unknown sort', goodsUrl({ current: 1, size: 40 }, '&sort=cheapest')],
    ['a category that is not an id', goodsUrl({ current: 1, size: 40 }, '&categoryId=abc')],
    ['a reversed price range', goodsUrl({ current: 1, size: 40 }, '&minPrice=500&maxPrice=100')],
  ])('falls back to the defaults with a notice on %s, never a blank page', async (_, path) => {
    const { lastQuery } = setup(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_NOTICE);
    expect(await screen.findByText('沙钢 螺纹钢 HRB400E Φ1')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ current: 1, size: 40 });
  });

  it('keeps the usable parts of a partly broken query', () => {
    const { view, malformed } = goodsSearch.read(
      pageParam({ current: -1, size: 1000, productName: '水泥', supportType: '0' }),
    );
    expect(malformed).toBe(true);
    expect(view).toMatchObject({ current: 1, size: 40, productName: '水泥', supportType: '0', frombtn: 0, t: 0 });
  });
});

describe('/moreGoods filters, sorts and pages write the URL', () => {
  const start = { current: 3, size: 20, productName: '钢', supportType: '', frombtn: 1, t: T };

  it('a brand, a category, a sort and 经营方式 each write the URL and go back to page 1', async () => {
    const user = userEvent.setup();
    const { location, lastQuery } = setup(goodsUrl(start));
    await screen.findByText('沙钢 螺纹钢 HRB400E Φ41');

    await user.click(within(screen.getByRole('group', { name: '品牌' })).getByRole('button', { name: /马钢/ }));
    expect(query(location()).get('brandId')).toBe('4');
    expect(pageOf(location())).toEqual({ ...start, current: 1 });
    await screen.findByText('沙钢 螺纹钢 HRB400E Φ1');
    expect(lastQuery()).toMatchObject({ brandId: 4, current: 1, productName: '钢' });

    await user.click(screen.getByRole('button', { name: '销量' }));
    expect(query(location()).get('sort')).toBe('sales');
    expect(query(location()).get('brandId')).toBe('4');

    await user.click(within(screen.getByRole('group', { name: '经营' })).getByRole('button', { name: '入驻商家' }));
    expect(pageOf(location()).supportType).toBe('0');

    // a category resets the brand (brands differ per category)
    await user.click(within(screen.getByRole('group', { name: '分类' })).getByRole('button', { name: /水泥/ }));
    expect(query(location()).get('categoryId')).toBe('2');
    expect(query(location()).get('brandId')).toBeNull();
    expect(query(location()).get('sort')).toBe('sales');
  });

  it('the price range writes minPrice and maxPrice (a reversed range is swapped)', async () => {
    const user = userEvent.setup();
    const { location } = setup(goodsUrl(start));
    await screen.findByText('沙钢 螺纹钢 HRB400E Φ41');
    await user.type(screen.getByRole('textbox', { name: '最低价' }), '5000');
    await user.type(screen.getByRole('textbox', { name: '最高价' }), '3000');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(query(location()).get('minPrice')).toBe('3000');
    expect(query(location()).get('maxPrice')).toBe('5000');
  });

  it('pagination writes current into the page JSON and loads that page', async () => {
    const user = userEvent.setup();
    const { api, location, lastQuery, memory } = setup(goodsUrl({ ...start, current: 1 }));
    await screen.findByText('沙钢 螺纹钢 HRB400E Φ1');
    expect(screen.getByText(/共 95 件商品，第 1\/5 页/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(pageOf(location())).toEqual({ ...start, current: 2 });
    expect(await screen.findByText('沙钢 螺纹钢 HRB400E Φ21')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ current: 2, size: 20 });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(pageOf(location()).current).toBe(3);

    // Back: the previous URL shows the previous page again (the URL is the only state), from the
    // cache: no second call for an answer the page already has
    await screen.findByText('沙钢 螺纹钢 HRB400E Φ41');
    const asked = api.to(product.goodsPage.path).length;
    memory.navigate(memory.history!.at(-2)!);
    expect(await screen.findByText('沙钢 螺纹钢 HRB400E Φ21')).toBeInTheDocument();
    expect(api.to(product.goodsPage.path)).toHaveLength(asked);
  });

  it('shows 暂无数据 with the search words when nothing matches', async () => {
    setup(goodsUrl({ ...start, current: 1, productName: '不存在的商品' }), 0);
    expect(await screen.findByText('没有找到与“不存在的商品”相关的商品，暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});

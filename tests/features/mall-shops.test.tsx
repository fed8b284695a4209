// /shopList reads the spec's page JSON, falls back with a notice when it is malformed, and
// writes 经营方式, the region selects and the name search back into the URL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, type ShopCard } from '../../src/api/product';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { commonRoutes, fakeMall, shop } from './mall-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const T = 1_767_225_600_000;
const base = { current: 1, size: 10, selfSupport: '', shopCityCode: '', shopDistrictCode: '', shopName: '', t: T };
const shopUrl = (page: unknown, extra = '') => `/shopList?page=${encodeURIComponent(JSON.stringify(page))}${extra}`;
const query = (location: string) => new URLSearchParams(location.split('?')[1] ?? '');
const pageOf = (location: string) => JSON.parse(query(location).get('page')!);

function setup(path: string) {
  const api = fakeMall({
    ...commonRoutes(),
    [product.shopPage.path]: (b) => {
      const records: ShopCard[] = Array.from({ length: 3 }, (_, i) => ({
        ...shop,
        id: i + 1,
        shopName: `${String(b.shopName ?? '')}钢贸${i + 1}号店`,
      }));
      return { records, total: 23, size: Number(b.size), current: Number(b.current), pages: 3 };
    },
  });
  return { api, ...renderApp(undefined, { path }), last: () => api.to(product.shopPage.path).at(-1)!.body };
}

describe('/shopList', () => {
  it('asks for exactly what the page JSON says', async () => {
    const { last } = setup(
      shopUrl({
        ...base,
        current: 2,
        selfSupport: '1',
        shopCityCode: '320100',
        shopDistrictCode: '320102',
        shopName: '江苏',
      }),
    );
    expect(await screen.findByRole('heading', { name: '“江苏”相关店铺' })).toBeInTheDocument();
    expect(await screen.findByText('江苏钢贸1号店')).toBeInTheDocument();
    expect(last()).toEqual({
      current: 2,
      size: 10,
      shopName: '江苏',
      selfSupport: true,
      shopProvinceCode: '320000',
      shopCityCode: '320100',
      shopDistrictCode: '320102',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '城市' })).toHaveValue('320100'));
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });

  it.each([
    ['broken JSON', '/shopList?page=%7B%22current'],
    ['size 1000', shopUrl({ ...base, size: 1000 })],
    ['a district outside its city', shopUrl({ ...base, shopCityCode: '320100', shopDistrictCode: '110101' })],
  ])('falls back with a notice on %s', async (_, path) => {
    const { last } = setup(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_NOTICE);
    expect(await screen.findByText('钢贸1号店')).toBeInTheDocument();
    expect(last()).toMatchObject({ current: 1, size: 10 });
    expect(last().shopDistrictCode).toBeNull();
  });

  it('writes 经营方式, the region and the name into the URL', async () => {
    const user = userEvent.setup();
    const { location } = setup(shopUrl({ ...base, current: 3 }));
    await screen.findByText('钢贸1号店');
    await user.click(within(screen.getByRole('group', { name: '经营' })).getByRole('button', { name: '平台自营' }));
    expect(pageOf(location())).toEqual({ ...base, selfSupport: '1' });

    await user.selectOptions(screen.getByRole('combobox', { name: '省份' }), '江苏省');
    expect(query(location()).get('provinceCode')).toBe('320000');
    await user.selectOptions(
      screen.getByRole('combobox', { name: '城市' }),
      await screen.findByRole('option', { name: '南京市' }),
    );
    expect(pageOf(location())).toMatchObject({ shopCityCode: '320100', shopDistrictCode: '' });
    expect(query(location()).get('provinceCode')).toBeNull(); // the city's code says the province

    const name = screen.getByRole('searchbox', { name: '店铺名称' });
    await user.type(name, '钢贸{Enter}');
    expect(pageOf(location())).toEqual({ ...base, selfSupport: '1', shopCityCode: '320100', shopName: '钢贸' });
  });
});

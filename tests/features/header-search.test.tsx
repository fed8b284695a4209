// The header search builds the exact `page` JSON query of /moreGoods and /shopList.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../src/shared/routes';
import { fakeApi } from './fake-api';
import { homeRoutes } from './home-api';
import { renderApp } from './render';

const T = 1_767_225_600_000;
const pageOf = (url: string) => JSON.parse(new URLSearchParams(url.split('?')[1]).get('page')!);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search URLs', () => {
  it('encode the goods and shop page JSON exactly', () => {
    expect(routes.moreGoods.href({ productName: '螺纹钢', frombtn: 1, t: T })).toBe(
      `/moreGoods?page=${encodeURIComponent(`{"current":1,"size":40,"productName":"螺纹钢","supportType":"","frombtn":1,"t":${T}}`)}`,
    );
    expect(routes.shopList.href({ shopName: '钢贸', t: T })).toBe(
      `/shopList?page=${encodeURIComponent(
        `{"current":1,"size":10,"selfSupport":"","shopCityCode":"","shopDistrictCode":"","shopName":"钢贸","t":${T}}`,
      )}`,
    );
  });
});

describe('header search box', () => {
  it('searches goods with the 商品 tab and shops with the 店铺 tab', async () => {
    fakeApi(homeRoutes());
    const user = userEvent.setup();
    const { location } = renderApp(undefined, { path: '/jump?to=erp' });
    vi.spyOn(Date, 'now').mockReturnValue(T);
    const search = screen.getByRole('search', { name: '站内搜索' });

    expect(within(search).getByRole('tab', { name: '商品' })).toHaveAttribute('aria-selected', 'true');
    await user.type(within(search).getByRole('searchbox', { name: '搜索商品' }), '螺纹钢');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    expect(location().split('?')[0]).toBe('/moreGoods');
    expect(pageOf(location())).toEqual({ current: 1, size: 40, productName: '螺纹钢', supportType: '', frombtn: 1, t: T });

    await user.click(within(search).getByRole('tab', { name: '店铺' }));
    const shopBox = within(search).getByRole('searchbox', { name: '搜索店铺' });
    await user.clear(shopBox);
    await user.type(shopBox, '江苏钢贸{Enter}');
    expect(location().split('?')[0]).toBe('/shopList');
    expect(pageOf(location())).toEqual({
      current: 1,
      size: 10,
      selfSupport: '',
      shopCityCode: '',
      shopDistrictCode: '',
      shopName: '江苏钢贸',
      t: T,
    });
    // both words are remembered as recent searches, the newest first
    const recent = within(search).getAllByRole('button').filter((b) => ['螺纹钢', '江苏钢贸'].includes(b.textContent ?? ''));
    expect(recent.map((b) => b.textContent)).toEqual(['江苏钢贸', '螺纹钢']);
  });
});

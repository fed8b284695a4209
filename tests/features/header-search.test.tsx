// The header search builds the exact `page` JSON query of /moreGoods and /shopList, and
// suggests goods, categories and shops as a keyboard-navigable combobox.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { search as searchApi } from '../../src/api/search';
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
    await user.type(within(search).getByRole('combobox', { name: '搜索商品' }), '螺纹钢');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    expect(location().split('?')[0]).toBe('/moreGoods');
    expect(pageOf(location())).toEqual({
      current: 1,
      size: 40,
      productName: '螺纹钢',
      supportType: '',
      frombtn: 1,
      t: T,
    });

    await user.click(within(search).getByRole('tab', { name: '店铺' }));
    const shopBox = within(search).getByRole('combobox', { name: '搜索店铺' });
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
    const recent = within(search)
      .getAllByRole('button')
      .filter((b) => ['螺纹钢', '江苏钢贸'].includes(b.textContent ?? ''));
    expect(recent.map((b) => b.textContent)).toEqual(['江苏钢贸', '螺纹钢']);
  });
});

describe('search suggestions', () => {
  const suggestions = (u: URL) =>
    u.searchParams.get('q') === '钢筋'
      ? {
          goods: ['沙钢 螺纹钢 HRB400E Φ12mm×9m', '马钢 盘螺 HRB400E Φ8mm'],
          categories: [{ id: 3, name: '螺纹钢', path: '钢材 / 建筑钢材 / 螺纹钢' }],
          shops: [{ id: 7, name: '钢筋专营店' }],
        }
      : { goods: [], categories: [], shops: [] };

  it('lists goods, categories and shops as the user types; arrows move, Enter picks, Escape closes', async () => {
    const api = fakeApi({ ...homeRoutes(), [searchApi.suggest.path]: suggestions });
    const user = userEvent.setup();
    const { location } = renderApp(undefined, { path: '/jump?to=erp' });
    vi.spyOn(Date, 'now').mockReturnValue(T);
    const box = screen.getByRole('combobox', { name: '搜索商品' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, '钢筋');
    const list = await screen.findByRole('listbox', { name: '搜索建议' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '沙钢 螺纹钢 HRB400E Φ12mm×9m',
      '马钢 盘螺 HRB400E Φ8mm',
      '钢材 / 建筑钢材 / 螺纹钢',
      '钢筋专营店',
    ]);
    expect(within(list).getByRole('group', { name: '分类' })).toContainElement(options[2]);
    expect(
      api.requests().some((u) => u.pathname === searchApi.suggest.path && u.searchParams.get('q') === '钢筋'),
    ).toBe(true);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3].id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Down opens the list again on its first option; the category opens the goods search filtered by it.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', options[0].id));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location().split('?')[0]).toBe('/moreGoods');
    expect(new URLSearchParams(location().split('?')[1]).get('categoryId')).toBe('3');
  });

  it('searches a picked goods name like a typed one', async () => {
    fakeApi({ ...homeRoutes(), [searchApi.suggest.path]: suggestions });
    const user = userEvent.setup();
    const { location } = renderApp(undefined, { path: '/jump?to=erp' });
    vi.spyOn(Date, 'now').mockReturnValue(T);
    await user.type(screen.getByRole('combobox', { name: '搜索商品' }), '钢筋');
    const options = within(await screen.findByRole('listbox', { name: '搜索建议' })).getAllByRole('option');
    await user.click(options[0]);
    expect(pageOf(location())).toEqual({
      current: 1,
      size: 40,
      productName: '沙钢 螺纹钢 HRB400E Φ12mm×9m',
      supportType: '',
      frombtn: 1,
      t: T,
    });
  });
});

// /home shows the catalogue's data in every section, 暂无数据 for an empty list, and an error
// state for a failed one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { product } from '../../src/api/product';
import { share } from '../../src/api/share';
import { formatPrice } from '../../src/ui/price';
import { envelope, fakeApi } from './fake-api';
import { homeRoutes } from './home-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole('region', { name });

describe('price format', () => {
  it('is ¥ with thousands separators, two decimals and the unit', () => {
    expect(formatPrice(3450, '吨')).toBe('¥3,450.00/吨');
    expect(formatPrice(12.5)).toBe('¥12.50');
    expect(formatPrice(1234567.891, '米')).toBe('¥1,234,567.89/米');
  });
});

describe('/home', () => {
  it('redirects / to /home and renders every section from the catalogue', async () => {
    const api = fakeApi(homeRoutes());
    const { location } = renderApp(undefined, { path: '/' });
    expect(location()).toBe('/home');

    expect(await screen.findByRole('link', { name: '春季建材采购节01-1' })).toHaveAttribute('href', '/mallSelfIn');
    const categories = screen.getByRole('navigation', { name: '商品分类' });
    const steel = await within(categories).findByRole('link', { name: /^钢材/ });
    expect(steel).toHaveAttribute('href', expect.stringContaining('categoryId=1'));
    // A closed flyout is not in the page; focus opens it.
    expect(within(categories).queryByRole('link', { name: '螺纹钢' })).not.toBeInTheDocument();
    act(() => steel.focus());
    expect(within(categories).getByRole('link', { name: '螺纹钢' })).toBeInTheDocument();
    expect(steel).toHaveAttribute('aria-expanded', 'true');
    const recommend = section('推荐商品');
    expect(await within(recommend).findByText('沙钢 HRB400E 螺纹钢 Φ12')).toBeInTheDocument();
    expect(within(recommend).getByText('¥3,450.00/吨')).toBeInTheDocument();
    expect(await within(section('自营商品')).findByText('¥420.00/吨')).toBeInTheDocument();
    expect(
      await within(section('最新询价')).findByRole('link', { name: '采购C30商品混凝土 800立方米' }),
    ).toBeInTheDocument();
    const tenders = section('招标公告');
    expect(await within(tenders).findByText('某产业园一期钢结构工程招标公告')).toBeInTheDocument();
    expect(within(tenders).getByText('工程', { selector: 'li span' })).toBeInTheDocument(); // the type code shown by name
    expect(within(tenders).getByRole('button', { name: '货物' })).toHaveAttribute('aria-pressed', 'false');
    expect(await within(section('交易排行榜')).findByText('供应建材有限公司1')).toBeInTheDocument();
    expect(within(section('交易排行榜')).getByText('采购建材有限公司2')).toBeInTheDocument();
    expect(await within(section('成功案例')).findByText('地铁四号线集中采购')).toBeInTheDocument();
    expect(await within(section('行业资讯')).findByText('行业动态第1条：钢材价格小幅回升')).toBeInTheDocument();
    expect(await within(section('合作伙伴')).findByRole('img', { name: '合作单位3' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(await screen.findByText('平台公告第1条：钢材价格小幅回升')).toBeInTheDocument();
    // ad strips for the other banner positions
    expect(await screen.findByRole('link', { name: '推广位186-1' })).toBeInTheDocument();

    const sizes = Object.fromEntries(api.requests().map((u) => [u.pathname, u.searchParams.get('size')]));
    expect(sizes[share.inquiryHomeList.path]).toBe('8');
    expect(sizes[share.sellerRanking.path]).toBe('8');
    expect(sizes[product.recommend.path]).toBe('10');
    // every picture keeps its box; the first banner (the LCP image) loads eagerly with high
    // priority, every other picture lazily
    const banner = screen.getByRole('img', { name: '春季建材采购节01-1' });
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    for (const img of screen.getAllByRole('img')) {
      if (img !== banner) expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  }, 15000);

  it('shows 暂无数据 for an empty list and an error state for a failed one', async () => {
    fakeApi({
      ...homeRoutes(),
      [product.recommend.path]: [],
      [share.inquiryHomeList.path]: () => envelope(null, 500, 'boom'),
    });
    renderApp(undefined, { path: '/home' });
    expect(await within(section('推荐商品')).findByText('暂无数据')).toBeInTheDocument();
    const inquiries = section('最新询价');
    expect(await within(inquiries).findByRole('alert')).toHaveTextContent('加载失败：服务器错误!');
    expect(within(inquiries).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(await within(section('自营商品')).findByText('¥420.00/吨')).toBeInTheDocument();
  });

  it('greets a logged-in user by name in the top bar with 退出 instead of the login links', async () => {
    fakeApi(homeRoutes());
    renderApp(undefined, { path: '/home', username: '张经理' });
    expect(await screen.findByRole('button', { name: '退出' })).toBeInTheDocument();
    expect(screen.getAllByText('张经理').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '您好，请登录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '免费注册' })).not.toBeInTheDocument();
  });
});

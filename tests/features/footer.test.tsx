// The footer: five help columns (requests staggered 20 ms), hotline and hours, QR codes, lines.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadHelpColumns } from '../../src/app/layout/help-columns';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { renderApp } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('footer', () => {
  it('renders the five help columns with links into the help center, hotline, QR codes and lines', async () => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: '/jump' });
    const footer = screen.getByRole('contentinfo');
    for (const title of ['新手指南', '平台服务', '交易保障', '支付方式', '关于我们']) {
      expect(within(footer).getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
    }
    const link = await within(footer).findByRole('link', { name: '如何注册成为采购商' });
    expect(link).toHaveAttribute(
      'href',
      `/helpcenter/helpcenter?problemContent=${encodeURIComponent('如何注册成为采购商')}`,
    );
    const guide = within(footer).getByRole('region', { name: '新手指南' });
    expect(within(guide).getAllByRole('link')).toHaveLength(2);
    expect(within(within(footer).getByRole('region', { name: '关于我们' })).getByText('暂无数据')).toBeInTheDocument();
    expect(within(footer).getByText('400-8228-321')).toBeInTheDocument();
    expect(within(footer).getByText(/8:30-17:30/)).toBeInTheDocument();
    expect(await within(footer).findByRole('img', { name: '官方公众号二维码' })).toHaveAttribute('loading', 'lazy');
    expect(within(footer).getByRole('img', { name: '电商服务号二维码' })).toBeInTheDocument();
    expect(within(footer).getByText('ICP备案号：示例ICP备00000000号-1')).toBeInTheDocument();
    expect(within(footer).getByText('增值电信业务经营许可证：示例B2-00000000')).toBeInTheDocument();
  });

  it('starts the five category requests 20 ms apart', async () => {
    vi.useFakeTimers();
    const api = fakeApi(siteRoutes());
    const done = loadHelpColumns(new AbortController().signal);
    const categories = () => api.requests().map((u) => u.searchParams.get('categoryCode'));
    await vi.advanceTimersByTimeAsync(0);
    expect(categories()).toEqual(['beginner_guide']);
    await vi.advanceTimersByTimeAsync(19);
    expect(categories()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(categories()).toEqual(['beginner_guide', 'hzy_service']);
    await vi.advanceTimersByTimeAsync(60);
    expect(categories()).toEqual(['beginner_guide', 'hzy_service', 'transaction_security', 'pay_way', 'about_hzy']);
    const columns = await done;
    expect(columns.map((c) => c.items?.length)).toEqual([2, 0, 0, 1, 0]);
  });
});

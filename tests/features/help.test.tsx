// The help center reads problemContent (and category, page) from the URL and writes it back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cms } from '../../src/api/cms';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const helpRequests = (api: ReturnType<typeof fakeApi>) =>
  api.requests().filter((u) => u.pathname === cms.helpCenterList.path && !u.searchParams.get('size')?.match(/^5$/));
const query = (location: string) => new URLSearchParams(location.split('?')[1] ?? '');

describe('/helpcenter/helpcenter', () => {
  it('searches with the problemContent query and opens the matching answer', async () => {
    const api = fakeApi(siteRoutes());
    renderApp(undefined, { path: `/helpcenter/helpcenter?problemContent=${encodeURIComponent('如何注册成为采购商')}` });
    expect(await screen.findByRole('textbox', { name: '搜索问题' })).toHaveValue('如何注册成为采购商');
    expect(await screen.findByText('点击免费注册，填写手机号与验证码即可。')).toBeVisible();
    const sent = helpRequests(api).at(-1)!;
    expect(sent.searchParams.get('problemContent')).toBe('如何注册成为采购商');
    expect(sent.searchParams.get('current')).toBe('1');
  });

  it('writes the search words, category and page back into the URL', async () => {
    const api = fakeApi(siteRoutes());
    const user = userEvent.setup();
    const { location } = renderApp(undefined, { path: '/helpcenter/helpcenter' });
    expect(await screen.findByRole('button', { name: /支持哪些支付方式/ })).toBeInTheDocument();

    const form = screen.getByRole('search', { name: '搜索帮助' });
    await user.type(within(form).getByRole('textbox', { name: '搜索问题' }), '支付');
    await user.click(within(form).getByRole('button', { name: '搜索' }));
    expect(query(location()).get('problemContent')).toBe('支付');
    expect(await screen.findByText('共 1 个问题')).toBeInTheDocument();
    expect(helpRequests(api).at(-1)!.searchParams.get('problemContent')).toBe('支付');

    await user.click(screen.getByRole('tab', { name: '新手指南' }));
    expect(query(location()).get('categoryCode')).toBe('beginner_guide');
    expect(query(location()).get('problemContent')).toBe('支付');
    expect(await screen.findByText(/没有找到与“支付”相关的问题/)).toBeInTheDocument();
  });

  it('shows 暂无数据 when nothing matches', async () => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: '/helpcenter/helpcenter?categoryCode=about_hzy' });
    expect(await screen.findByRole('tab', { name: '关于我们' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('暂无数据', { selector: '[role=status]' })).toBeInTheDocument();
  });
});

// The header when logged in (spec section 2): company or nick name (无 when both are empty) to the
// user centre, the message link with the unread badge (99+ above 99), 退出 behind a confirm
// dialog, no 免费注册; company switching for members of several companies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '../../src/api/auth';
import { member } from '../../src/api/member';
import { unreadLabel } from '../../src/app/layout/AccountLinks';
import { businesses, fakeMemberApi, memberRoutes, renderMember, resetBrowser, userInfo } from './auth-render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const topBar = () => screen.getByRole('link', { name: '跳到主要内容' }).parentElement!;

describe('header when logged in', { timeout: 15000 }, () => {
  it('shows the company name to the user centre, 99+ unread, 退出 and no 免费注册', async () => {
    fakeMemberApi(memberRoutes({ [member.unreadCount.path]: { order: 60, system: 50 } }));
    renderMember('/jump', { member: { username: '李采购' } });
    const company = await screen.findByRole('link', { name: '上海恒信建材贸易有限公司' });
    expect(company).toHaveAttribute('href', '/jump?to=user-center');
    const messages = await screen.findByRole('link', { name: /^消息通知/ });
    expect(messages).toHaveAttribute('href', '/jump?to=message-center');
    await waitFor(() => expect(within(messages).getByText('99+')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '退出' })).toBeInTheDocument();
    expect(within(topBar()).queryByRole('link', { name: '免费注册' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '您好，请登录' })).not.toBeInTheDocument();
  });

  it('counts order plus system notices, up to 99', async () => {
    expect([0, 7, 99, 100, 250].map(unreadLabel)).toEqual(['0', '7', '99', '99+', '99+']);
    fakeMemberApi(memberRoutes({ [member.unreadCount.path]: { order: 3, system: 4 } }));
    renderMember('/jump', { member: { username: '李采购' } });
    expect(await screen.findByRole('link', { name: /^消息通知\s*7\s*条未读$/ })).toBeInTheDocument();
  });

  it('falls back to the nick name, then to 无', async () => {
    fakeMemberApi(memberRoutes({ [member.userInfo.path]: userInfo({ companyName: '', nickName: '' }) }));
    renderMember('/jump', { member: { username: '李采购' } });
    expect(await screen.findByRole('link', { name: '无' })).toHaveAttribute('href', '/jump?to=user-center');
  });

  it('退出 asks first: 取消 keeps the session, 确定退出 logs out and goes to the logout handler', async () => {
    const api = fakeMemberApi(memberRoutes());
    const user = userEvent.setup({ delay: null });
    const { effects } = renderMember('/jump', { member: { username: '李采购' } });
    await user.click(await screen.findByRole('button', { name: '退出' }));
    let dialog = await screen.findByRole('dialog', { name: '退出登录' });
    expect(within(dialog).getByText('确定要退出当前账号吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests().some((u) => u.pathname === auth.logout.path)).toBe(false);

    await user.click(screen.getByRole('button', { name: '退出' }));
    dialog = await screen.findByRole('dialog', { name: '退出登录' });
    await user.click(within(dialog).getByRole('button', { name: '确定退出' }));
    await waitFor(() => expect(effects.goToLogoutHandler).toHaveBeenCalledTimes(1));
    expect(api.requests().filter((u) => u.pathname === auth.logout.path)).toHaveLength(1);
    expect(localStorage.getItem('params')).toBeNull();
  });

  it('members of several companies switch from a menu with the current company checked', async () => {
    const api = fakeMemberApi(
      memberRoutes({ [member.businesses.path]: businesses, [member.switchCompany.path]: businesses[1] }),
    );
    const user = userEvent.setup({ delay: null });
    renderMember('/jump', { member: { username: '李采购' } });
    // (a disabled stand-in shows while the menu's code loads)
    await screen.findByRole('button', { name: /切换企业/ });
    await waitFor(() => expect(screen.getByRole('button', { name: /切换企业/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /切换企业/ }));
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitemradio');
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([
      ['上海恒信建材贸易有限公司（采购商）', 'true'],
      ['杭州鼎盛建筑工程有限公司（采购商）', 'false'],
    ]);
    await user.click(items[1]);
    await waitFor(() => expect(api.bodies(member.switchCompany.path)).toEqual([{ companyId: 3 }]));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('params') ?? '{}')).toMatchObject({ choseCom: '3' }));
  });

  it('members of one company see no switcher', async () => {
    fakeMemberApi(memberRoutes());
    renderMember('/jump', { member: { username: '李采购' } });
    await screen.findByRole('link', { name: '上海恒信建材贸易有限公司' });
    expect(screen.queryByRole('button', { name: /切换企业/ })).not.toBeInTheDocument();
  });
});

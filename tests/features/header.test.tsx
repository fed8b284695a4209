// The header's other parts: logged-out links, QR popup, logo variants, the mall nav panel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '../../src/api/system';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { siteConfig } from './fixtures';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('header', () => {
  it('shows the login and register links, hotline and both QR codes when logged out', async () => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: '/jump' });
    expect(await screen.findByRole('link', { name: '您好，请登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '400-8228-321' })).toBeInTheDocument();
    // The QR popup is not in the page until opened (focus, hover or Enter); Escape closes it.
    const trigger = screen.getByRole('button', { name: '关注我们' });
    expect(screen.queryByRole('group', { name: '扫码关注' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.hover(trigger);
    const qr = screen.getByRole('group', { name: '扫码关注' });
    expect(await within(qr).findByRole('img', { name: '官方公众号二维码' })).toHaveAttribute(
      'src',
      '/media/qr/official.svg',
    );
    expect(within(qr).getByRole('img', { name: '电商服务号二维码' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-controls', 'qr-popup');
    await user.unhover(trigger);
    expect(screen.queryByRole('group', { name: '扫码关注' })).not.toBeInTheDocument();
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: '扫码关注' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: '扫码关注' })).toBeInTheDocument();
  });

  it('the logo returns home, with the provincial variant when configured', async () => {
    fakeApi({ ...siteRoutes(), [system.siteConfig.path]: { ...siteConfig, logoVariant: 'provincial' } });
    renderApp(undefined, { path: '/jump' });
    const logo = await screen.findByRole('link', { name: /^省建筑业数字化平台.*首页$/ });
    expect(logo).toHaveAttribute('href', '/home');
    expect(logo).toHaveAttribute('data-variant', 'provincial');
  });

  it('opens the mall panel with the ground-material map card on hover and keyboard focus', async () => {
    fakeApi(siteRoutes());
    const user = userEvent.setup();
    renderApp(undefined, { path: '/jump' });
    const mall = screen.getByRole('link', { name: '商城直购' });
    expect(screen.queryByRole('region', { name: '商城直购' })).not.toBeInTheDocument();

    await user.hover(mall);
    const panel = await screen.findByRole('region', { name: '商城直购' });
    expect(within(panel).getByRole('link', { name: /地材地图/ })).toHaveAttribute('href', '/groundMaterialMap');
    await user.unhover(mall);
    await waitFor(() => expect(screen.queryByRole('region', { name: '商城直购' })).not.toBeInTheDocument());

    mall.focus();
    expect(await screen.findByRole('region', { name: '商城直购' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: '商城直购' })).not.toBeInTheDocument());
  });
});

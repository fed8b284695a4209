// /forget (reset by SMS code, then 去登录) and /login-back (the hand-off from another site:
// 正在跳转，请稍候, then the target; a failed hand-off offers the login page).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '../../src/api/auth';
import { member } from '../../src/api/member';
import { envelope } from './fake-api';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

describe('/forget', { timeout: 15000 }, () => {
  it('sends a forget code, resets the password and offers 去登录', async () => {
    const api = fakeMemberApi(memberRoutes({ [auth.sendCode.path]: null, [auth.updatePassword.path]: null }));
    const user = userEvent.setup({ delay: null });
    renderMember('/forget');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13800000001');
    await user.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新发送' })).toBeDisabled();
    expect(api.bodies(auth.sendCode.path)).toEqual([{ phone: '13800000001', templateId: 'forget' }]);

    await fill(user, screen.getByRole('textbox', { name: '短信验证码' }), '654321');
    await fill(user, screen.getByLabelText(/^新密码/), 'Newpass123');
    await fill(user, screen.getByLabelText(/^确认新密码/), 'Newpass123', true);

    expect(await screen.findByRole('heading', { name: '密码已重置' })).toBeInTheDocument();
    expect(api.bodies(auth.updatePassword.path)).toEqual([
      { phone: '13800000001', code: '654321', newPassword: 'Newpass123' },
    ]);
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('shows the refusal of a wrong code and stays on the form', async () => {
    fakeMemberApi(memberRoutes({ [auth.updatePassword.path]: () => envelope(null, 400, '验证码错误，还可尝试 4 次') }));
    const user = userEvent.setup({ delay: null });
    renderMember('/forget');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13800000001');
    await fill(user, screen.getByRole('textbox', { name: '短信验证码' }), '000000');
    await fill(user, screen.getByLabelText(/^新密码/), 'Newpass123');
    await fill(user, screen.getByLabelText(/^确认新密码/), 'Newpass123');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，还可尝试 4 次');
    expect(screen.queryByRole('heading', { name: '密码已重置' })).not.toBeInTheDocument();
  });
});

describe('/login-back', { timeout: 15000 }, () => {
  it('says it is redirecting, then drops the token from the address and goes to target', async () => {
    const api = fakeMemberApi(memberRoutes());
    const release = api.hold(member.userInfo.path);
    const { location } = renderMember('/login-back?token=abc&switchtocompanyid=2&target=%2Fhelpcenter%2Fhelpcenter');
    expect(await screen.findByRole('heading', { name: '正在跳转，请稍候' })).toBeInTheDocument();
    expect(location()).toContain('token=abc');

    release();
    await waitFor(() => expect(location()).toBe('/helpcenter/helpcenter'));
    expect(await screen.findByRole('link', { name: '上海恒信建材贸易有限公司' })).toBeInTheDocument();
  });

  it('without a token it fails at once and links to the login page', async () => {
    fakeMemberApi(memberRoutes());
    renderMember('/login-back');
    expect(await screen.findByRole('heading', { name: '登录状态同步失败' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新登录' })).toHaveAttribute('href', '/login');
  });

  it('a refused member call shows why', async () => {
    fakeMemberApi(memberRoutes({ [member.userInfo.path]: () => envelope(null, 403, '拒绝访问') }));
    renderMember('/login-back?token=abc&switchtocompanyid=2&target=%2Fhome');
    expect(await screen.findByRole('heading', { name: '登录状态同步失败' })).toBeInTheDocument();
    expect(screen.getByText('拒绝访问')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});

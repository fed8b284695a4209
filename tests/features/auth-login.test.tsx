// /login and /login-bak: both tabs, submitting through the login flow (tenant lookup, token),
// the tenant chooser for a phone in several companies, refusals, and the recordUrl return.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '../../src/api/auth';
import { envelope } from './fake-api';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser, tenants, token } from './auth-render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const phoneInput = () => screen.getByRole('textbox', { name: '手机号' });
// (the 密码登录 tab panel is labelled too)
const passwordInput = () => screen.getByLabelText(/^密码/, { selector: 'input' });

describe('/login', { timeout: 15000 }, () => {
  it('shows both tabs, the links to /forget and /register, and no main nav', async () => {
    fakeMemberApi(memberRoutes());
    renderMember('/login');
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/forget');
    expect(screen.getByRole('main').querySelector('a[href="/register"]')).toHaveTextContent('免费注册');
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^建采通.*首页$/ })).toHaveAttribute('href', '/home');
  });

  it('logs in by password with Enter through the flow and returns to recordUrl', async () => {
    const api = fakeMemberApi(
      memberRoutes({ [auth.tenantListByPhone.path]: tenants.slice(0, 1), [auth.token.path]: token() }),
    );
    const user = userEvent.setup({ delay: null });
    const { location } = renderMember('/login?recordUrl=%2Fhelpcenter%2Fhelpcenter%3FproblemContent%3Dabc');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13800000002');
    await fill(user, passwordInput(), 'Test1234', true);

    await waitFor(() => expect(location()).toBe('/helpcenter/helpcenter?problemContent=abc'));
    expect(api.bodies(auth.token.path)).toEqual([
      { grantType: 'password', phone: '13800000002', password: 'Test1234', tenantId: '100002' },
    ]);
    // the header of the page it returned to shows the member
    expect(await screen.findByRole('link', { name: '上海恒信建材贸易有限公司' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '免费注册' })).not.toBeInTheDocument();
  });

  it('the 验证码登录 tab sends a login code and submits the code', async () => {
    const api = fakeMemberApi(
      memberRoutes({
        [auth.sendCode.path]: null,
        [auth.tenantListByPhone.path]: tenants.slice(0, 1),
        [auth.token.path]: token(),
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { location } = renderMember('/login');
    await user.click(await screen.findByRole('tab', { name: '验证码登录' }));
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText(/^密码/, { selector: 'input' })).not.toBeInTheDocument();

    await fill(user, phoneInput(), '13800000002');
    await user.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新发送' })).toBeDisabled();
    expect(api.bodies(auth.sendCode.path)).toEqual([{ phone: '13800000002', templateId: 'login' }]);

    await fill(user, screen.getByRole('textbox', { name: '短信验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(api.bodies(auth.token.path)).toEqual([
      { grantType: 'sms_code', phone: '13800000002', code: '123456', tenantId: '100002' },
    ]);
  });

  it('asks which company when the phone belongs to several, and logs in for the chosen one', async () => {
    const api = fakeMemberApi(
      memberRoutes({ [auth.tenantListByPhone.path]: tenants, [auth.token.path]: token(tenants[1]) }),
    );
    const user = userEvent.setup({ delay: null });
    const { location } = renderMember('/login');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13800000002');
    await fill(user, passwordInput(), 'Test1234');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const dialog = await screen.findByRole('dialog', { name: '请选择登录的企业' });
    const choices = within(dialog).getAllByRole('button', { name: /有限公司$/ });
    expect(choices.map((b) => b.textContent)).toEqual(['上海恒信建材贸易有限公司', '杭州鼎盛建筑工程有限公司']);
    expect(api.bodies(auth.token.path)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '杭州鼎盛建筑工程有限公司' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(api.bodies(auth.token.path)[0]).toMatchObject({ phone: '13800000002', tenantId: '100003' });
  });

  it('closing the chooser goes back to the form without logging in', async () => {
    const api = fakeMemberApi(memberRoutes({ [auth.tenantListByPhone.path]: tenants }));
    const user = userEvent.setup({ delay: null });
    renderMember('/login');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13800000002');
    await fill(user, passwordInput(), 'Test1234', true);
    await screen.findByRole('dialog', { name: '请选择登录的企业' });
    await user.click(screen.getByRole('button', { name: '取消选择' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(api.bodies(auth.token.path)).toEqual([]);
  });

  it('shows the server refusal, and field hints before any request', async () => {
    const api = fakeMemberApi(
      memberRoutes({
        [auth.tenantListByPhone.path]: tenants.slice(0, 1),
        [auth.token.path]: () => envelope(null, 400, '手机号或密码错误'),
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderMember('/login');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(
      api.requests().some((u) => u.pathname === auth.token.path || u.pathname === auth.tenantListByPhone.path),
    ).toBe(false);

    await fill(user, phoneInput(), '13800000001');
    await fill(user, passwordInput(), 'Wrong1234', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号或密码错误');
  });

  it('/login-bak is the same form and flow in the classic frame', async () => {
    const api = fakeMemberApi(
      memberRoutes({ [auth.tenantListByPhone.path]: tenants.slice(0, 1), [auth.token.path]: token() }),
    );
    const user = userEvent.setup({ delay: null });
    const { location, container } = renderMember('/login-bak');
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    expect(container.querySelector('[data-variant="classic"]')).not.toBeNull();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeInTheDocument();
    await fill(user, phoneInput(), '13800000002');
    await fill(user, passwordInput(), 'Test1234', true);
    await waitFor(() => expect(location()).toBe('/home'));
    expect(api.bodies(auth.token.path)).toHaveLength(1);
  });
});

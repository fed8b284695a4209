// /register and /register-bak: the SMS button (registered-phone check, then a locked countdown),
// the agreement, and registering through the register flow.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, USER_AGREEMENT } from '../../src/api/auth';
import { member } from '../../src/api/member';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser, token } from './auth-render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const registerRoutes = (registered = false) =>
  memberRoutes({
    [member.getCode.path]: { code: registered ? 1 : 0, registered },
    [auth.sendCode.path]: null,
    [auth.tenantExist.path]: { exists: false },
    [auth.tenantRegister.path]: token(),
  });

describe('/register', { timeout: 15000 }, () => {
  it('checks the phone, sends a register code, and keeps the button disabled while counting', async () => {
    const api = fakeMemberApi(registerRoutes());
    const user = userEvent.setup({ delay: null });
    renderMember('/register');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13900000009');
    await user.click(screen.getByRole('button', { name: '发送验证码' }));

    const counting = await screen.findByRole('button', { name: '60s后重新发送' });
    expect(counting).toBeDisabled();
    expect(api.bodies(member.getCode.path)).toEqual([{ phoneNumber: '13900000009' }]);
    expect(api.bodies(auth.sendCode.path)).toEqual([{ phone: '13900000009', templateId: 'register' }]);
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    // one second later it still counts, and a click sends nothing
    expect(await screen.findByRole('button', { name: '59s后重新发送' }, { timeout: 2500 })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '59s后重新发送' }));
    expect(api.bodies(auth.sendCode.path)).toHaveLength(1);
  });

  it('a registered phone gets the message and goes to the login page', async () => {
    const api = fakeMemberApi(registerRoutes(true));
    const user = userEvent.setup({ delay: null });
    const { location } = renderMember('/register');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13800000001');
    await user.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('该手机号已注册成功，请前往登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeDisabled();
    expect(api.bodies(auth.sendCode.path)).toEqual([]);
    await waitFor(() => expect(location()).toBe('/login'), { timeout: 3500 });
  });

  it('registers through the flow once the fields and the agreement are filled in', async () => {
    const api = fakeMemberApi(registerRoutes());
    const user = userEvent.setup({ delay: null });
    const { location } = renderMember('/register');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13900000009');
    await fill(user, screen.getByRole('textbox', { name: '短信验证码' }), '123456');
    await fill(user, screen.getByLabelText(/^登录密码/), 'Abcd1234');
    await fill(user, screen.getByLabelText(/^确认密码/), 'Abcd1235');
    await fill(user, screen.getByRole('textbox', { name: '企业名称' }), '苏州新材建设有限公司');
    await fill(user, screen.getByRole('textbox', { name: '昵称' }), '王工');
    await user.click(screen.getByRole('button', { name: '同意协议并注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意用户协议')).toBeInTheDocument();
    expect(api.bodies(auth.tenantRegister.path)).toEqual([]);
    // The first invalid field has the focus; the agreement box starts unticked and is marked invalid.
    expect(screen.getByLabelText(/^确认密码/)).toHaveFocus();
    const agree = screen.getByRole('checkbox', { name: /^我已阅读并同意\s*《用户协议》$/ });
    expect(agree).not.toBeChecked();
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAccessibleDescription('请阅读并同意用户协议');

    await user.clear(screen.getByLabelText(/^确认密码/));
    await fill(user, screen.getByLabelText(/^确认密码/), 'Abcd1234');
    // the agreement opens from its link; 我已阅读并同意 ticks the box
    await user.click(screen.getByRole('button', { name: '《用户协议》' }));
    const dialog = await screen.findByRole('dialog', { name: '用户协议' });
    await user.click(within(dialog).getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: /^我已阅读并同意\s*《用户协议》$/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '同意协议并注册' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(api.bodies(auth.tenantExist.path)).toEqual([{ companyName: '苏州新材建设有限公司' }]);
    expect(api.bodies(auth.tenantRegister.path)).toEqual([
      {
        phone: '13900000009',
        code: '123456',
        password: 'Abcd1234',
        companyName: '苏州新材建设有限公司',
        nickName: '王工',
        agreementVersion: USER_AGREEMENT.version,
      },
    ]);
  });

  it('shows the flow refusal for a taken company name (/register-bak, submitted with Enter)', async () => {
    fakeMemberApi({ ...registerRoutes(), [auth.tenantExist.path]: { exists: true } });
    const user = userEvent.setup({ delay: null });
    renderMember('/register-bak');
    await fill(user, await screen.findByRole('textbox', { name: '手机号' }), '13900000009');
    await fill(user, screen.getByRole('textbox', { name: '短信验证码' }), '123456');
    await fill(user, screen.getByLabelText(/^登录密码/), 'Abcd1234');
    await fill(user, screen.getByLabelText(/^确认密码/), 'Abcd1234');
    await user.click(screen.getByRole('checkbox', { name: /^我已阅读并同意\s*《用户协议》$/ }));
    // Enter in a field submits
    await fill(user, screen.getByRole('textbox', { name: '企业名称' }), '上海恒信建材贸易有限公司', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('该企业名称已注册，请联系企业管理员邀请加入');
  });

  it('/register-bak is the same form in the classic frame', async () => {
    fakeMemberApi(registerRoutes());
    const { container } = renderMember('/register-bak');
    expect(await screen.findByRole('heading', { name: '企业会员注册' })).toBeInTheDocument();
    expect(container.querySelector('[data-variant="classic"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '已有账号？去登录' })).toHaveAttribute('href', '/login-bak');
  });
});

// The graphs of the member machines (login sync / session, SMS button, login, register, forgotten
// password, login-back) with the samples their path tests need: every probe branch, every call
// answering and failing, valid and invalid forms.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { forgetMachine, type ForgetContext } from '../../machines/forget.machine';
import { loginBackMachine, type LoginBackContext } from '../../machines/login-back.machine';
import { loginMachine, type LoginContext } from '../../machines/login.machine';
import { registerMachine, type RegisterContext } from '../../machines/register.machine';
import { sessionMachine, type SessionContext } from '../../machines/session.machine';
import { smsButtonMachine } from '../../machines/sms-button.machine';
import { companies, PHONE, probes, tenants, tokenResult, userInfo } from './member-fixtures';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: new Error(message),
});

const topLevel = (s: AnyMachineSnapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]);

const session: PathSpec = {
  name: 'session',
  machine: sessionMachine,
  events: [
    ...Object.values(probes).map((p) => done('readLogin', p)),
    failed('readLogin', 'cookies blocked'),
    done('scLogout', null),
    failed('scLogout'),
    { type: 'session.check' },
    { type: 'login.succeeded', result: tokenResult },
    done('loadUnread', { order: 3, system: 120 }),
    failed('loadUnread'),
    done('loadMember', { userInfo, companies }),
    failed('loadMember'),
    { type: 'company.switch', companyId: 1002 },
    { type: 'unread.refresh' },
    done('reloadUnread', { order: 0, system: 119 }),
    failed('reloadUnread'),
    done('switchCompany', companies[1]),
    failed('switchCompany', '您不是该企业的成员'),
    { type: 'logout.request' },
    { type: 'logout.confirm' },
    { type: 'logout.cancel' },
    done('logout', null),
    failed('logout'),
    done('recheck', probes.synced),
    done('recheck', probes.paramsOnly),
    done('recheck', probes.none),
    failed('recheck', 'cookies blocked'),
  ],
  // login.succeeded is taken from anywhere (one transition): from loggedOut is enough. The
  // logged-in regions (profile loading, logout dialog, tab re-check) run side by side; here one
  // moves at a time, from a settled profile, so the graph stays small (the unit tests mix them).
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) => {
    if (e.type === 'login.succeeded') return s.matches('loggedOut');
    if (!s.matches('loggedIn')) return true;
    const idle = (region: 'logout' | 'watch') => s.matches({ loggedIn: { [region]: 'idle' } });
    const ready = s.matches({ loggedIn: { profile: 'ready' } });
    if (/^logout\.|\.logout$/.test(e.type)) return ready && idle('watch');
    if (e.type === 'session.check' || e.type.endsWith('.recheck')) return ready && idle('logout');
    return idle('logout') && idle('watch');
  },
  context: (c: SessionContext) => ({
    company: c.params?.choseCom ?? null,
    username: c.username,
    unread: c.unread,
    member: c.userInfo?.companyId ?? null,
    companies: c.companies.length,
    switchTo: c.switchTo,
  }),
  simpleState: topLevel,
};

const smsButton: PathSpec = {
  name: 'smsButton',
  machine: smsButtonMachine,
  // A 3 s countdown: the 60 s one is the unit tests'.
  inputs: [
    { purpose: 'login', seconds: 3 },
    { purpose: 'register', seconds: 3 },
    { purpose: 'finance', seconds: 3 },
  ],
  events: [
    { type: 'sms.send', phone: '1380013' },
    { type: 'sms.send', phone: PHONE },
    { type: 'sms.send', phone: PHONE, captcha: { code: 'a7k2', key: 'cap-1' } },
    done('checkRegistered', true),
    done('checkRegistered', false),
    failed('checkRegistered'),
    done('sendCode', null),
    failed('sendCode', '发送过于频繁，请稍后再试'),
  ],
};

const login: PathSpec = {
  name: 'login',
  machine: loginMachine,
  input: { recordUrl: '/buyCar' },
  events: [
    { type: 'login.setTab', tab: 'sms_code' },
    { type: 'login.submit', grantType: 'password', phone: '1380013', password: 'x' },
    { type: 'login.submit', grantType: 'password', phone: PHONE, password: 'Secret123' },
    done('tenantsByPhone', []),
    done('tenantsByPhone', tenants.slice(0, 1)),
    done('tenantsByPhone', tenants),
    failed('tenantsByPhone'),
    { type: 'login.chooseTenant', tenantId: tenants[1].tenantId },
    { type: 'login.cancelChoice' },
    done('token', tokenResult),
    failed('token', '手机号或密码错误'),
  ],
  context: (c: LoginContext) => ({ tab: c.tab, error: c.error, tenantId: c.tenantId, tenants: c.tenants.length }),
};

const validRegistration = {
  phone: PHONE,
  code: '123456',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  companyName: '华东建材有限公司',
  agreed: true,
};

const register: PathSpec = {
  name: 'register',
  machine: registerMachine,
  events: [
    { type: 'register.submit', ...validRegistration, confirmPassword: 'Secret124' },
    { type: 'register.submit', ...validRegistration },
    done('companyExists', true),
    done('companyExists', false),
    failed('companyExists'),
    done('registerTenant', tokenResult),
    failed('registerTenant', '验证码错误'),
  ],
  context: (c: RegisterContext) => ({ error: c.error }),
};

const forget: PathSpec = {
  name: 'forget',
  machine: forgetMachine,
  events: [
    { type: 'forget.submit', phone: PHONE, code: '12345', newPassword: 'Secret123', confirmPassword: 'Secret123' },
    { type: 'forget.submit', phone: PHONE, code: '123456', newPassword: 'Secret123', confirmPassword: 'Secret123' },
    done('resetPassword', null),
    failed('resetPassword', '验证码已失效'),
  ],
  context: (c: ForgetContext) => ({ error: c.error }),
};

const loginBack: PathSpec = {
  name: 'loginBack',
  machine: loginBackMachine,
  inputs: [
    { token: 'tok-1', switchtocompanyid: '1001', target: '/buyCar' },
    { token: '', switchtocompanyid: '', target: '' },
  ],
  events: [
    done('siteReady', null),
    failed('siteReady'),
    done('loadUserInfo', userInfo),
    failed('loadUserInfo', '登录已失效，请重新登录'),
  ],
  context: (c: LoginBackContext) => ({ error: c.error, member: c.userInfo?.companyId ?? null }),
};

export const memberPathSpecs = { session, smsButton, login, register, forget, loginBack };

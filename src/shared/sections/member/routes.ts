// The member pages in the auth frame: login (and its older variant), registration, the
// forgotten password, and the login-back landing of a login on another host.
import { route } from '../../route-kit';

export const memberRoutes = {
  login: route({
    path: '/login',
    page: 'features/auth/LoginPage',
    flows: ['login', 'smsButton'],
    prefetch: true,
    title: '登录',
    frame: 'auth',
    href: (path) => (recordUrl?: string) => (recordUrl ? `${path}?recordUrl=${encodeURIComponent(recordUrl)}` : path),
  }),
  loginBak: route({
    path: '/login-bak',
    page: 'features/auth/LoginBakPage',
    flows: ['login', 'smsButton'],
    title: '登录',
    frame: 'auth',
  }),
  register: route({
    path: '/register',
    page: 'features/auth/RegisterPage',
    flows: ['register', 'smsButton'],
    title: '免费注册',
    frame: 'auth',
  }),
  registerBak: route({
    path: '/register-bak',
    page: 'features/auth/RegisterBakPage',
    flows: ['register', 'smsButton'],
    title: '免费注册',
    frame: 'auth',
  }),
  forget: route({
    path: '/forget',
    page: 'features/auth/ForgetPage',
    flows: ['forget', 'smsButton'],
    title: '找回密码',
    frame: 'auth',
  }),
  loginBack: route({
    path: '/login-back',
    page: 'features/auth/LoginBackPage',
    flows: ['loginBack'],
    title: '正在登录',
    frame: 'auth',
  }),
};

// The member pages in the auth frame: login (and its older variant), registration, the
// forgotten password, and the login-back landing of a login on another host.
import { pagePaths } from '../../../api/paths';
import { route } from '../../route-kit';

export const memberRoutes = {
  login: route({
    path: pagePaths.login,
    page: 'features/auth/LoginPage',
    flows: ['login', 'smsButton'],
    prefetch: true,
    title: '登录',
    frame: 'auth',
    href: (recordUrl?: string) => (recordUrl ? `${pagePaths.login}?recordUrl=${encodeURIComponent(recordUrl)}` : pagePaths.login),
  }),
  loginBak: route({ path: pagePaths.loginBak, page: 'features/auth/LoginBakPage', flows: ['login', 'smsButton'], title: '登录', frame: 'auth' }),
  register: route({ path: pagePaths.register, page: 'features/auth/RegisterPage', flows: ['register', 'smsButton'], title: '免费注册', frame: 'auth' }),
  registerBak: route({ path: pagePaths.registerBak, page: 'features/auth/RegisterBakPage', flows: ['register', 'smsButton'], title: '免费注册', frame: 'auth' }),
  forget: route({ path: pagePaths.forget, page: 'features/auth/ForgetPage', flows: ['forget', 'smsButton'], title: '找回密码', frame: 'auth' }),
  loginBack: route({ path: pagePaths.loginBack, page: 'features/auth/LoginBackPage', flows: ['loginBack'], title: '正在登录', frame: 'auth' }),
};

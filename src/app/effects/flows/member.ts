// The member page flows with their browser implementations (the auth and member calls through
// call(), silent: forms show their own errors). A chunk of its own, loaded with a flow's machine
// when a view first needs the flow (createAppLogic in ../effects.ts).
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { auth } from '../../../api/auth';
import { member } from '../../../api/member';
import { call } from '../../../client/http';
import { COOKIE } from '../../../client/session-headers';
import * as browser from '../browser';
import { common } from '../member';
import { loadSiteConfig } from '../site';

export const effects = {
  smsButton: flows.smsButton.provide({
    actors: {
      checkRegistered: fromPromise(async ({ input, signal }) => {
        const r = await call(member.getCode, { phoneNumber: input.phone }, { signal, silent: true });
        return r.code === 1;
      }),
      // The finance apply form's own send call (captcha key) arrives with the finance section.
      sendCode: fromPromise(({ input, signal }) =>
        call(
          auth.sendCode,
          { phone: input.phone, templateId: input.purpose, code: input.captcha?.code },
          { signal, silent: true },
        ),
      ),
    },
    actions: { notify: common.notify, navigate: common.navigate },
  }),
  login: flows.login.provide({
    actors: {
      tenantsByPhone: fromPromise(({ input, signal }) =>
        call(auth.tenantListByPhone, { phone: input.phone }, { signal, silent: true }),
      ),
      token: fromPromise(({ input: { grantType, phone, password, code, tenantId }, signal }) =>
        call(
          auth.token,
          grantType === 'password' ? { grantType, phone, password, tenantId } : { grantType, phone, code, tenantId },
          { signal, silent: true },
        ),
      ),
    },
    actions: { navigate: common.navigate },
  }),
  register: flows.register.provide({
    actors: {
      companyExists: fromPromise(async ({ input, signal }) => {
        const r = await call(auth.tenantExist, { companyName: input.companyName }, { signal, silent: true });
        return r.exists;
      }),
      registerTenant: fromPromise(({ input, signal }) => call(auth.tenantRegister, input, { signal, silent: true })),
    },
    actions: { navigate: common.navigate },
  }),
  forget: flows.forget.provide({
    actors: {
      resetPassword: fromPromise(({ input, signal }) => call(auth.updatePassword, input, { signal, silent: true })),
    },
  }),
  loginBack: flows.loginBack.provide({
    actors: {
      siteReady: fromPromise<unknown>(() => loadSiteConfig()),
      loadUserInfo: fromPromise(({ signal }) => call(member.userInfo, {}, { signal, silent: true })),
    },
    actions: {
      ...common,
      setTokenCookie: (_, { token }) => browser.setCookie(COOKIE.token, token),
      replaceUrl: (_, { url }) => browser.replaceUrl(url),
    },
  }),
};

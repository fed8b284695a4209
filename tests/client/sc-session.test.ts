// The sc login in the browser keeps no token a script could read: storing a login writes only
// the role cookie (the server sets the token as an HttpOnly cookie), sc calls carry no Sc-Auth
// header (the cookie goes by itself), and forgetting the login drops the role cookie.
import Cookies from 'js-cookie';
import { afterEach, expect, it } from 'vitest';
import { clearScSession, scCallOptions, scSession, storeScSession } from '../../src/shared/sections/sc/session';
import { scToken } from '../machines/sc-path-specs';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

it('stores the acting role only, never the token, and sends no token header', () => {
  const login = scToken('supplier');
  storeScSession(login);
  expect(document.cookie).toBe('sc_role=supplier');
  expect(document.cookie).not.toContain(login.accessToken);
  expect(scSession()).toBe('supplier');
  expect(scCallOptions({ silent: true })).toEqual({ silent: true, ownSession: true });
  clearScSession();
  expect(scSession()).toBeUndefined();
  expect(document.cookie).toBe('');
});

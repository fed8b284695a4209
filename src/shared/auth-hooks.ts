// The member flows for views: each hook runs its page flow (useFlow) while the view is mounted and
// reads narrow slices of it; views render these values and call the functions, nothing more.
import { useCallback, useEffect, useId, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { Tenant } from '../api/auth';
import type { SmsPurpose } from '../api/validation';
import type { ForgetForm, LoginForm, LoginTab, RegisterForm } from '../../machines/member-forms';
import { smsButtonLabel, type Captcha } from '../../machines/sms-button.machine';
import { AppActor, useFlow, useSession } from './actor';
import { memberRoutes } from './sections/member/routes';

export { useSession } from './actor';
export type { ForgetForm, LoginForm, LoginTab, RegisterForm } from '../../machines/member-forms';

export interface SessionActions {
  requestLogout(): void;
  confirmLogout(): void;
  cancelLogout(): void;
  switchCompany(companyId: number): void;
  /** Re-read the stored login (connectBrowser does it on focus and storage changes). */
  check(): void;
}

export function useSessionActions(): SessionActions {
  const session = AppActor.useSelector((s) => s.children.session);
  return useMemo(
    () => ({
      requestLogout: () => session?.send({ type: 'logout.request' }),
      confirmLogout: () => session?.send({ type: 'logout.confirm' }),
      cancelLogout: () => session?.send({ type: 'logout.cancel' }),
      switchCompany: (companyId: number) => session?.send({ type: 'company.switch', companyId }),
      check: () => session?.send({ type: 'session.check' }),
    }),
    [session],
  );
}

/** A flow id unique to the calling component (two SMS buttons on one page each get their own). */
function useFlowId(key: string): string {
  return `${key}${useId()}`;
}

export interface SmsButtonView {
  label: string;
  disabled: boolean;
  counting: boolean;
  send(phone: string, captcha?: Captcha): void;
}

export function useSmsButton(purpose: SmsPurpose): SmsButtonView {
  const [flow, toFlow] = useFlow('smsButton', useFlowId('smsButton'), { purpose });
  const counting = useSelector(flow, (s) => s?.hasTag('counting') ?? false);
  const seconds = useSelector(flow, (s) => s?.context.seconds ?? 0);
  // Only idle takes sms.send (checking, sending, the registered notice and counting do not).
  const disabled = useSelector(flow, (s) => !s?.can({ type: 'sms.send', phone: '' }));
  const send = useCallback(
    (phone: string, captcha?: Captcha) => toFlow({ type: 'sms.send', phone, captcha }),
    [toFlow],
  );
  return { label: smsButtonLabel(counting, seconds), disabled, counting, send };
}

export interface LoginFlowView {
  tab: LoginTab;
  setTab(tab: LoginTab): void;
  submitting: boolean;
  error: string;
  /** The companies of the phone while choosing one. */
  tenants: Tenant[];
  choosingTenant: boolean;
  submit(form: LoginForm): void;
  chooseTenant(tenantId: string): void;
  cancelChoice(): void;
}

const NO_TENANTS: Tenant[] = [];

export function useLoginFlow(recordUrl?: string): LoginFlowView {
  const [flow, toFlow] = useFlow('login', useFlowId('login'), { recordUrl });
  const tab = useSelector(flow, (s) => s?.context.tab ?? 'password');
  const submitting = useSelector(flow, (s) => s?.hasTag('submitting') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const tenants = useSelector(flow, (s) => s?.context.tenants ?? NO_TENANTS);
  const choosingTenant = useSelector(flow, (s) => s?.hasTag('choosingTenant') ?? false);
  const actions = useMemo(
    () => ({
      setTab: (t: LoginTab) => toFlow({ type: 'login.setTab', tab: t }),
      submit: (form: LoginForm) => toFlow({ type: 'login.submit', ...form }),
      chooseTenant: (tenantId: string) => toFlow({ type: 'login.chooseTenant', tenantId }),
      cancelChoice: () => toFlow({ type: 'login.cancelChoice' }),
    }),
    [toFlow],
  );
  return { tab, submitting, error, tenants, choosingTenant, ...actions };
}

export interface RegisterFlowView {
  submitting: boolean;
  error: string;
  submit(form: RegisterForm): void;
}

export function useRegisterFlow(): RegisterFlowView {
  const [flow, toFlow] = useFlow('register', useFlowId('register'));
  const submitting = useSelector(flow, (s) => s?.hasTag('submitting') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const submit = useCallback((form: RegisterForm) => toFlow({ type: 'register.submit', ...form }), [toFlow]);
  return { submitting, error, submit };
}

export interface ForgetFlowView {
  submitting: boolean;
  /** The password was changed: the view offers 去登录. */
  done: boolean;
  error: string;
  submit(form: ForgetForm): void;
}

export function useForgetFlow(): ForgetFlowView {
  const [flow, toFlow] = useFlow('forget', useFlowId('forget'));
  const submitting = useSelector(flow, (s) => s?.hasTag('submitting') ?? false);
  const done = useSelector(flow, (s) => s?.hasTag('done') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const submit = useCallback((form: ForgetForm) => toFlow({ type: 'forget.submit', ...form }), [toFlow]);
  return { submitting, done, error, submit };
}

export interface LoginBackView {
  failed: boolean;
  /** Why, when failed; the view links to /login. */
  error: string;
}

export function useLoginBack(params: { token: string; switchtocompanyid: string; target: string }): LoginBackView {
  const [flow] = useFlow('loginBack', useFlowId('loginBack'), params);
  const failed = useSelector(flow, (s) => s?.hasTag('failed') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  return { failed, error };
}

/**
 * Guards a members-only action: logged in, runs it and returns true; logged out, goes to /login
 * with this page as recordUrl (login comes back to it) and returns false. While the session is
 * still being checked nothing happens (false): a logged-in member is not sent to login.
 */
export function useRequireLogin(): (action?: () => void) => boolean {
  const { loggedIn, checking } = useSession();
  const [path, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (action?: () => void) => {
      if (loggedIn) {
        action?.();
        return true;
      }
      if (!checking) navigate(memberRoutes.login.href(search ? `${path}?${search}` : path));
      return false;
    },
    [loggedIn, checking, path, search, navigate],
  );
}

/**
 * A member-only page (cart, publish, desks): a visitor is sent to /login with this page as
 * recordUrl, replacing this entry so Back does not bounce into login; login returns here.
 * True once the member is known.
 */
export function useMemberGate(): boolean {
  const { loggedIn, checking } = useSession();
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!checking && !loggedIn)
      navigate(memberRoutes.login.href(search ? `${path}?${search}` : path), { replace: true });
  }, [checking, loggedIn, path, search, navigate]);
  return loggedIn;
}

/**
 * A detail the server render fetched as a visitor's (contact masked) is fetched again once the
 * member is known (back from login, or the session restored after the first paint).
 */
export function useRefetchForMember(masked: boolean | undefined, refetch: () => unknown): void {
  const { loggedIn } = useSession();
  useEffect(() => {
    if (loggedIn && masked) void refetch();
  }, [loggedIn, masked, refetch]);
}

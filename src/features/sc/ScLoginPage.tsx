// /sc-login: the sc site's own login (not the main site's): 采购商 or 供应商, phone and password.
// `?redirect=` brings the member back to the sc page they came from (only an sc page).
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { sc } from '../../api/sc';
import { SC_ROLES, SC_ROLE_NAMES, type ScRole } from '../../api/sc-dicts';
import { PHONE_MSG, PHONE_RE } from '../../api/validation';
import { PASSWORD_REQUIRED_MSG } from '../../../machines/member-forms';
import { call } from '../../client/http';
import { scRoutes } from '../../shared/sections/sc/routes';
import { storeScSession } from '../../shared/sections/sc/session';
import { FormAnnouncer, showServerErrors, useFormSubmit } from '../../ui/form';
import { ScFrame } from './common/ScFrame';
import classes from './auth/auth.module.css';

/** Only the sc site's own pages are places to come back to. */
const backTo = (redirect: string | null) =>
  redirect && /^\/sc(\/|\?|$)/.test(redirect) && !redirect.startsWith('//') ? redirect : scRoutes.scHome.href();

export default function ScLoginPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const client = useQueryClient();
  // No role chosen: the server picks the account's (purchaser first when it holds both).
  const [role, setRole] = useState<ScRole | null>(null);
  const form = useForm({
    initialValues: { phone: '', password: '' },
    validate: {
      phone: (v) => (PHONE_RE.test(v.trim()) ? null : PHONE_MSG),
      password: (v) => (v ? null : PASSWORD_REQUIRED_MSG),
    },
  });
  const login = useMutation({
    mutationFn: ({ phone, password }: typeof form.values) =>
      call(sc.login, { phone: phone.trim(), password, ...(role ? { role } : {}) }, { silent: true }),
    onSuccess: (result) => {
      storeScSession(result);
      client.removeQueries({ queryKey: ['sc-member'] });
      navigate(backTo(new URLSearchParams(search).get('redirect')), { replace: true });
    },
    // A 400 naming fields puts each message at its field (focused); any other refusal is the alert.
    onError: (e) => showServerErrors(form, e),
  });
  const { onSubmit, announcement } = useFormSubmit(form, (values) => login.mutate(values));
  return (
    <ScFrame minimal>
      <div className={classes.card}>
        <h1>登录招标采购平台</h1>
        <form className={classes.form} onSubmit={onSubmit} noValidate>
          <div role="group" aria-label="以哪个身份登录（可不选）" className={classes.roles}>
            {SC_ROLES.map((r) => (
              <button
                key={r}
                type="button"
                className={classes.role}
                aria-pressed={role === r}
                onClick={() => setRole(role === r ? null : r)}
              >
                <strong>{SC_ROLE_NAMES[r]}</strong>
              </button>
            ))}
          </div>
          <TextInput
            label="手机号"
            required
            inputMode="tel"
            autoComplete="username"
            maxLength={12}
            {...form.getInputProps('phone')}
          />
          <PasswordInput
            label="密码"
            required
            autoComplete="current-password"
            maxLength={64}
            {...form.getInputProps('password')}
          />
          {login.error && !Object.keys(form.errors).length && (
            <div role="alert" className={classes.error}>
              {login.error.message}
            </div>
          )}
          <FormAnnouncer text={announcement} />
          <Button type="submit" loading={login.isPending}>
            登录
          </Button>
          <div className={classes.links}>
            <Link href={scRoutes.scForget.href()}>忘记密码</Link>
            <Link href={scRoutes.scRegister.href()}>没有账号？免费注册</Link>
          </div>
        </form>
      </div>
    </ScFrame>
  );
}

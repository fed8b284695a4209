// /sc-login: the sc site's own login (not the main site's): 采购商 or 供应商, phone and password.
// `?redirect=` brings the member back to the sc page they came from (only an sc page).
import { useState, type FormEvent } from 'react';
import '../../ui/mantine-components';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { sc } from '../../api/sc';
import { SC_ROLES, SC_ROLE_NAMES, type ScRole } from '../../api/sc-dicts';
import { PHONE_MSG, PHONE_RE } from '../../api/validation';
import { call } from '../../client/http';
import { scRoutes } from '../../shared/sections/sc/routes';
import { storeScSession } from '../../shared/sections/sc/session';
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
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const login = useMutation({
    mutationFn: () => call(sc.login, { phone: phone.trim(), password, ...(role ? { role } : {}) }, { silent: true }),
    onSuccess: (result) => {
      storeScSession(result);
      client.removeQueries({ queryKey: ['sc-member'] });
      navigate(backTo(new URLSearchParams(search).get('redirect')), { replace: true });
    },
    onError: (e: Error) => setProblem(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!PHONE_RE.test(phone.trim())) return setProblem(PHONE_MSG);
    if (!password) return setProblem('请输入密码');
    setProblem('');
    login.mutate();
  };
  return (
    <ScFrame minimal>
      <div className={classes.card}>
        <h1>登录招标采购平台</h1>
        <form className={classes.form} onSubmit={submit} noValidate>
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
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <PasswordInput
            label="密码"
            required
            autoComplete="current-password"
            maxLength={64}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {problem && (
            <div role="alert" className={classes.error}>
              {problem}
            </div>
          )}
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

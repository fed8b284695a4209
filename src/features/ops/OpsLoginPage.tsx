// /ops/login: the console's login in two steps (the opsLogin flow): account and password, then
// the authenticator's six-digit code. Operators only: a member's login is /login.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useFlow } from '../../shared/actor';
import classes from './common/ops.module.css';

export default function OpsLoginPage() {
  const [flow, send] = useFlow('opsLogin', 'opsLogin');
  const step = useSelector(flow, (s) => (s?.matches('credentials') === false ? 'code' : 'credentials'));
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.error : ''));
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  return (
    <main id="main" tabIndex={-1} className="page-column">
      <div className={`${classes.card} ${classes.loginCard}`}>
        <h1>运营后台登录</h1>
        {step === 'credentials' ? (
          <form
            className={classes.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'opsLogin.next', account, password });
            }}
          >
            <TextInput
              label="操作员账号"
              required
              autoComplete="username"
              maxLength={32}
              value={account}
              onChange={(e) => setAccount(e.currentTarget.value)}
            />
            <PasswordInput
              label="密码"
              required
              autoComplete="current-password"
              maxLength={64}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {error && (
              <div role="alert" className={classes.error}>
                {error}
              </div>
            )}
            <Button type="submit">下一步</Button>
          </form>
        ) : (
          <form
            className={classes.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'opsLogin.submit', code });
            }}
          >
            <TextInput
              label="动态口令"
              description="打开身份验证器，输入当前显示的 6 位数字"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            {error && (
              <div role="alert" className={classes.error}>
                {error}
              </div>
            )}
            <Button type="submit" loading={busy}>
              登录
            </Button>
            <Button variant="subtle" onClick={() => send({ type: 'opsLogin.back' })}>
              返回上一步
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}

// /sc-forget: the sc password reset, driven by the scForget flow: phone, SMS code, the new password
// twice → every sc session of the account ends → the sc login.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ScAccountStep } from '../../../machines/sc-forms';
import { SC_PAGES } from '../../api/sc-dicts';
import { useFlow } from '../../shared/actor';
import { SmsCodeButton } from '../../ui/SmsCodeButton';
import { ScFrame } from './common/ScFrame';
import { useSmsChild } from './auth/use-sms';
import classes from './auth/auth.module.css';

export default function ScForgetPage() {
  const [flow, send] = useFlow('scForget', 'scForget');
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.error : ''));
  const sms = useSmsChild(flow);
  const [s, setS] = useState<ScAccountStep>({ phone: '', code: '', password: '', confirmPassword: '' });
  const set = (patch: Partial<ScAccountStep>) => setS((v) => ({ ...v, ...patch }));
  return (
    <ScFrame minimal>
      <div className={classes.card}>
        <h1>找回密码</h1>
        <form
          className={classes.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'scForget.submit', ...s });
          }}
        >
          <TextInput
            label="手机号"
            required
            inputMode="tel"
            autoComplete="tel"
            maxLength={12}
            value={s.phone}
            onChange={(e) => set({ phone: e.currentTarget.value })}
          />
          <div className={classes.codeRow}>
            <TextInput
              label="短信验证码"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={s.code}
              onChange={(e) => set({ code: e.currentTarget.value })}
            />
            <SmsCodeButton {...sms} onSend={() => send({ type: 'scForget.sendCode', phone: s.phone.trim() })} />
          </div>
          <PasswordInput
            label="新密码"
            description="8-20 位，同时包含字母和数字"
            required
            autoComplete="new-password"
            maxLength={20}
            value={s.password}
            onChange={(e) => set({ password: e.currentTarget.value })}
          />
          <PasswordInput
            label="确认新密码"
            required
            autoComplete="new-password"
            maxLength={20}
            value={s.confirmPassword}
            onChange={(e) => set({ confirmPassword: e.currentTarget.value })}
          />
          {error && (
            <div role="alert" className={classes.error}>
              {error}
            </div>
          )}
          <Button type="submit" loading={busy}>
            重置密码
          </Button>
          <div className={classes.links}>
            <Link href={SC_PAGES.login}>返回登录</Link>
            <Link href={SC_PAGES.register}>免费注册</Link>
          </div>
        </form>
      </div>
    </ScFrame>
  );
}

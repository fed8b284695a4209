// /sc-forget: the sc password reset, driven by the scForget flow: phone, SMS code, the new password
// twice → every sc session of the account ends → the sc login.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ScAccountStep } from '../../../machines/sc-forms';
import { useFlow } from '../../shared/actor';
import { scRoutes } from '../../shared/sections/sc/routes';
import { ScFrame } from './common/ScFrame';
import { AccountFields, emptyAccount } from './auth/AccountFields';
import { useSmsChild } from './auth/use-sms';
import classes from './auth/auth.module.css';

export default function ScForgetPage() {
  const [flow, send] = useFlow('scForget', 'scForget');
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.error : ''));
  const sms = useSmsChild(flow);
  const [s, setS] = useState<ScAccountStep>(emptyAccount);
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
          <AccountFields
            value={s}
            set={set}
            sms={sms}
            onSend={(phone) => send({ type: 'scForget.sendCode', phone })}
            passwordLabel="新密码"
            confirmLabel="确认新密码"
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
            <Link href={scRoutes.scLogin.href()}>返回登录</Link>
            <Link href={scRoutes.scRegister.href()}>免费注册</Link>
          </div>
        </form>
      </div>
    </ScFrame>
  );
}

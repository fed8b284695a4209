// /sc-forget: the sc password reset, driven by the scForget flow: phone, SMS code, the new password
// twice → every sc session of the account ends → the sc login.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { accountPath, type ScAccountStep } from '../../../machines/sc-forms';
import { FormAnnouncer, useFlowRefusal } from '../../ui/form';
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
  // Each refusal at its field, focused and announced; the server's other answers as the alert.
  const [attempt, setAttempt] = useState(0);
  const refusal = useFlowRefusal(error, accountPath(error), attempt);
  return (
    <ScFrame minimal>
      <div className={classes.card}>
        <h1>找回密码</h1>
        <form
          ref={refusal.root}
          className={classes.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setAttempt((n) => n + 1);
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
            errorOf={refusal.errorOf}
          />
          {error && !refusal.atField && (
            <div role="alert" className={classes.error}>
              {error}
            </div>
          )}
          <FormAnnouncer text={refusal.announcement} />
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

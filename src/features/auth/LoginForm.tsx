// The login form: 密码登录 and 验证码登录 tabs over one phone field, the tenant chooser when the
// phone belongs to several companies, and the links to /forget and /register. Which tab is open,
// submitting, errors and where to go afterwards all live in the login flow (useLoginFlow).
import '../../ui/mantine-components';
import { lazy, Suspense, useEffect, useState } from 'react';
import { takeLoginNotice } from '../../client/drafts';
import { Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'wouter';
import { useLoginFlow, useSmsButton } from '../../shared/auth-hooks';
import { PasswordField, PhoneField, SmsCodeField } from './fields';
import { passwordHint, phoneHint, smsCodeHint } from './field-hints';
import { useFormSubmit } from '../../ui/form';
import { FormEnd } from './FormError';
import classes from './auth.module.css';
import { memberRoutes } from '../../shared/sections/member/routes';

// The chooser (a Modal with its focus trap, 27 KB) loads when a phone turns out to have several companies.
const TenantChooser = lazy(() => import('./TenantChooser').then((m) => ({ default: m.TenantChooser })));

type Tab = 'password' | 'sms_code';
const isTab = (v: string | null): v is Tab => v === 'password' || v === 'sms_code';

/** Why the user is here (a lapsed session whose draft is kept), read once after hydration. */
function useLoginNotice() {
  const [notice, setNotice] = useState('');
  useEffect(() => setNotice(takeLoginNotice()), []);
  return notice;
}

export function LoginForm({ recordUrl }: { recordUrl?: string }) {
  const flow = useLoginFlow(recordUrl);
  const notice = useLoginNotice();
  const sms = useSmsButton('login');
  const byPassword = flow.tab === 'password';
  const form = useForm({
    initialValues: { phone: '', password: '', code: '' },
    validate: {
      phone: phoneHint,
      password: (v) => (byPassword ? passwordHint(v) : null),
      code: (v) => (byPassword ? null : smsCodeHint(v)),
    },
  });
  const { onSubmit: submit, announcement } = useFormSubmit(form, ({ phone, password, code }) =>
    flow.submit(
      byPassword
        ? { grantType: 'password', phone: phone.trim(), password }
        : { grantType: 'sms_code', phone: phone.trim(), code: code.trim() },
    ),
  );

  return (
    <div className={classes.formBox}>
      <h1 className={classes.formTitle}>账号登录</h1>
      {notice && (
        <p role="status" className={classes.notice}>
          {notice}
        </p>
      )}
      <Tabs
        value={flow.tab}
        onChange={(v) => {
          if (!isTab(v)) return;
          form.clearErrors();
          flow.setTab(v);
        }}
        keepMounted={false}
      >
        <Tabs.List grow className={classes.tabs}>
          <Tabs.Tab value="password">密码登录</Tabs.Tab>
          <Tabs.Tab value="sms_code">验证码登录</Tabs.Tab>
        </Tabs.List>
        <form onSubmit={submit} noValidate className={classes.form}>
          <PhoneField autoComplete="username" {...form.getInputProps('phone')} />
          <Tabs.Panel value="password">
            <PasswordField
              label="密码"
              placeholder="请输入密码"
              autoComplete="current-password"
              maxLength={64}
              toggleLabel="显示或隐藏密码"
              {...form.getInputProps('password')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="sms_code">
            <SmsCodeField sms={sms} phone={form.values.phone} {...form.getInputProps('code')} />
          </Tabs.Panel>
          <FormEnd error={flow.error} announcement={announcement} busy={flow.submitting} label="登录" />
          <div className={classes.links}>
            <Link href={memberRoutes.forget.href()}>忘记密码</Link>
            <Link href={memberRoutes.register.href()}>免费注册</Link>
          </div>
        </form>
      </Tabs>
      {flow.choosingTenant && (
        <Suspense fallback={null}>
          <TenantChooser opened tenants={flow.tenants} onChoose={flow.chooseTenant} onCancel={flow.cancelChoice} />
        </Suspense>
      )}
    </div>
  );
}

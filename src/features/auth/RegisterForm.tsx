// The registration form: phone and SMS code (the register flow first checks that the phone is
// not registered yet), password twice, company, nick name, optional invite code, and the
// agreement. Checks beyond field hints, submitting and errors are the register flow's.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'wouter';
import { useRegisterFlow, useSmsButton } from '../../shared/auth-hooks';
import { AgreementDialog } from './AgreementDialog';
import { agreedHint, companyHint, confirmHint, newPasswordHint, phoneHint, smsCodeHint } from './field-hints';
import { PasswordPair, PhoneField, SmsCodeField } from './fields';
import { useFormSubmit, withInvalid } from '../../ui/form';
import { FormEnd } from './FormError';
import classes from './auth.module.css';
import { memberRoutes } from '../../shared/sections/member/routes';

const initialValues = {
  phone: '',
  code: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  nickName: '',
  inviteCode: '',
  agreed: false,
};

export function RegisterForm() {
  const flow = useRegisterFlow();
  const sms = useSmsButton('register');
  const [agreementOpen, setAgreementOpen] = useState(false);
  const form = useForm({
    initialValues,
    validate: {
      phone: phoneHint,
      code: smsCodeHint,
      password: newPasswordHint,
      confirmPassword: (v, values) => confirmHint(v, values.password),
      companyName: companyHint,
      agreed: agreedHint,
    },
  });
  const { onSubmit: submit, announcement } = useFormSubmit(form, (v) =>
    flow.submit({
      ...v,
      phone: v.phone.trim(),
      code: v.code.trim(),
      companyName: v.companyName.trim(),
      nickName: v.nickName.trim() || undefined,
      inviteCode: v.inviteCode.trim() || undefined,
    }),
  );

  return (
    <div className={classes.formBox}>
      <h1 className={classes.formTitle}>企业会员注册</h1>
      <form onSubmit={submit} noValidate className={classes.form}>
        <PhoneField autoComplete="tel" {...form.getInputProps('phone')} />
        <SmsCodeField sms={sms} phone={form.values.phone} {...form.getInputProps('code')} />
        <PasswordPair
          kind="register"
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirmPassword')}
        />
        <TextInput
          label="企业名称"
          placeholder="请输入营业执照上的企业名称"
          autoComplete="organization"
          maxLength={60}
          withAsterisk
          {...form.getInputProps('companyName')}
        />
        <TextInput
          label="昵称"
          placeholder="选填"
          autoComplete="nickname"
          maxLength={30}
          {...form.getInputProps('nickName')}
        />
        <TextInput label="邀请码" placeholder="选填，没有可不填" maxLength={32} {...form.getInputProps('inviteCode')} />
        <Checkbox
          className={classes.agree}
          label={
            <>
              我已阅读并同意
              <button type="button" className={classes.inlineLink} onClick={() => setAgreementOpen(true)}>
                《用户协议》
              </button>
            </>
          }
          {...withInvalid(form.getInputProps('agreed', { type: 'checkbox' }))}
        />
        <FormEnd error={flow.error} announcement={announcement} busy={flow.submitting} label="同意协议并注册" />
        <p className={classes.links}>
          <span>
            已有账号？<Link href={memberRoutes.login.href()}>立即登录</Link>
          </span>
        </p>
      </form>
      <AgreementDialog
        opened={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => {
          form.setFieldValue('agreed', true);
          setAgreementOpen(false);
        }}
      />
    </div>
  );
}

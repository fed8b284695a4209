// Forgotten password: phone, SMS code, the new password twice. Once the forget flow is done
// the form gives way to the success note and 去登录.
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'wouter';
import { useForgetFlow, useSmsButton } from '../../shared/auth-hooks';
import { confirmHint, newPasswordHint, phoneHint, smsCodeHint } from './field-hints';
import { PasswordPair, PhoneField, SmsCodeField } from './fields';
import { useFormSubmit } from '../../ui/form';
import { FormEnd } from './FormError';
import classes from './auth.module.css';
import { memberRoutes } from '../../shared/sections/member/routes';

export function ForgetForm() {
  const flow = useForgetFlow();
  const sms = useSmsButton('forget');
  const form = useForm({
    initialValues: { phone: '', code: '', newPassword: '', confirmPassword: '' },
    validate: {
      phone: phoneHint,
      code: smsCodeHint,
      newPassword: newPasswordHint,
      confirmPassword: (v, values) => confirmHint(v, values.newPassword),
    },
  });
  const { onSubmit: submit, announcement } = useFormSubmit(form, (v) =>
    flow.submit({ ...v, phone: v.phone.trim(), code: v.code.trim() }),
  );

  if (flow.done) {
    return (
      <div className={classes.formBox} role="status">
        <div className={classes.doneMark} aria-hidden="true">
          ✓
        </div>
        <h1 className={classes.formTitle}>密码已重置</h1>
        <p className={classes.doneNote}>新密码已生效，其他设备上的登录已失效，请使用新密码重新登录。</p>
        <Button component={Link} href={memberRoutes.login.href()} fullWidth size="md">
          去登录
        </Button>
      </div>
    );
  }

  return (
    <div className={classes.formBox}>
      <h1 className={classes.formTitle}>找回密码</h1>
      <form onSubmit={submit} noValidate className={classes.form}>
        <PhoneField placeholder="请输入注册时使用的手机号" autoComplete="username" {...form.getInputProps('phone')} />
        <SmsCodeField sms={sms} phone={form.values.phone} {...form.getInputProps('code')} />
        <PasswordPair
          kind="reset"
          password={form.getInputProps('newPassword')}
          confirm={form.getInputProps('confirmPassword')}
        />
        <FormEnd error={flow.error} announcement={announcement} busy={flow.submitting} label="重置密码" />
        <p className={classes.links}>
          <Link href={memberRoutes.login.href()}>返回登录</Link>
          <Link href={memberRoutes.register.href()}>免费注册</Link>
        </p>
      </form>
    </div>
  );
}

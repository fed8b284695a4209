// The fields the login, register and forget forms share: phone, SMS code with its 发送验证码
// button, and passwords. Each takes the form's getInputProps(...) so the field hints stay wired
// by the form; only the wording that differs between the forms is a prop.
import '../../ui/mantine-components';
import { PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { SmsButtonView } from '../../shared/auth-hooks';
import { SmsCodeButton } from '../../ui/SmsCodeButton';
import classes from './auth.module.css';

interface PhoneFieldProps extends GetInputPropsReturnType {
  placeholder?: string;
  autoComplete: 'username' | 'tel';
}

export function PhoneField({ placeholder = '请输入11位手机号', ...props }: PhoneFieldProps) {
  return (
    <TextInput
      label="手机号"
      placeholder={placeholder}
      type="tel"
      inputMode="numeric"
      maxLength={12}
      withAsterisk
      {...props}
    />
  );
}

/** The code input and its button; the button sends the code to `phone`. */
export function SmsCodeField({
  sms,
  phone,
  ...props
}: GetInputPropsReturnType & { sms: SmsButtonView; phone: string }) {
  return (
    <div className={classes.codeRow}>
      <TextInput
        className={classes.codeInput}
        label="短信验证码"
        placeholder="6 位验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        withAsterisk
        {...props}
      />
      <SmsCodeButton {...sms} onSend={() => sms.send(phone.trim())} />
    </div>
  );
}

interface PasswordFieldProps extends GetInputPropsReturnType {
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  maxLength: number;
  /** The aria-label of the show/hide toggle. */
  toggleLabel: string;
}

export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  // The show/hide toggle is a Tab stop of its own (Mantine leaves it out by default).
  return (
    <PasswordInput
      withAsterisk
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
      {...props}
    />
  );
}

const pairTexts = {
  register: {
    label: '登录密码',
    toggle: '显示或隐藏密码',
    confirmLabel: '确认密码',
    confirmPlaceholder: '请再次输入密码',
  },
  reset: {
    label: '新密码',
    toggle: '显示或隐藏新密码',
    confirmLabel: '确认新密码',
    confirmPlaceholder: '请再次输入新密码',
  },
};

/** A new password and its confirmation (register: 登录密码, forget: 新密码). */
export function PasswordPair({
  kind,
  password,
  confirm,
}: {
  kind: keyof typeof pairTexts;
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
}) {
  const t = pairTexts[kind];
  return (
    <>
      <PasswordField
        label={t.label}
        placeholder="8-20 位，包含字母和数字"
        autoComplete="new-password"
        maxLength={20}
        toggleLabel={t.toggle}
        {...password}
      />
      <PasswordField
        label={t.confirmLabel}
        placeholder={t.confirmPlaceholder}
        autoComplete="new-password"
        maxLength={20}
        toggleLabel="显示或隐藏确认密码"
        {...confirm}
      />
    </>
  );
}

// The account fields the sc registration and the password reset share: phone, SMS code with its
// button, a password and its confirmation (the forms' own labels), on the form kit's draft inputs.
import '../../../ui/mantine-components';
import { PasswordInput, TextInput } from '@mantine/core';
import type { ScAccountStep } from '../../../../machines/sc-forms';
import { draftInputs } from '../../../ui/form';
import { SmsCodeButton, type SmsButtonState } from '../../../ui/SmsCodeButton';
import classes from './auth.module.css';

export const emptyAccount = (): ScAccountStep => ({ phone: '', code: '', password: '', confirmPassword: '' });

export function AccountFields({
  value,
  set,
  sms,
  onSend,
  passwordLabel,
  confirmLabel,
  errorOf = () => undefined,
}: {
  value: ScAccountStep;
  set: (patch: Partial<ScAccountStep>) => void;
  sms: SmsButtonState;
  /** Sends the code to the (trimmed) phone. */
  onSend: (phone: string) => void;
  passwordLabel: string;
  confirmLabel: string;
  /** The flow's message for a field (useFlowRefusal's errorOf). */
  errorOf?: (path: string) => string | undefined;
}) {
  const field = draftInputs(value, set, errorOf);
  return (
    <>
      <TextInput label="手机号" required inputMode="tel" autoComplete="tel" maxLength={12} {...field('phone')} />
      <div className={classes.codeRow}>
        <TextInput
          label="短信验证码"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...field('code')}
        />
        <SmsCodeButton {...sms} onSend={() => onSend(value.phone.trim())} />
      </div>
      <PasswordInput
        label={passwordLabel}
        description="8-20 位，同时包含字母和数字"
        required
        autoComplete="new-password"
        maxLength={20}
        {...field('password')}
      />
      <PasswordInput
        label={confirmLabel}
        required
        autoComplete="new-password"
        maxLength={20}
        {...field('confirmPassword')}
      />
    </>
  );
}

interface Company {
  companyName: string;
  creditCode: string;
  contactName: string;
}

/** The company the registration and the certificate resubmission name (the code in capitals). */
export function CompanyFields({ value, set }: { value: Company; set: (patch: Partial<Company>) => void }) {
  const field = draftInputs(value, set, {});
  return (
    <>
      <TextInput label="企业名称" required maxLength={60} autoComplete="organization" {...field('companyName')} />
      <TextInput
        label="统一社会信用代码"
        description="18 位，末位为校验码"
        required
        maxLength={18}
        {...field('creditCode')}
        onChange={(e) => set({ creditCode: e.currentTarget.value.toUpperCase() })}
      />
      <TextInput label="联系人" required maxLength={20} autoComplete="name" {...field('contactName')} />
    </>
  );
}

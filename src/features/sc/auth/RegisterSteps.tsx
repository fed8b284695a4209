// The steps of the sc registration form: the role, then phone + SMS code + password, then the
// company, 统一社会信用代码, contact and the role's two agreements (unticked, each linked).
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, Checkbox, PasswordInput, TextInput } from '@mantine/core';
import type { ScAccountStep, ScCompanyStep } from '../../../../machines/sc-forms';
import { SC_AGREEMENTS, SC_ROLE_AGREEMENTS, SC_ROLE_NAMES, SC_ROLES, type ScRole } from '../../../api/sc-dicts';
import { SmsCodeButton, type SmsButtonState } from '../../../ui/SmsCodeButton';
import classes from './auth.module.css';

const ROLE_TEXT: Record<ScRole, string> = {
  purchaser: '发布招标与采购公告，注册后立即可用',
  supplier: '查看招标、报名投标，注册后需完成认证审核',
};

export function RoleStep({ onChoose }: { onChoose: (role: ScRole) => void }) {
  return (
    <div role="group" aria-label="选择注册身份" className={classes.roles}>
      {SC_ROLES.map((r) => (
        <button key={r} type="button" className={classes.role} onClick={() => onChoose(r)}>
          <strong>我是{SC_ROLE_NAMES[r]}</strong>
          <span>{ROLE_TEXT[r]}</span>
        </button>
      ))}
    </div>
  );
}

export function AccountStep({
  initial,
  sms,
  onSend,
  onNext,
  onBack,
}: {
  initial: ScAccountStep | null;
  sms: SmsButtonState;
  onSend: (phone: string) => void;
  onNext: (s: ScAccountStep) => void;
  onBack: () => void;
}) {
  const [s, setS] = useState<ScAccountStep>(initial ?? { phone: '', code: '', password: '', confirmPassword: '' });
  const set = (patch: Partial<ScAccountStep>) => setS((v) => ({ ...v, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext(s);
  };
  return (
    <form className={classes.form} onSubmit={submit} noValidate>
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
        <SmsCodeButton {...sms} onSend={() => onSend(s.phone.trim())} />
      </div>
      <PasswordInput
        label="设置密码"
        description="8-20 位，同时包含字母和数字"
        required
        autoComplete="new-password"
        maxLength={20}
        value={s.password}
        onChange={(e) => set({ password: e.currentTarget.value })}
      />
      <PasswordInput
        label="确认密码"
        required
        autoComplete="new-password"
        maxLength={20}
        value={s.confirmPassword}
        onChange={(e) => set({ confirmPassword: e.currentTarget.value })}
      />
      <div className={classes.actions}>
        <Button type="button" variant="default" onClick={onBack}>
          上一步
        </Button>
        <Button type="submit">下一步</Button>
      </div>
    </form>
  );
}

export function CompanyStep({
  role,
  busy,
  onSubmit,
  onBack,
}: {
  role: ScRole;
  busy: boolean;
  onSubmit: (s: ScCompanyStep) => void;
  onBack: () => void;
}) {
  const [s, setS] = useState<ScCompanyStep>({
    companyName: '',
    creditCode: '',
    contactName: '',
    agreed: [false, false],
  });
  const set = (patch: Partial<ScCompanyStep>) => setS((v) => ({ ...v, ...patch }));
  const [a, b] = SC_ROLE_AGREEMENTS[role].map((k) => SC_AGREEMENTS[k]);
  const tick = (i: 0 | 1, on: boolean) =>
    set({ agreed: (i === 0 ? [on, s.agreed[1]] : [s.agreed[0], on]) as [boolean, boolean] });
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(s);
      }}
    >
      <TextInput
        label="企业名称"
        required
        maxLength={60}
        autoComplete="organization"
        value={s.companyName}
        onChange={(e) => set({ companyName: e.currentTarget.value })}
      />
      <TextInput
        label="统一社会信用代码"
        description="18 位，末位为校验码"
        required
        maxLength={18}
        value={s.creditCode}
        onChange={(e) => set({ creditCode: e.currentTarget.value.toUpperCase() })}
      />
      <TextInput
        label="联系人"
        required
        maxLength={20}
        autoComplete="name"
        value={s.contactName}
        onChange={(e) => set({ contactName: e.currentTarget.value })}
      />
      {[a, b].map((g, i) => (
        <Checkbox
          key={g.key}
          checked={s.agreed[i]}
          onChange={(e) => tick(i as 0 | 1, e.currentTarget.checked)}
          label={
            <>
              我已阅读并同意
              <a href={g.path} target="_blank" rel="noreferrer">
                《{g.title}》
              </a>
              （{g.version} 版）
            </>
          }
        />
      ))}
      <div className={classes.actions}>
        <Button type="button" variant="default" onClick={onBack} disabled={busy}>
          上一步
        </Button>
        <Button type="submit" loading={busy}>
          提交注册
        </Button>
      </div>
    </form>
  );
}

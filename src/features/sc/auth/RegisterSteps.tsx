// The steps of the sc registration form: the role, then phone + SMS code + password, then the
// company, 统一社会信用代码, contact and the role's two agreements (unticked, each linked).
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, Checkbox } from '@mantine/core';
import type { ScAccountStep, ScCompanyStep } from '../../../../machines/sc-forms';
import { SC_AGREEMENTS, SC_ROLE_AGREEMENTS, SC_ROLE_NAMES, SC_ROLES, type ScRole } from '../../../api/sc-dicts';
import { scAgreementRoutes } from '../../../shared/sections/sc/routes';
import type { SmsButtonState } from '../../../ui/SmsCodeButton';
import { AccountFields, CompanyFields, emptyAccount } from './AccountFields';
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
  const [s, setS] = useState<ScAccountStep>(initial ?? emptyAccount);
  const set = (patch: Partial<ScAccountStep>) => setS((v) => ({ ...v, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext(s);
  };
  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <AccountFields value={s} set={set} sms={sms} onSend={onSend} passwordLabel="设置密码" confirmLabel="确认密码" />
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
      <CompanyFields value={s} set={set} />
      {[a, b].map((g, i) => (
        <Checkbox
          key={g.key}
          checked={s.agreed[i]}
          onChange={(e) => tick(i as 0 | 1, e.currentTarget.checked)}
          label={
            <>
              我已阅读并同意
              <a href={scAgreementRoutes[g.key].href()} target="_blank" rel="noreferrer">
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

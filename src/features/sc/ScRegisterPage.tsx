// /sc-register: the sc registration, driven by the scRegister flow: role → phone, SMS code and
// password → company, 统一社会信用代码, contact and the role's two agreements → submit. A purchaser
// is logged in and goes to the sc home; a supplier sees the pending-review notice.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { SC_REVIEW_WAIT, SC_ROLE_NAMES } from '../../api/sc-dicts';
import { useFlow } from '../../shared/actor';
import { focusFirstField } from '../../ui/focus';
import { scRoutes } from '../../shared/sections/sc/routes';
import { ScFrame } from './common/ScFrame';
import { AccountStep, CompanyStep, RoleStep } from './auth/RegisterSteps';
import { useSmsChild } from './auth/use-sms';
import classes from './auth/auth.module.css';
import sc from './common/sc.module.css';

const STEPS = [
  ['role', '选择身份'],
  ['account', '验证手机'],
  ['company', '企业信息'],
] as const;

export default function ScRegisterPage() {
  const [flow, send] = useFlow('scRegister', 'scRegister');
  const step =
    useSelector(flow, (s) =>
      s
        ? (['role', 'account', 'company', 'submitting', 'active', 'pending'] as const).find((k) => s.matches(k))
        : 'role',
    ) ?? 'role';
  const role = useSelector(flow, (s) => s?.context.role ?? null);
  const account = useSelector(flow, (s) => s?.context.account ?? null);
  const error = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.error : ''));
  const companyName = useSelector(flow, (s) => s?.context.result?.member.companyName ?? '');
  const sms = useSmsChild(flow);
  const at = step === 'submitting' ? 'company' : step;
  // The identity chosen, or 下一步 taken: the new step's first field takes the focus.
  const stepBox = useRef<HTMLDivElement>(null);
  const shown = useRef(at);
  useEffect(() => {
    if (shown.current !== at) focusFirstField(stepBox.current);
    shown.current = at;
  }, [at]);
  return (
    <ScFrame minimal>
      <div className={classes.card}>
        <h1>注册招标采购平台{role ? `（${SC_ROLE_NAMES[role]}）` : ''}</h1>
        {step === 'pending' ? (
          <div className={classes.done} role="status" data-testid="sc-pending">
            <p className={sc.notice}>
              <strong>注册成功，供应商认证审核中</strong>
            </p>
            <p>
              {companyName} 的供应商注册资料已提交，{SC_REVIEW_WAIT}
              。审核通过前可以浏览招标信息，审核通过后即可报名投标。
            </p>
            <p>
              <Link href={scRoutes.scHome.href()}>先去看看招标信息</Link>
            </p>
          </div>
        ) : step === 'active' ? (
          <p role="status">注册成功，正在进入招标采购平台…</p>
        ) : (
          <>
            <ol className={classes.steps} aria-label="注册步骤">
              {STEPS.map(([k, label], i) => (
                <li key={k} aria-current={at === k ? 'step' : undefined}>
                  {i + 1}. {label}
                </li>
              ))}
            </ol>
            <div ref={stepBox}>
              {at === 'role' && <RoleStep onChoose={(r) => send({ type: 'scRegister.chooseRole', role: r })} />}
              {at === 'account' && (
                <AccountStep
                  initial={account}
                  sms={sms}
                  onSend={(phone) => send({ type: 'scRegister.sendCode', phone })}
                  onNext={(s) => send({ type: 'scRegister.account', ...s })}
                  onBack={() => send({ type: 'scRegister.back' })}
                />
              )}
              {at === 'company' && role && (
                <CompanyStep
                  role={role}
                  busy={step === 'submitting'}
                  onSubmit={(s) => send({ type: 'scRegister.submit', ...s })}
                  onBack={() => send({ type: 'scRegister.back' })}
                />
              )}
            </div>
            {error && (
              <div role="alert" className={classes.error} style={{ marginTop: 12 }}>
                {error}
              </div>
            )}
            <p className={classes.links} style={{ marginTop: 12 }}>
              <span />
              <Link href={scRoutes.scLogin.href()}>已有账号？去登录</Link>
            </p>
          </>
        )}
      </div>
    </ScFrame>
  );
}

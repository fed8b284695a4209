// The finance apply form (a lazy part of the landing and the product detail), driven by the
// financeApply flow: company (prefilled for members), 统一社会信用代码, contact, phone, picture
// captcha and SMS code (60 s countdown), the four finance dictionaries, region, remark, private
// materials for members, a 投标保函 prefill, and the authorisation (unticked by default).
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { Link } from 'wouter';
import type { FinanceDraft } from '../../../../machines/finance-forms';
import {
  FINANCE_AGREEMENT,
  isUscc,
  MONEY_TYPES,
  SCENE_TYPES,
  SERVICE_TYPES,
  TIME_TYPES,
} from '../../../api/finance-fields';
import type { Option } from '../../../api/fields';
import { useSession } from '../../../shared/actor';
import { financeRoutes } from '../../../shared/sections/finance/routes';
import { draftInputs, FormAnnouncer, useFlowRefusal } from '../../../ui/form';
import { RegionSelects } from '../../../ui/RegionSelects';
import { SmsCodeButton } from '../../../ui/SmsCodeButton';
import { FileUpload } from '../../../ui/upload';
import { ApplyDone } from './ApplyDone';
import { GuaranteeProduct } from './GuaranteeProduct';
import { useFinanceApply } from './use-finance-apply';
import { applyPath } from './apply-paths';
import classes from './apply.module.css';

export interface ApplyPrefill {
  serviceType?: string;
  sceneType?: string;
  moneyType?: string;
  timeType?: string;
  guarantee?: { tenderNo: string; beneficiary: string; marginAmount: number | null; validUntil: string };
}

interface Props {
  productId: number | null;
  /** The product's service type: fixed when applying for a product. */
  fixedService?: string;
  prefill?: ApplyPrefill;
  /** The rule page of the authorisation. */
  agreementHref?: string;
}

const choices = (list: Option[]) => [
  { value: '', label: '请选择' },
  ...list.map((o) => ({ value: o.code, label: o.name })),
];

function initialDraft(productId: number | null, fixedService: string | undefined, p: ApplyPrefill): FinanceDraft {
  const g = p.guarantee;
  return {
    productId,
    companyName: '',
    creditCode: '',
    contactName: '',
    phone: '',
    smsCode: '',
    serviceType: fixedService ?? (g ? '4' : (p.serviceType ?? '')),
    sceneType: g ? '5' : (p.sceneType ?? ''),
    moneyType: p.moneyType ?? '',
    timeType: p.timeType ?? '',
    provinceCode: '',
    cityCode: '',
    remark: '',
    materials: [],
    beneficiary: g?.beneficiary ?? '',
    tenderNo: g?.tenderNo ?? '',
    marginAmount: g?.marginAmount ?? null,
    validUntil: g?.validUntil ?? '',
    agreed: false,
  };
}

export default function ApplyForm({
  productId,
  fixedService,
  prefill = {},
  agreementHref = financeRoutes.financeRules.href({ id: 1 }),
}: Props) {
  const apply = useFinanceApply(productId);
  const { loggedIn, userInfo } = useSession();
  const [draft, setDraft] = useState(() => initialDraft(productId, fixedService, prefill));
  const [answer, setAnswer] = useState('');
  const set = (patch: Partial<FinanceDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // Each refusal at its field, focused and announced (the flow's own messages and the server's fields).
  const [attempt, setAttempt] = useState(0);
  const message = apply.failed ? apply.error : '';
  const refusal = useFlowRefusal(message, applyPath(message), attempt);
  const field = draftInputs(draft, set, refusal.errorOf);
  // Members start from their company (and its credit code when it is a valid one).
  const company = draft.companyName || (userInfo?.companyName ?? '');
  const creditCode = draft.creditCode || (userInfo && isUscc(userInfo.companyOrgCode) ? userInfo.companyOrgCode : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    apply.submit({ ...draft, companyName: company, creditCode });
  };
  if (apply.application) return <ApplyDone application={apply.application} onRestart={apply.restart} />;
  if (apply.cancelled) {
    return (
      <p className={classes.captchaNote}>
        已取消本次申请。
        <Button variant="subtle" size="xs" onClick={apply.restart}>
          重新填写
        </Button>
      </p>
    );
  }
  const g = draft.tenderNo ? draft : null;
  return (
    <form ref={refusal.root} className={classes.form} onSubmit={submit} aria-label="融资申请" noValidate>
      {g && (
        <p className={classes.guarantee}>
          办理投标保函：招标编号 {g.tenderNo}，受益人 {g.beneficiary}，保证金 {g.marginAmount ?? '-'} 元，有效期至{' '}
          {g.validUntil || '-'}
        </p>
      )}
      {g && productId === null && (
        <GuaranteeProduct value={draft.productId} onChange={(id) => set({ productId: id })} />
      )}
      <TextInput
        label="企业名称"
        required
        maxLength={60}
        data-path="companyName"
        error={refusal.errorOf('companyName')}
        value={company}
        onChange={(e) => set({ companyName: e.currentTarget.value })}
      />
      <TextInput
        label="统一社会信用代码"
        required
        maxLength={18}
        data-path="creditCode"
        error={refusal.errorOf('creditCode')}
        value={creditCode}
        onChange={(e) => set({ creditCode: e.currentTarget.value.toUpperCase() })}
      />
      <TextInput label="联系人" required maxLength={20} {...field('contactName')} />
      <TextInput label="手机号" required type="tel" maxLength={12} {...field('phone')} />
      <div className={classes.codeRow}>
        <TextInput
          label="图片验证码"
          required
          maxLength={8}
          data-path="captcha"
          error={refusal.errorOf('captcha')}
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          autoComplete="off"
        />
        {/* Named by what it shows: the picture's button says it changes the picture; while none shows, its note is its name. */}
        <button
          type="button"
          className={classes.captchaButton}
          onClick={apply.refreshCaptcha}
          aria-label={apply.captcha ? '看不清？换一张图片验证码' : undefined}
        >
          {apply.captcha ? (
            <img src={apply.captcha.image} alt="图片验证码" />
          ) : (
            <span className={classes.captchaNote}>{apply.captchaFailed ? '加载失败，点击重试' : '加载中…'}</span>
          )}
        </button>
      </div>
      <div className={classes.codeRow}>
        <TextInput
          label="短信验证码"
          required
          inputMode="numeric"
          maxLength={6}
          {...field('smsCode')}
          autoComplete="one-time-code"
        />
        <SmsCodeButton {...apply.sms} onSend={() => apply.sendCode(draft.phone, answer)} />
      </div>
      <NativeSelect
        label="服务类型"
        required
        data={choices(SERVICE_TYPES)}
        value={draft.serviceType}
        disabled={!!fixedService}
        onChange={(e) => set({ serviceType: e.currentTarget.value })}
      />
      <NativeSelect label="用款场景" required data={choices(SCENE_TYPES)} {...field('sceneType')} />
      <NativeSelect label="融资金额" required data={choices(MONEY_TYPES)} {...field('moneyType')} />
      <NativeSelect label="融资期限" required data={choices(TIME_TYPES)} {...field('timeType')} />
      <div className={classes.wide}>
        <RegionSelects
          value={{ provinceCode: draft.provinceCode, cityCode: draft.cityCode, districtCode: '' }}
          onChange={(r) => set({ provinceCode: r.provinceCode, cityCode: r.cityCode })}
          errors={{ provinceCode: refusal.errorOf('provinceCode'), cityCode: refusal.errorOf('cityCode') }}
          placeholders={['请选择省份', '请选择城市', '']}
          levels={2}
          inline
        />
      </div>
      <Textarea className={classes.wide} label="备注" maxLength={300} autosize minRows={2} {...field('remark')} />
      {loggedIn && (
        <div className={classes.wide}>
          <FileUpload
            label="证明材料（营业执照、财务报表等，仅您与平台金融专员可见）"
            kinds={['image', 'pdf']}
            maxFiles={5}
            visibility="private"
            onChange={(files) => set({ materials: files.map((f) => f.attachId) })}
          />
        </div>
      )}
      <div className={`${classes.wide} ${classes.consent}`}>
        <Checkbox {...field.check('agreed')} label="我已阅读并同意" />
        <Link href={agreementHref}>《{FINANCE_AGREEMENT.title}》</Link>
      </div>
      {apply.failed && !refusal.atField && (
        <p className={`${classes.wide} ${classes.error}`} role="alert">
          {apply.error}
        </p>
      )}
      <FormAnnouncer text={refusal.announcement} />
      <div className={`${classes.wide} ${classes.actions}`}>
        <Button type="submit" loading={apply.busy}>
          提交申请
        </Button>
        <Button type="button" variant="subtle" onClick={apply.cancel} disabled={apply.busy}>
          取消
        </Button>
      </div>
    </form>
  );
}

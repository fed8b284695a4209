// The application form (on the onboardingApply flow): the identity asked for, the 营业执照 (a
// private upload) with its 统一社会信用代码, legal representative and validity, the business scope
// as level-1 categories of the goods catalogue, the provinces served and a contact. Checked at
// input by the server's rules (onboarding-forms.ts); a refused or expired application comes back
// filled in, its licence kept unless a new one is uploaded.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CERT_DRAFT_MSG } from '../../../../machines/onboarding-forms';
import { CERT_SCOPE_NAMES, CERT_SCOPES, type CertForm, type CertScope, type CertView } from '../../../api/onboarding';
import { system } from '../../../api/system';
import type { UploadedFile } from '../../../api/resource';
import { useFlow } from '../../../shared/actor';
import { categoryTreeQuery } from '../../../shared/category';
import { callQuery } from '../../../shared/query';
import { CheckGroup, ChoiceGroup, FormAnnouncer, useFlowForm } from '../../../ui/form';
import { FileUpload } from '../../../ui/upload';
import classes from './onboarding.module.css';

type Send = ReturnType<typeof useFlow<'onboardingApply'>>[1];
type Values = Omit<CertForm, 'licenceAttachId'>;

/** Today in Beijing, for the licence's validity at input. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The field each of the flow's own messages names (the server's refusals are the form's). */
const PATHS: Partial<Record<string, string>> = {
  [CERT_DRAFT_MSG.creditCode]: 'creditCode',
  [CERT_DRAFT_MSG.legalPerson]: 'legalPerson',
  [CERT_DRAFT_MSG.licence]: 'licence',
  [CERT_DRAFT_MSG.validUntil]: 'licenceValidUntil',
  [CERT_DRAFT_MSG.categories]: 'categoryIds',
  [CERT_DRAFT_MSG.provinces]: 'provinceCodes',
  [CERT_DRAFT_MSG.contactName]: 'contactName',
  [CERT_DRAFT_MSG.contactPhone]: 'contactPhone',
};

const initialOf = (c: CertView | null): Values => ({
  scope: c?.scope ?? 'both',
  creditCode: c?.creditCode ?? '',
  legalPerson: c?.legalPerson ?? '',
  licenceValidUntil: c?.licenceValidUntil ?? '',
  categoryIds: c?.categories.map((x) => x.id) ?? [],
  provinceCodes: c?.provinces.map((p) => p.code) ?? [],
  contactName: c?.contactName ?? '',
  contactPhone: c?.contactPhone ?? '',
});

const SCOPE_CHOICES = CERT_SCOPES.map((s) => ({ value: s, label: CERT_SCOPE_NAMES[s] }));

export function CertFormPanel({
  cert,
  send,
  busy,
  error,
}: {
  cert: CertView | null;
  send: Send;
  busy: boolean;
  error: string;
}) {
  const [licence, setLicence] = useState<UploadedFile[]>([]);
  const kept = cert?.licenceAttachId ?? '';
  const tree = useQuery(categoryTreeQuery);
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  const { values, set, field, errorOf, root, onSubmit, announcement } = useFlowForm<Values>({
    initial: () => initialOf(cert),
    error,
    paths: PATHS,
    send: (v) => {
      const form = {
        ...v,
        creditCode: v.creditCode.trim().toUpperCase(),
        licenceAttachId: licence[0]?.attachId ?? kept,
      };
      send({ type: 'onboardingApply.submit', form, today: today() });
    },
    onEdit: () => send({ type: 'onboardingApply.edit' }),
  });
  return (
    <section className={classes.panel} aria-labelledby="cert-form">
      <h2 id="cert-form">{cert ? '修改并重新提交' : '提交供应商认证'}</h2>
      <form ref={root} className={classes.form} onSubmit={onSubmit} aria-label="供应商认证资料" noValidate>
        <ChoiceGroup<CertScope>
          path="scope"
          label="申请身份"
          options={SCOPE_CHOICES}
          value={values.scope}
          onChange={(scope) => set({ scope })}
          hint="只做供应商：通过后企业成员以供应商身份报价；采购商和供应商：两种身份都保留。"
        />
        <TextInput label="统一社会信用代码" required maxLength={18} {...field('creditCode')} />
        <TextInput label="法定代表人" required maxLength={20} {...field('legalPerson')} />
        <div data-path="licence">
          <FileUpload
            label="营业执照（仅本企业与平台审核员可见）"
            kinds={['image', 'pdf']}
            maxFiles={1}
            visibility="private"
            onChange={setLicence}
          />
          {kept && licence.length === 0 && <p className={classes.hint}>已上传营业执照；重新上传可替换。</p>}
          {errorOf('licence') && <p className={classes.error}>{errorOf('licence')}</p>}
        </div>
        <TextInput
          label="营业期限至"
          description="长期有效请填 2099-12-31；认证有效期随营业期限到期"
          required
          type="date"
          {...field('licenceValidUntil')}
        />
        <CheckGroup<number>
          path="categoryIds"
          label="经营范围（商品目录一级类目）"
          required
          options={(tree.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={values.categoryIds}
          onChange={(categoryIds) => set({ categoryIds })}
          error={errorOf('categoryIds')}
        />
        <CheckGroup<string>
          path="provinceCodes"
          label="服务区域"
          required
          options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
          value={values.provinceCodes}
          onChange={(provinceCodes) => set({ provinceCodes })}
          error={errorOf('provinceCodes')}
        />
        <TextInput label="联系人" required maxLength={20} {...field('contactName')} />
        <TextInput label="联系电话" required maxLength={12} {...field('contactPhone')} />
        <FormAnnouncer text={announcement} />
        <button type="submit" className={classes.primary} disabled={busy}>
          {busy ? '提交中…' : '提交审核'}
        </button>
        {error && !PATHS[error] && (
          <p className={classes.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

// /preferentialInquiry/tenderPublish: a purchaser (a member acting for a buyer company) publishes
// a tender — project, type, method, region, budget and margin, qualification requirements, the
// tender documents (PDF uploads), the registration deadline and the opening — checked at input
// against every legal clock (the same rule the server applies; a breach names the rule), then
// the tender's page. Visitors are sent to login and back.
import { useState, type FormEvent } from 'react';
import '../../ui/mantine-components';
import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import type { TenderDraft } from '../../../machines/tender-publish.machine';
import { TENDER_METHODS, TENDER_TYPES } from '../../api/tender';
import { useFlow, useSession } from '../../shared/actor';
import { routes } from '../../shared/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { RegionSelects } from '../../ui/RegionSelects';
import { FileUpload } from '../../ui/upload';
import classes from './detail/detail.module.css';

const EMPTY: TenderDraft = {
  title: '',
  projectName: '',
  typeCode: '',
  methodCode: '',
  provinceCode: '',
  cityCode: '',
  budgetWan: '',
  marginAmount: '',
  qualification: '',
  openPlace: '',
  registrationDeadline: '',
  bidDeadline: '',
  contactName: '',
  contactPhone: '',
  documents: [],
};

function PublishForm() {
  const [flow, toFlow] = useFlow('tenderPublish', 'tenderPublish');
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const [d, setD] = useState<TenderDraft>(EMPTY);
  const set = (patch: Partial<TenderDraft>) => {
    setD((x) => ({ ...x, ...patch }));
    toFlow({ type: 'publish.edit' });
  };
  const text = (key: keyof TenderDraft) => ({ value: String(d[key]), onChange: (e: { currentTarget: { value: string } }) => set({ [key]: e.currentTarget.value }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    toFlow({ type: 'publish.submit', draft: d, nowMs: Date.now() });
  };
  const options = (list: { code: string; name: string }[]) => [{ value: '', label: '请选择' }, ...list.map((o) => ({ value: o.code, label: o.name }))];
  return (
    <form className={classes.block} onSubmit={submit} aria-label="发布招标公告" noValidate>
      <div className={classes.payForm}>
        <TextInput label="招标名称" required maxLength={120} {...text('title')} />
        <TextInput label="项目名称" required maxLength={100} {...text('projectName')} />
        <NativeSelect label="招标类型" required data={options(TENDER_TYPES)} {...text('typeCode')} />
        <NativeSelect label="招标方式" required data={options(TENDER_METHODS)} {...text('methodCode')} />
        <RegionSelects levels={2} withLabels required value={{ provinceCode: d.provinceCode, cityCode: d.cityCode, districtCode: '' }} onChange={(v) => set({ provinceCode: v.provinceCode, cityCode: v.cityCode })} />
        <TextInput label="预算金额（万元）" required inputMode="decimal" {...text('budgetWan')} />
        <TextInput label="投标保证金（元，0 为不收取）" inputMode="decimal" description="不超过预算的 2%；工程施工不超过 80 万元" {...text('marginAmount')} />
        <Textarea label="资格要求" maxLength={500} autosize minRows={2} {...text('qualification')} />
        <TextInput type="datetime-local" label="报名（招标文件发售）截止" required description="公开、邀请招标不少于 5 日；单一来源不设公开报名，与发布同时" {...text('registrationDeadline')} />
        <TextInput type="datetime-local" label="投标截止·开标时间" required description="公开、邀请招标距发布不少于 20 日，且为工作日" {...text('bidDeadline')} />
        <TextInput label="开标地点" required maxLength={100} {...text('openPlace')} />
        <TextInput label="联系人" required maxLength={20} {...text('contactName')} />
        <TextInput label="联系电话" required inputMode="tel" {...text('contactPhone')} />
        <FileUpload label="招标文件（PDF，报名审核通过的投标人可下载）" kinds={['pdf']} maxFiles={10} onChange={(files) => set({ documents: files.map((f) => f.attachId) })} />
        {error && (
          <p role="alert" className={classes.error}>
            {error}
          </p>
        )}
        <Button type="submit" loading={busy}>
          发布招标公告
        </Button>
      </div>
    </form>
  );
}

export default function TenderPublishPage() {
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '优惠询价', href: routes.inquiry.href() }, { label: '招标公告', href: routes.tenders.href() }]} current="发布招标" />
      <header className={classes.head}>
        <h1>发布招标公告</h1>
        <p className={classes.sub}>发布后可在招标详情页的招标人工作台审核报名、确认保证金、开标、公示候选人并公告结果。</p>
      </header>
      {checking ? null : loggedIn ? (
        <PublishForm />
      ) : (
        <p className={classes.block}>
          请先登录采购商账号。
          <Link href={routes.login.href(path)} className={classes.loginLink}>
            登录后发布
          </Link>
        </p>
      )}
    </div>
  );
}

// /company/supplier-cert (企业信息 → 供应商认证): the acting company's supplier certification —
// its state and what was submitted, and the form to apply, or to correct a refused or expired
// application and submit it again. A 审核员 decides in the operators' console; the member hears
// in the message centre. Visitors are sent to login and back.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { onboarding } from '../../api/onboarding';
import { useFlow } from '../../shared/actor';
import { portalRoutes } from '../../shared/sections/portal/routes';
import { callQuery } from '../../shared/query';
import { MembersOnly } from '../../ui/MembersOnly';
import { PageHead } from '../../ui/PageHead';
import { SkeletonRows } from '../../ui/DataState';
import { CertFormPanel } from './cert/CertFormPanel';
import { CertState } from './cert/CertState';
import classes from './cert/onboarding.module.css';

const mineQuery = callQuery(onboarding.mine, {});
const TRAIL = [{ label: '首页', href: portalRoutes.home.href() }];

function CertPanel() {
  const client = useQueryClient();
  const mine = useQuery(mineQuery);
  const [flow, send] = useFlow('onboardingApply', 'onboardingApply');
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const changes = useSelector(flow, (s) => s?.context.changes ?? 0);
  useEffect(() => {
    if (changes > 0) void client.invalidateQueries({ queryKey: mineQuery.queryKey });
  }, [changes, client]);
  if (mine.isPending) return <SkeletonRows rows={4} />;
  const cert = mine.data ?? null;
  return (
    <>
      {cert && <CertState cert={cert} />}
      {(!cert || cert.canSubmit) && (
        <CertFormPanel key={cert?.submittedAt ?? 'new'} cert={cert} send={send} busy={busy} error={error} />
      )}
    </>
  );
}

export default function SupplierCertPage() {
  return (
    <div className="page-column">
      <PageHead trail={TRAIL} current="企业信息 · 供应商认证" title="供应商认证" className={classes.head}>
        <span className={classes.count}>上传营业执照并填写企业资料，平台审核通过后即可报价、投标和发布供应信息。</span>
      </PageHead>
      <MembersOnly words={['请先登录企业账号。', '登录后申请认证']} classes={{ box: classes.panel }}>
        <CertPanel />
      </MembersOnly>
    </div>
  );
}

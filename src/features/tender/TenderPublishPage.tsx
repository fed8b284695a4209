// /preferentialInquiry/tenderPublish: a purchaser (a member acting for a buyer company) publishes
// a tender through the wizard — basics, qualifications and margin, clocks, documents and contact,
// review — each step checked at input (the legal clocks are the rule the server applies; a breach
// names the rule), then the tender's page. Visitors are sent to login and back.
import { Link, useLocation } from 'wouter';
import { useSession } from '../../shared/actor';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { memberRoutes } from '../../shared/sections/member/routes';
import { tenderRoutes } from '../../shared/sections/tender/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { PublishWizard } from './publish/PublishWizard';
import classes from './detail/detail.module.css';

export default function TenderPublishPage() {
  const { loggedIn, checking } = useSession();
  const [path] = useLocation();
  return (
    <div className="page-column">
      <Breadcrumb
        trail={[
          { label: '优惠询价', href: inquiryRoutes.inquiry.href() },
          { label: '招标公告', href: tenderRoutes.tenders.href() },
        ]}
        current="发布招标"
      />
      <header className={classes.head}>
        <h1>发布招标公告</h1>
        <p className={classes.sub}>
          发布后可在招标详情页的招标人工作台审核报名、确认保证金、开标、公示候选人并公告结果。
        </p>
      </header>
      {checking ? null : loggedIn ? (
        <PublishWizard />
      ) : (
        <p className={classes.block}>
          请先登录采购商账号。
          <Link href={memberRoutes.login.href(path)} className={classes.loginLink}>
            登录后发布
          </Link>
        </p>
      )}
    </div>
  );
}

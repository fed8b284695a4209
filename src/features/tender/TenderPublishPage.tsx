// /preferentialInquiry/tenderPublish: a purchaser (a member acting for a buyer company) publishes
// a tender through the wizard — basics, qualifications and margin, clocks, documents and contact,
// review — each step checked at input (the legal clocks are the rule the server applies; a breach
// names the rule), then the tender's page. Visitors are sent to login and back.
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { tenderRoutes } from '../../shared/sections/tender/routes';
import { MembersOnly } from '../../ui/MembersOnly';
import { PageHead } from '../../ui/PageHead';
import { PublishWizard } from './publish/PublishWizard';
import classes from './detail/detail.module.css';

const TRAIL = [
  { label: '优惠询价', href: inquiryRoutes.inquiry.href() },
  { label: '招标公告', href: tenderRoutes.tenders.href() },
];
const GATE = { box: classes.block, link: classes.loginLink };

export default function TenderPublishPage() {
  return (
    <div className="page-column">
      <PageHead trail={TRAIL} current="发布招标" title="发布招标公告" className={classes.head}>
        <p className={classes.sub}>
          发布后可在招标详情页的招标人工作台审核报名、确认保证金、开标、公示候选人并公告结果。
        </p>
      </PageHead>
      <MembersOnly words={['请先登录采购商账号。', '登录后发布']} classes={GATE} pending={null}>
        <PublishWizard />
      </MembersOnly>
    </div>
  );
}

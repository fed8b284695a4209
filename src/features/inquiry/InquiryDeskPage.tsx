// /preferentialInquiry/mine (members only): the member's inquiry desk in two tabs, 我发布的询价
// (the company's inquiries in every state) and 待我报价 (open inquiries a supplier company may
// quote on). The tab, the filters and the page are the URL (src/shared/inquiry-desk-views.ts).
import { Link } from 'wouter';
import '../../ui/mantine-components';
import { Tabs } from '@mantine/core';
import { DESK_TABS, inquiryDesk, type DeskTab } from '../../shared/sections/inquiry/desk-view';
import { useSession } from '../../shared/actor';
import { useListView } from '../../shared/list-view';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { QueryNotice } from '../../ui/QueryNotice';
import { SkeletonRows } from '../../ui/DataState';
import { useMemberGate } from '../../shared/auth-hooks';
import { MineList, QuoteList } from './desk/DeskLists';
import { HistoryList } from './desk/DeskHistory';
import { ProfilePanel } from './desk/DeskProfile';
import classes from './detail/detail.module.css';

const isTab = (v: string | null): v is DeskTab => (DESK_TABS as readonly string[]).includes(v ?? '');

function Desk() {
  const { view, malformed, go, onPage } = useListView(inquiryDesk);
  const { userInfo } = useSession();
  const supplier = userInfo?.identity === '2';
  return (
    <>
      <QueryNotice show={malformed} />
      <Tabs value={view.tab} onChange={(v) => isTab(v) && go({ tab: v, current: 1 })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mine">我发布的询价</Tabs.Tab>
          <Tabs.Tab value="quote">待我报价</Tabs.Tab>
          <Tabs.Tab value="history">我的报价</Tabs.Tab>
          <Tabs.Tab value="profile">供应商资料</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine" className={classes.panel}>
          <MineList view={view} go={go} onPage={onPage} />
        </Tabs.Panel>
        {(['quote', 'history', 'profile'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} className={classes.panel}>
            {!userInfo ? (
              <SkeletonRows />
            ) : !supplier ? (
              <p className={classes.note}>
                当前企业「{userInfo.companyName}」为采购商，切换到供应商企业后可使用报价与供应商资料。
              </p>
            ) : tab === 'quote' ? (
              <QuoteList view={view} go={go} onPage={onPage} />
            ) : tab === 'history' ? (
              <HistoryList view={view} go={go} onPage={onPage} />
            ) : (
              <ProfilePanel />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

export default function InquiryDeskPage() {
  const member = useMemberGate();
  return (
    <div className="page-column">
      <section className={classes.block} aria-labelledby="desk-title">
        <div className={classes.blockHead}>
          <h1 id="desk-title" className={classes.pageTitle}>
            我的询价与报价
          </h1>
          <Link href={inquiryRoutes.inquiryPublish.href()} className={classes.primaryLink}>
            发布询价
          </Link>
        </div>
        {member ? <Desk /> : <SkeletonRows rows={6} />}
      </section>
    </div>
  );
}

// /preferentialInquiry/myTenders (members only): my company's tender registrations with their
// margin status, and my saved searches of the inquiry and tender lists. Visitors are sent to
// /login?recordUrl=<this page> (replacing this entry); login returns here.
import { Link } from 'wouter';
import { useMemberGate } from '../../shared/auth-hooks';
import { useListView } from '../../shared/list-view';
import { tenderRoutes } from '../../shared/sections/tender/routes';
import { tenderDeskView } from '../../shared/sections/tender/views';
import { SkeletonRows } from '../../ui/DataState';
import { DeskRegistrations } from './desk/DeskRegistrations';
import { DeskSearches } from './desk/DeskSearches';
import classes from './list/tender.module.css';

export default function TenderDeskPage() {
  const member = useMemberGate();
  const { view, onPage } = useListView(tenderDeskView);
  return (
    <div className="page-column">
      <header className={classes.head}>
        <h1>我的投标与订阅</h1>
        <div className={classes.headActions}>
          <Link href={tenderRoutes.tenders.href()} className={classes.linkButton}>
            浏览招标公告
          </Link>
          <Link href={tenderRoutes.tenderCalendar.href()} className={classes.linkButton}>
            开标日历
          </Link>
        </div>
      </header>
      {member ? (
        <>
          <DeskRegistrations current={view.current} onPage={onPage} />
          <DeskSearches />
        </>
      ) : (
        <SkeletonRows rows={6} height={40} />
      )}
    </div>
  );
}

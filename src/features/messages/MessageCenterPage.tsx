// /message-center (members only): the member's notices in two tabs, 订单消息 and 系统消息, unread
// first, marked read one by one or a tab at once (the header's badge follows), each linking to
// what it is about; /message-center?id= opens one. Tab, page and opened notice are the URL.
import { portalRoutes } from '../../shared/sections/portal/routes';
import { useMemberGate } from '../../shared/auth-hooks';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { messageList } from '../../shared/sections/messages/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { SkeletonRows } from '../../ui/DataState';
import { QueryNotice } from '../../ui/QueryNotice';
import { NoticeView } from './detail/NoticeView';
import { Inbox } from './list/Inbox';
import classes from './messages.module.css';

/**
 * Nothing to fetch before the first render: the server renders every page for a visitor (the
 * login is read in the browser), and a member's notices are fetched once the member is known.
 */
export const loader: Loader = async () => {};

export default function MessageCenterPage() {
  const member = useMemberGate();
  const { view, malformed, go, onPage, hrefOf } = useListView(messageList);
  const listHref = hrefOf({ id: null, current: view.current });
  const home = { label: '首页', href: portalRoutes.home.href() };
  return (
    <div className="page-column">
      {view.id ? (
        <Breadcrumb trail={[home, { label: '消息中心', href: listHref }]} current="消息详情" />
      ) : (
        <Breadcrumb trail={[home]} current="消息中心" />
      )}
      <section className={classes.block} aria-labelledby="messages-title">
        <div className={classes.head}>
          <h1 id="messages-title" className={classes.title}>
            消息中心
          </h1>
        </div>
        <QueryNotice show={malformed} />
        {!member ? (
          <SkeletonRows rows={6} />
        ) : view.id ? (
          <NoticeView id={view.id} backHref={listHref} />
        ) : (
          <Inbox view={view} go={go} onPage={onPage} hrefOf={hrefOf} />
        )}
      </section>
    </div>
  );
}

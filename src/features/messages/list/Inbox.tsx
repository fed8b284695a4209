// The message centre's list: tabs 订单消息 / 系统消息 with their unread counts, 全部标为已读 for the
// tab, and the tab's notices (unread first, then newest) page by page; 暂无消息 when empty.
import '../../../ui/mantine-components';
import { Tabs } from '@mantine/core';
import { NOTICE_KIND_NAMES, NOTICE_KINDS, type NoticeKind } from '../../../api/member';
import type { MessageView } from '../../../shared/sections/messages/views';
import { PagedList } from '../../../ui/PagedList';
import { useMarkAllRead, useMarkRead, useNoticePage, useUnread } from '../use-notices';
import { NoticeRows } from './NoticeRows';
import classes from '../messages.module.css';

const isKind = (v: string | null): v is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(v ?? '');

interface Props {
  view: MessageView;
  go: (patch: Partial<MessageView>) => void;
  onPage: (current: number) => void;
  hrefOf: (patch: Partial<MessageView>) => string;
}

function TabList({ view, onPage, hrefOf }: Omit<Props, 'go'>) {
  const { list, newestSeen } = useNoticePage(view.kind, view.current);
  const unread = useUnread();
  const markOne = useMarkRead();
  const markAll = useMarkAllRead(view.kind, newestSeen);
  const count = unread.data?.[view.kind] ?? 0;
  return (
    <>
      <div className={classes.toolbar}>
        <button
          type="button"
          className={classes.textButton}
          disabled={count === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          全部标为已读
        </button>
      </div>
      <PagedList state={list} unit="条消息" onPage={onPage} emptyText="暂无消息">
        {(p) => (
          <NoticeRows
            records={p.records}
            detailHref={(id) => hrefOf({ id, current: view.current })}
            onRead={(id) => markOne.mutate(id)}
            reading={markOne.isPending}
          />
        )}
      </PagedList>
    </>
  );
}

export function Inbox({ view, go, onPage, hrefOf }: Props) {
  const unread = useUnread();
  return (
    <Tabs value={view.kind} onChange={(v) => isKind(v) && go({ kind: v })} keepMounted={false}>
      <Tabs.List>
        {NOTICE_KINDS.map((k) => {
          const n = unread.data?.[k] ?? 0;
          return (
            <Tabs.Tab key={k} value={k}>
              {NOTICE_KIND_NAMES[k]}
              {n > 0 && (
                <span className={classes.count}>
                  {n > 99 ? '99+' : n}
                  <span className="visually-hidden">条未读</span>
                </span>
              )}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {NOTICE_KINDS.map((k) => (
        <Tabs.Panel key={k} value={k}>
          <TabList view={view} onPage={onPage} hrefOf={hrefOf} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

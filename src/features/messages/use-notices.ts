// The message centre's data: a tab's page of notices, the unread count, and the marks (one, all
// of a tab). A mark answers the unread count after it, which goes straight into the count's
// query (the tabs) and tells the session to reload the header's badge.
import { useCallback, useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyActorRef } from 'xstate';
import { member, type NoticeKind, type UnreadCount } from '../../api/member';
import { call } from '../../client/http';
import { notify } from '../../client/notify';
import { AppActor } from '../../shared/actor';
import { callQuery, findQuery, transportOf } from '../../shared/query';

export const PAGE_SIZE = 10;

export const noticesQuery = (kind: NoticeKind, current: number) =>
  callQuery(member.notices, { kind, current, size: PAGE_SIZE });
export const unreadQuery = callQuery(member.unreadCount, {});

/**
 * The header's badge is the session's unread count: `unread.refresh` reloads it alone. While the
 * profile is still loading (or a company switch runs) the count being loaded is already fresh.
 */
export function useBadgeRefresh(): () => void {
  const session = AppActor.useSelector((s) => s.children.session) as AnyActorRef | undefined;
  return useCallback(() => {
    if (session?.getSnapshot().can({ type: 'unread.refresh' })) session.send({ type: 'unread.refresh' });
  }, [session]);
}

export function useNoticePage(kind: NoticeKind, current: number) {
  const list = useQuery({
    ...noticesQuery(kind, current),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  // The newest notice the member has seen in this tab: 全部标为已读 stops there, so a notice
  // arriving after the list was shown stays unread.
  const seen = useRef<Record<string, number>>({});
  for (const r of list.data?.records ?? []) seen.current[kind] = Math.max(seen.current[kind] ?? 0, r.id);
  return { list, newestSeen: () => seen.current[kind] };
}

export function useUnread() {
  return useQuery({ ...unreadQuery, refetchOnMount: 'always' });
}

/** After a mark: the count as the server answered, the lists again, the header's badge. */
function useAfterMark() {
  const client = useQueryClient();
  const refreshBadge = useBadgeRefresh();
  return useCallback(
    async (unread: UnreadCount) => {
      client.setQueryData(unreadQuery.queryKey, unread);
      refreshBadge();
      await client.invalidateQueries({ queryKey: [member.notices.path] });
    },
    [client, refreshBadge],
  );
}

export function useMarkRead() {
  const client = useQueryClient();
  const after = useAfterMark();
  return useMutation({
    mutationFn: (id: number) => call(member.readNotice, { id }, { http: transportOf(client) }),
    onSuccess: after,
  });
}

export function useMarkAllRead(kind: NoticeKind, newestSeen: () => number | undefined) {
  const client = useQueryClient();
  const after = useAfterMark();
  return useMutation({
    mutationFn: () => call(member.readAllNotices, { kind, upToId: newestSeen() }, { http: transportOf(client) }),
    onSuccess: async (r) => {
      notify({
        color: 'green',
        message: r.marked > 0 ? `已将 ${r.marked} 条消息标为已读` : '没有未读消息',
        autoClose: 2000,
      });
      await after(r.unread);
    },
  });
}

export const noticeQuery = (id: number) => findQuery(member.notice, { id });

/** An opened notice (the call marks it read; null: not the member's): the count and lists follow. */
export function useNoticeDetail(id: number) {
  const after = useAfterMark();
  const client = useQueryClient();
  const detail = useQuery({ ...noticeQuery(id), staleTime: 0, refetchOnMount: 'always' });
  const openedId = detail.data?.id;
  useEffect(() => {
    if (openedId === undefined) return;
    void client.fetchQuery({ ...unreadQuery, staleTime: 0 }).then(after);
  }, [openedId, client, after]);
  return detail;
}

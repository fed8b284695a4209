// The message centre page: a visitor goes to login and back; a member sees the tabs with their
// unread counts, unread notices first with Beijing times and links to their objects, marks one
// and then all read (the tab count and the header's badge follow), opens a notice (?id=), and
// sees 暂无消息, the skeleton while loading, and 消息不存在 for a notice not theirs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router } from 'wouter';
import { appMachine } from '../../machines/app.machine';
import { member, type NoticeCard, type NoticeKind } from '../../src/api/member';
import { AppActor } from '../../src/shared/actor';
import { AccountLinks } from '../../src/app/layout/AccountLinks';
import { memberSession } from '../../src/app/effects/member';
import { bindSiteConfig } from '../../src/app/effects/site';
import { theme } from '../../src/app/theme';
import { createQueryClient } from '../../src/shared/query';
import MessageCenterPage from '../../src/features/messages/MessageCenterPage';
import { businesses, fakeMemberApi, memberRoutes, resetBrowser, storeLogin, type MemberApi } from './auth-render';
import { envelope } from './fake-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

type Row = NoticeCard & { content: string };
const notice = (
  id: number,
  kind: NoticeKind,
  title: string,
  isRead: boolean,
  createdAt: string,
  link: string | null = null,
): Row => ({
  id,
  kind,
  title,
  summary: `${title}。`,
  content: `${title}。全文`,
  isRead,
  createdAt,
  link,
  objectKind: link ? (link.includes('tender') ? 'tender' : 'inquiry') : null,
  objectId: link ? id : null,
});

/** A fake notice service over `rows` (unread first, then newest; marks change the rows), with the member's calls. */
function noticeApi(rows: Row[]): MemberApi {
  const mine = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .sort((a, b) => Number(a.isRead) - Number(b.isRead) || b.createdAt.localeCompare(a.createdAt));
  const count = (kind: NoticeKind) => rows.filter((r) => r.kind === kind && !r.isRead).length;
  const unread = () => ({ order: count('order'), system: count('system') });
  const card = ({ content: _content, ...c }: Row): NoticeCard => c;
  // fakeMemberApi keeps a POST's body before the route answers: the last one is this request's.
  const sent = (path: string) => api.bodies(path).at(-1)!;
  const api: MemberApi = fakeMemberApi(
    memberRoutes({
      [member.unreadCount.path]: () => unread(),
      [member.notices.path]: (u: URL) => {
        const all = mine(u.searchParams.get('kind') ?? 'order');
        const size = Number(u.searchParams.get('size') ?? 10);
        const current = Number(u.searchParams.get('current') ?? 1);
        return {
          records: all.slice((current - 1) * size, current * size).map(card),
          total: all.length,
          size,
          current,
          pages: Math.ceil(all.length / size),
        };
      },
      [member.notice.path]: (u: URL) => {
        const r = rows.find((x) => x.id === Number(u.searchParams.get('id')));
        if (!r) return envelope(null, 404, '很抱歉，资源未找到!');
        r.isRead = true;
        return r;
      },
      [member.readNotice.path]: () => {
        rows.find((r) => r.id === sent(member.readNotice.path).id)!.isRead = true;
        return unread();
      },
      [member.readAllNotices.path]: () => {
        const { kind, upToId } = sent(member.readAllNotices.path) as { kind: NoticeKind; upToId: number };
        const hit = rows.filter((r) => r.kind === kind && !r.isRead && r.id <= upToId);
        hit.forEach((r) => (r.isRead = true));
        return { marked: hit.length, unread: unread() };
      },
      [member.switchCompany.path]: businesses[0],
    }),
  );
  return api;
}

function renderPage(path: string, loggedIn = true) {
  window.history.replaceState(null, '', path);
  if (loggedIn) storeLogin({ username: '李采购' });
  const logic = appMachine.provide({ actors: { session: memberSession.provide({ delays: { syncDelay: 0 } }) } });
  const client = createQueryClient();
  bindSiteConfig(client);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <AppActor.Provider logic={logic}>
          <Router>
            {loggedIn && <AccountLinks />}
            {/* as the app routes it: the page leaves when the address does (the login gate) */}
            <Route path="/message-center" component={MessageCenterPage} />
          </Router>
        </AppActor.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { location: () => `${window.location.pathname}${window.location.search}` };
}

const badge = () => screen.getByRole('link', { name: /消息通知/ });

describe('message centre', { timeout: 30000 }, () => {
  it('sends a visitor to login with the page to come back to', async () => {
    noticeApi([]);
    const { location } = renderPage('/message-center?kind=system', false);
    await waitFor(() =>
      expect(location()).toBe(`/login?recordUrl=${encodeURIComponent('/message-center?kind=system')}`),
    );
  });

  it('lists unread first with Beijing times and links; marking one and then all moves the counts and the badge', async () => {
    const user = userEvent.setup();
    const rows = [
      notice(1, 'order', '询价已定标：钢筋采购', true, '2026-11-24T10:00:00.000Z'),
      notice(
        2,
        'order',
        '恭喜中标：螺纹钢采购',
        false,
        '2026-11-24T16:30:00.000Z',
        '/preferentialInquiry/inquiryDetail?id=523',
      ),
      notice(3, 'order', '询价已撤回：水泥采购', false, '2026-11-23T02:00:00.000Z'),
      notice(4, 'system', '平台服务协议更新通知', false, '2026-11-20T02:00:00.000Z'),
    ];
    const api = noticeApi(rows);
    renderPage('/message-center');
    const list = await screen.findByRole('list');
    const titles = within(list)
      .getAllByRole('link', { name: /采购$/ })
      .map((a) => a.textContent);
    expect(titles).toEqual(['未读：恭喜中标：螺纹钢采购', '未读：询价已撤回：水泥采购', '询价已定标：钢筋采购']);
    expect(screen.getByRole('tab', { name: /订单消息\s*2\s*条未读/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /系统消息\s*1\s*条未读/ })).toBeInTheDocument();
    // 16:30 UTC is 00:30 the next day in Beijing
    expect(within(list).getByText('2026-11-25 00:30')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '查看询价' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/inquiryDetail?id=523',
    );
    await waitFor(() => expect(badge()).toHaveTextContent('3'));

    await user.click(within(list).getByRole('button', { name: '标为已读：询价已撤回：水泥采购' }));
    expect(api.bodies(member.readNotice.path)).toEqual([{ id: 3 }]);
    await waitFor(() => expect(screen.getByRole('tab', { name: /订单消息\s*1\s*条未读/ })).toBeInTheDocument());
    await waitFor(() => expect(badge()).toHaveTextContent('2'));

    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    // only up to the newest notice the member has seen
    expect(api.bodies(member.readAllNotices.path)).toEqual([{ kind: 'order', upToId: 3 }]);
    expect(await screen.findByText('已将 1 条消息标为已读')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: '订单消息' })).toBeInTheDocument());
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    expect(within(screen.getByRole('list')).queryByText(/未读：/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /系统消息/ }));
    expect(await screen.findByText('平台服务协议更新通知')).toBeInTheDocument();
  });

  it('opens a notice at ?id=, which reads it, and goes back to the list', async () => {
    const user = userEvent.setup();
    const rows = [
      notice(
        7,
        'system',
        '新的投标报名：南京体育中心',
        false,
        '2026-11-24T03:00:00.000Z',
        '/preferentialInquiry/tenderDetail?id=88',
      ),
    ];
    noticeApi(rows);
    const { location } = renderPage('/message-center?kind=system&id=7');
    expect(await screen.findByRole('heading', { name: '新的投标报名：南京体育中心' })).toBeInTheDocument();
    expect(screen.getByText('新的投标报名：南京体育中心。全文')).toBeInTheDocument();
    expect(screen.getByText('2026-11-24 11:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看招标' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/tenderDetail?id=88',
    );
    expect(rows[0].isRead).toBe(true);
    await waitFor(() => expect(badge()).not.toHaveTextContent(/\d/));
    await user.click(screen.getByRole('link', { name: '返回消息列表' }));
    expect(location()).toBe('/message-center?kind=system');
    expect(await screen.findByRole('link', { name: '新的投标报名：南京体育中心' })).toBeInTheDocument();
  });

  it('shows the skeleton while loading and 暂无消息 for an empty tab', async () => {
    const api = noticeApi([]);
    const release = api.hold(member.notices.path);
    renderPage('/message-center');
    expect(await screen.findByRole('tab', { name: '订单消息' })).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: '加载中' }).length).toBeGreaterThan(0);
    release();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  });

  it('says 消息不存在 for an id that is not the member’s notice', async () => {
    noticeApi([]);
    renderPage('/message-center?id=99');
    expect(await screen.findByText(/消息不存在或已过期/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回消息列表' })).toHaveAttribute('href', '/message-center');
  });
});

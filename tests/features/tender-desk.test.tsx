// The member's side of saved searches: the save dialog on the tender list (name from the filters,
// validation, the limit) and the desk (open a saved search with its filters, delete after a confirm).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedSearch } from '../../src/api/saved-search';
import { tender } from '../../src/api/tender';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';
import type { Answer } from './fake-api';
import { tenderPage, tenderRoutes } from './tender-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const LIST = '/preferentialInquiry/tenders';

describe('save search dialog', { timeout: 30000 }, () => {
  const MEMBER = { username: '李采购' };
  const saved = (body: { name: string }) => ({
    id: 31,
    kind: 'tender',
    name: body.name,
    filters: {},
    createdAt: '2026-11-24T03:00:00Z',
  });

  function setup(save: Answer) {
    const api = fakeMemberApi(
      memberRoutes({ ...tenderRoutes(), [tender.page.path]: tenderPage(), [savedSearch.save.path]: save }),
    );
    renderMember(`${LIST}?typeCode=2&provinceCode=320000&closingSoon=true`, { member: MEMBER });
    return api;
  }

  it('names the search after its filters and saves them', async () => {
    const user = userEvent.setup();
    const api = setup(() => saved({ name: '江苏物资' }));
    await screen.findByText('南京体育中心项目钢筋采购招标公告 1');
    await user.click(screen.getByRole('button', { name: '保存搜索' }));
    const dialog = await screen.findByRole('dialog', { name: '保存搜索条件' });
    const name = within(dialog).getByRole('textbox', { name: '订阅名称' });
    expect(name).toHaveValue('物资采购 · 江苏省 · 7日内截止');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入订阅名称')).toBeInTheDocument();
    expect(api.bodies(savedSearch.save.path)).toEqual([]);
    await fill(user, name, '江苏物资');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('已保存订阅「江苏物资」，有新的匹配招标发布时将通过系统消息通知您'),
    ).toBeInTheDocument();
    expect(api.bodies(savedSearch.save.path)).toEqual([
      { kind: 'tender', name: '江苏物资', filters: { typeCode: '2', provinceCode: '320000', closingSoon: true } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells the member when the limit is reached', async () => {
    const user = userEvent.setup();
    const limit = '最多保存 20 个订阅条件，请先删除不需要的';
    setup(() => new Response(JSON.stringify({ code: 400, success: false, data: null, msg: limit }), { status: 400 }));
    await screen.findByText('南京体育中心项目钢筋采购招标公告 1');
    await user.click(screen.getByRole('button', { name: '保存搜索' }));
    const dialog = await screen.findByRole('dialog', { name: '保存搜索条件' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('dialog', { name: '保存搜索条件' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '保存搜索' })).toHaveFocus();
  });
});

describe('member desk', { timeout: 30000 }, () => {
  const searches = [
    {
      id: 2,
      kind: 'tender',
      name: '江苏物资采购',
      filters: { typeCode: '2', provinceCode: '320000' },
      createdAt: '2026-11-17T03:38:11Z',
    },
    { id: 1, kind: 'inquiry', name: '钢材询价', filters: { categoryCode: '2' }, createdAt: '2026-11-17T03:38:11Z' },
  ];

  it('sends a visitor to login and back', async () => {
    fakeMemberApi(memberRoutes(tenderRoutes()));
    const { location } = renderMember('/preferentialInquiry/myTenders');
    await waitFor(() =>
      expect(location()).toBe(`/login?recordUrl=${encodeURIComponent('/preferentialInquiry/myTenders')}`),
    );
  });

  it('opens a saved search with its filters and deletes one after confirming', async () => {
    const user = userEvent.setup();
    let list = searches;
    const api = fakeMemberApi(
      memberRoutes({
        ...tenderRoutes(),
        [tender.mine.path]: { records: [], total: 0, size: 10, current: 1, pages: 0 },
        [savedSearch.list.path]: () => list,
        [savedSearch.delete.path]: () => ((list = list.filter((s) => s.id !== 2)), { id: 2 }),
      }),
    );
    renderMember('/preferentialInquiry/myTenders', { member: { username: '李采购' } });
    expect(await screen.findByRole('link', { name: '打开订阅「江苏物资采购」' })).toHaveAttribute(
      'href',
      `${LIST}?typeCode=2&provinceCode=320000`,
    );
    expect(screen.getByRole('link', { name: '打开订阅「钢材询价」' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/inquiryMore?categoryCode=2',
    );
    expect(await screen.findByText('物资采购，江苏省')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除订阅「江苏物资采购」' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '删除订阅' })).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '打开订阅「江苏物资采购」' })).not.toBeInTheDocument(),
    );
    expect(api.bodies(savedSearch.delete.path)).toEqual([{ id: 2 }]);
    expect(screen.getByText('贵公司尚未报名任何招标项目，暂无数据')).toBeInTheDocument();
  });
});

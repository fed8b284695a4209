// Tender pages: the list's filters are the URL (and the query sent), a malformed address falls back
// with the notice; the detail's legal-clock timeline and masked contact; the member's registration
// and margin (未缴 → 已缴 → 已退还) through the tenderMargin flow. Saved searches: tender-desk.test.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tender } from '../../src/api/tender';
import { tenderDesk } from '../../src/api/tender-desk';
import { App } from '../../src/app/App';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';
import type { Answer } from './fake-api';
import { renderApp } from './render';
import { calendar, detail, margin, tenderPage, tenderRoutes } from './tender-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const LIST = '/preferentialInquiry/tenders';
const query = (location: string) => Object.fromEntries(new URLSearchParams(location.split('?')[1] ?? ''));

function visitor(path: string, over: Record<string, Answer> = {}) {
  const api = fakeMemberApi({ ...memberRoutes(), ...tenderRoutes(), [tender.page.path]: tenderPage(), ...over });
  const utils = renderApp(<App />, { path });
  return { api, ...utils, lastQuery: () => api.bodies(tender.page.path).at(-1) };
}

describe('tender list URL state', { timeout: 30000 }, () => {
  it('asks for exactly what the address says and shows it chosen', async () => {
    const { lastQuery } = visitor(
      `${LIST}?typeCode=2&provinceCode=320000&cityCode=320100&budgetMinWan=100&closingSoon=true&sort=budget&current=2`,
    );
    expect(await screen.findByText('南京体育中心项目钢筋采购招标公告 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        typeCode: '2',
        provinceCode: '320000',
        cityCode: '320100',
        budgetMinWan: 100,
        closingSoon: true,
        sort: 'budget',
        current: 2,
        size: 20,
      }),
    );
    expect(
      within(screen.getByRole('group', { name: '类型' })).getByRole('button', { name: '物资采购' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '7日内截止' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '预算最高' })).toHaveAttribute('aria-pressed', 'true');
    // a folded filter (the budget) is set, so the fold (phones) starts open
    expect(screen.getByRole('button', { name: '收起筛选' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });

  it('writes every filter change to the URL, back on page 1', async () => {
    const user = userEvent.setup();
    const { location } = visitor(`${LIST}?current=3`);
    await screen.findByText('南京体育中心项目钢筋采购招标公告 1');
    await user.click(screen.getByRole('button', { name: '更多筛选' }));
    expect(screen.getByRole('button', { name: '收起筛选' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(await screen.findByRole('group', { name: '方式' })).getByRole('button', { name: '公开招标' }),
    );
    expect(query(location())).toEqual({ methodCode: '1' });
    await fill(user, screen.getByRole('textbox', { name: '最低预算（万元）' }), '500');
    await fill(user, screen.getByRole('textbox', { name: '最高预算（万元）' }), '100');
    await user.click(
      within(screen.getByRole('form', { name: '预算区间（万元）' })).getByRole('button', { name: '确定' }),
    );
    expect(query(location())).toEqual({ methodCode: '1', budgetMinWan: '100', budgetMaxWan: '500' });
    await user.click(screen.getByRole('button', { name: '7日内截止' }));
    await user.click(screen.getByRole('button', { name: '即将开标' }));
    await fill(user, screen.getByRole('textbox', { name: '关键词' }), '钢筋', true);
    expect(query(location())).toEqual({
      keyword: '钢筋',
      methodCode: '1',
      budgetMinWan: '100',
      budgetMaxWan: '500',
      closingSoon: 'true',
      sort: 'deadline',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '“钢筋”的招标公告' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown type', `${LIST}?typeCode=99`],
    ['a negative page', `${LIST}?current=-1`],
    ['a reversed budget', `${LIST}?budgetMinWan=500&budgetMaxWan=100`],
    ['a day that does not exist', `${LIST}?publishFrom=2026-02-30`],
    ['a city outside its province', `${LIST}?provinceCode=110000&cityCode=320100`],
  ])('falls back to the defaults with the notice on %s', async (_, path) => {
    const { lastQuery } = visitor(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_NOTICE);
    expect(await screen.findByText('南京体育中心项目钢筋采购招标公告 1')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toMatchObject({ current: 1, sort: 'publishTime' }));
    expect(lastQuery()).not.toHaveProperty('typeCode');
    expect(lastQuery()).not.toHaveProperty('budgetMinWan');
    expect(lastQuery()).not.toHaveProperty('cityCode');
  });

  it('sends a visitor who wants to save the search to login and back', async () => {
    const user = userEvent.setup();
    const { location } = visitor(`${LIST}?typeCode=2`);
    await screen.findByText('南京体育中心项目钢筋采购招标公告 1');
    await user.click(screen.getByRole('button', { name: '保存搜索' }));
    await waitFor(() => expect(location()).toBe(`/login?recordUrl=${encodeURIComponent(`${LIST}?typeCode=2`)}`));
  });

  it('carries the filters to the calendar, whose days lead back to the list', async () => {
    const user = userEvent.setup();
    visitor(`${LIST}?typeCode=2`, { [tender.calendar.path]: calendar() });
    await screen.findByText('南京体育中心项目钢筋采购招标公告 1');
    const link = screen.getByRole('link', { name: '开标日历' });
    expect(link).toHaveAttribute('href', '/preferentialInquiry/tenderCalendar?typeCode=2');
    await user.click(link);
    const day = await screen.findByRole('button', { name: '11月3日，5 场开标' });
    await user.click(day);
    const panel = screen.getByRole('region', { name: '11月3日开标' });
    expect(within(panel).getByRole('link', { name: /查看11月3日全部 5 场开标/ })).toHaveAttribute(
      'href',
      `${LIST}?typeCode=2&deadlineFrom=2026-11-03&deadlineTo=2026-11-03&sort=deadline`,
    );
    // arrow keys move by day and week
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '11月10日，无开标' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '11月9日，无开标' })).toHaveFocus();
  });
});

describe('tender detail', { timeout: 30000 }, () => {
  it('shows the legal-clock timeline in order with its rules and checks', async () => {
    visitor('/preferentialInquiry/tenderDetail?id=401');
    const timeline = await screen.findByRole('region', { name: '项目进度与法定时限' });
    const steps = within(timeline).getAllByRole('listitem').slice(0, 5);
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      '发布招标公告（已完成）',
      '报名截止（未到）',
      '投标截止·开标（未到）',
      '中标候选人公示（待定）',
      '公示结束·中标结果公告（待定）',
    ]);
    expect(steps[2]).toHaveTextContent('2026-12-27 09:30');
    expect(steps[2]).toHaveTextContent('公开招标的开标时间距公告发布不得少于 20 日');
    expect(within(timeline).getByRole('list', { name: '法定时限核验' })).toHaveTextContent(
      '投标保证金不得超过招标项目预算的 2%（不符合）',
    );
  });

  it('masks the contact for visitors, with 登录查看 to login and back', async () => {
    visitor('/preferentialInquiry/tenderDetail?id=401');
    expect(await screen.findByText(/钱\*\* 135\*\*\*\*7647/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录查看' })).toHaveAttribute(
      'href',
      `/login?recordUrl=${encodeURIComponent('/preferentialInquiry/tenderDetail?id=401')}`,
    );
    expect(screen.getByRole('link', { name: '登录后报名' })).toBeInTheDocument();
  });

  it('offers 投标保函 instead of the cash margin while bids are open, prefilled for the finance form', async () => {
    visitor('/preferentialInquiry/tenderDetail?id=401');
    const link = await screen.findByRole('link', { name: '办理投标保函' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/financial-service');
    // valid through 90 days of bid validity after the opening (2026-12-27 09:30 Beijing)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apply: 'guarantee',
      tenderNo: 'ZB20261124000401',
      beneficiary: '南京华建建设工程有限公司',
      margin: '52900',
      validUntil: '2027-03-27',
    });
  });

  it('shows the not-found page for an unknown id', async () => {
    visitor('/preferentialInquiry/tenderDetail?id=7');
    expect(await screen.findByRole('heading', { name: '该招标项目不存在' })).toBeInTheDocument();
  });
});

describe('registration and margin', { timeout: 30000 }, () => {
  const MEMBER = { username: '李采购' };

  function member(first: ReturnType<typeof margin>) {
    let current = first;
    const answer = (next: ReturnType<typeof margin>) => () => (current = next);
    const api = fakeMemberApi(
      memberRoutes({
        ...tenderRoutes(),
        [tender.marginStatus.path]: () => current,
        [tender.register.path]: answer(margin('pending')),
        [tender.marginPay.path]: answer(margin('paid')),
        [tender.marginRefund.path]: answer(margin('refunded')),
        [tenderDesk.bid.path]: { ok: true },
        [tender.mine.path]: { records: [], total: 0, size: 10, current: 1, pages: 0 },
      }),
    );
    renderMember('/preferentialInquiry/tenderDetail?id=401', { member: MEMBER });
    return api;
  }

  it("registers and then waits for the purchaser's review", async () => {
    const user = userEvent.setup();
    const api = member(margin('open'));
    const panel = await screen.findByRole('region', { name: '报名与投标保证金' });
    expect(await within(panel).findByText('未报名', { selector: 'span' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '立即报名' }));
    expect(await within(panel).findByText('报名待招标人审核，审核通过后方可缴纳保证金和投标')).toBeInTheDocument();
    expect(api.bodies(tender.register.path)).toEqual([{ tenderId: 401 }]);
    expect(within(panel).queryByRole('form', { name: '上传保证金凭证' })).not.toBeInTheDocument();
  });

  it('refuses an incomplete voucher next to its field, without a call', async () => {
    const user = userEvent.setup();
    const api = member(margin('unpaid'));
    const panel = await screen.findByRole('region', { name: '报名与投标保证金' });
    await user.click(await within(panel).findByRole('button', { name: '提交凭证' }));
    expect(await within(panel).findByText('请选择保证金缴纳方式')).toBeInTheDocument();
    await user.selectOptions(within(panel).getByRole('combobox', { name: '缴纳方式' }), '银行保函');
    await fill(user, within(panel).getByRole('textbox', { name: '凭证号 / 保函编号' }), 'BH-2026-001');
    await user.click(within(panel).getByRole('button', { name: '提交凭证' }));
    expect(await within(panel).findByText('请上传缴纳凭证或保函文件')).toBeInTheDocument();
    expect(api.bodies(tender.marginPay.path)).toEqual([]);
  });

  it('submits a sealed bid once the margin is confirmed', async () => {
    const user = userEvent.setup();
    const api = member(margin('paid'));
    const panel = await screen.findByRole('region', { name: '报名与投标保证金' });
    await fill(user, await within(panel).findByRole('textbox', { name: '投标报价（元）' }), '9500万');
    await user.click(within(panel).getByRole('button', { name: '提交投标' }));
    expect(await within(panel).findByText('请填写有效的投标报价（元，最多两位小数）')).toBeInTheDocument();
    await user.clear(within(panel).getByRole('textbox', { name: '投标报价（元）' }));
    await fill(user, within(panel).getByRole('textbox', { name: '投标报价（元）' }), '95000000');
    await fill(user, within(panel).getByRole('textbox', { name: '工期 / 交货期（日）' }), '540');
    await user.click(within(panel).getByRole('button', { name: '提交投标' }));
    await waitFor(() =>
      expect(api.bodies(tenderDesk.bid.path)).toEqual([
        { tenderId: 401, price: 95_000_000, durationDays: 540, documents: [] },
      ]),
    );
  });

  it('asks before a refund and then shows 已退还', async () => {
    const user = userEvent.setup();
    const api = member(margin('refundable'));
    const panel = await screen.findByRole('region', { name: '报名与投标保证金' });
    await user.click(await within(panel).findByRole('button', { name: '申请退还保证金' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退还保证金' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(api.bodies(tender.marginRefund.path)).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: '申请退还保证金' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '申请退还保证金' })).getByRole('button', { name: '确定退还' }),
    );
    expect(await within(panel).findByText('已退还')).toBeInTheDocument();
    expect(api.bodies(tender.marginRefund.path)).toEqual([{ tenderId: 401 }]);
  });

  it('shows the full contact to a member', async () => {
    const full = detail({ contact: { name: '钱秀珍', phone: '13500007647', masked: false } });
    fakeMemberApi(
      memberRoutes({ ...tenderRoutes(), [tender.detail.path]: full, [tender.marginStatus.path]: margin('paid') }),
    );
    renderMember('/preferentialInquiry/tenderDetail?id=401', { member: MEMBER });
    expect(await screen.findByText(/钱秀珍 13500007647/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录查看' })).not.toBeInTheDocument();
  });
});

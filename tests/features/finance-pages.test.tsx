// Finance pages: the product list's filters are the URL (and the query sent), a malformed address
// falls back with the notice; 保存搜索 names the filters (a visitor logs in first); an unknown
// product is the 404 page; the rules list shows one rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { finance, type FinanceNoticeDetail, type ProductCard } from '../../src/api/finance';
import { App } from '../../src/app/App';
import { financeSearch } from '../../src/shared/sections/finance/saved-search';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { fakeMemberApi, memberRoutes, resetBrowser } from './auth-render';
import type { Answer } from './fake-api';
import { renderApp } from './render';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const card = (id: number): ProductCard => ({
  id,
  name: `建设银行·建材采购贷 ${id}`,
  institution: {
    id: 1,
    name: '中国建设银行股份有限公司江苏省分行',
    shortName: '建设银行',
    kind: '1',
    kindName: '银行',
    logoText: '建设',
  },
  serviceType: '1',
  serviceTypeName: '供应链金融',
  sceneNames: ['材料采购'],
  amountMinWan: 50,
  amountMaxWan: 2000,
  termMinMonths: 3,
  termMaxMonths: 12,
  rateFrom: 3.85,
  rateTo: 5.2,
  rateKind: 'rate',
  guaranteeKind: '2',
  guaranteeName: '应收账款质押',
  audienceNames: ['供应商'],
  fundingDays: 5,
  applyCount: 88,
  summary: '',
});
const rule: FinanceNoticeDetail = {
  id: 1,
  kind: 'rule',
  category: '2',
  categoryName: '服务协议',
  title: '金融服务信息授权书',
  summary: '',
  publishTime: '2026-09-26T02:00:00Z',
  body: ['一、您同意平台将申请信息提供给您所选择的合作金融机构。'],
  effectiveTime: '2026-10-03T02:00:00Z',
  version: '2026-03',
  prevId: null,
  nextId: 2,
};
const pageOf = <T,>(records: T[], total = records.length) => ({
  records,
  total,
  size: 12,
  current: 1,
  pages: Math.ceil(total / 12),
});

function visit(path: string, over: Record<string, Answer> = {}) {
  const api = fakeMemberApi({ ...memberRoutes(), [finance.page.path]: pageOf([card(1), card(2)], 30), ...over });
  const utils = renderApp(<App />, { path });
  const sent = () =>
    api
      .requests()
      .filter((u) => u.pathname === finance.page.path)
      .map((u) => Object.fromEntries(u.searchParams));
  return { api, sent, ...utils };
}
const query = (location: string) => Object.fromEntries(new URLSearchParams(location.split('?')[1] ?? ''));

describe('finance pages', { timeout: 30000 }, () => {
  it('asks for what the address says and writes every filter change to it, back on page 1', async () => {
    const user = userEvent.setup();
    const { sent, location } = visit('/financial-service/financial-list?serviceType=1&sort=rate&current=2');
    expect(await screen.findByRole('link', { name: '建设银行·建材采购贷 1' })).toHaveAttribute(
      'href',
      '/financial-service/financial-service-detail?id=1',
    );
    await waitFor(() => expect(sent().at(-1)).toEqual({ serviceType: '1', sort: 'rate', current: '2', size: '12' }));
    expect(
      within(screen.getByRole('group', { name: '服务类型' })).getByRole('button', { name: '供应链金融' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '利率最低' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(screen.getByRole('group', { name: '融资期限' })).getByRole('button', { name: '3-6个月' }));
    expect(query(location())).toEqual({ serviceType: '1', timeType: '2', sort: 'rate' });
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });

  it('names the list’s filters for 保存搜索, opens them again, and sends a visitor to log in first', async () => {
    const user = userEvent.setup();
    const { location } = visit('/financial-service/financial-list?serviceType=4&moneyType=2&keyword=保函');
    const filters = { keyword: '保函', serviceType: '4', moneyType: '2' };
    expect(financeSearch.words(filters, { region: [], dict: () => undefined }).filter(Boolean)).toEqual([
      '“保函”',
      '保函服务',
      '50-200万',
    ]);
    expect(financeSearch.href(filters)).toBe(
      '/financial-service/financial-list?keyword=%E4%BF%9D%E5%87%BD&serviceType=4&moneyType=2',
    );
    await user.click(await screen.findByRole('button', { name: '保存搜索' }));
    await waitFor(() => expect(location()).toMatch(/^\/login/));
  });

  it('falls back to the defaults with the notice for a malformed address', async () => {
    const { sent } = visit('/financial-service/financial-list?sort=cheapest&moneyType=9');
    expect(await screen.findByText(QUERY_NOTICE)).toBeInTheDocument();
    await waitFor(() => expect(sent().at(-1)).toEqual({ sort: 'recommend', current: '1', size: '12' }));
  });

  it('shows the 404 page for an unknown product and a rule beside the rules list', async () => {
    visit('/financial-service/financial-service-detail?id=77');
    expect(await screen.findByText('该金融产品不存在')).toBeInTheDocument();
    resetBrowser();
    visit('/financial-service/rules-list?id=1', {
      [finance.notices.path]: pageOf([
        {
          id: 1,
          kind: 'rule',
          category: '2',
          categoryName: '服务协议',
          title: rule.title,
          summary: '',
          publishTime: rule.publishTime,
        },
      ]),
      [finance.notice.path]: rule,
    });
    expect(await screen.findByRole('heading', { name: '金融服务信息授权书', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('版本 2026-03')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下一篇' })).toHaveAttribute('href', '/financial-service/rules-list?id=2');
  });
});

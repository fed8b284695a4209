// The inquiry section's lists: the hall's URL is its whole view (filters, sort, page; malformed →
// defaults with the notice), the rankings keep side/metric/period in the URL and lead to a party's
// record (unknown → 404 page), deal records filter by keyword, and the landing shows its blocks
// and takes the arrival flag off the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inquiry } from '../../src/api/inquiry';
import { deals } from '../../src/api/inquiry-deals';
import { tender } from '../../src/api/tender';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { fakeInquiry } from './inquiry-lists-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const HALL = '/preferentialInquiry/inquiryMore';
const query = (location: string) => new URLSearchParams(location.split('?')[1] ?? '');

function setup(path: string) {
  const api = fakeInquiry();
  const utils = renderApp(undefined, { path });
  return { api, ...utils, last: (p: string) => api.to(p).at(-1)?.body };
}

describe('the inquiry hall (inquiryMore)', { timeout: 20000 }, () => {
  it('asks for exactly what the URL says and shows it', async () => {
    const url = `${HALL}?keyword=%E9%92%A2&categoryCode=2&provinceCode=320000&cityCode=320100&status=1&publishFrom=2026-01-01&publishTo=2026-02-01&deadlineFrom=2026-03-01&deadlineTo=2026-04-01&sort=quoteCount&current=2`;
    const { last } = setup(url);
    expect(await screen.findByRole('heading', { level: 1, name: '“钢”相关询价' })).toBeInTheDocument();
    await screen.findByRole('link', { name: '南京地铁站点工程螺纹钢采购询价21' });
    expect(last(inquiry.page.path)).toEqual({
      keyword: '钢',
      categoryCode: '2',
      provinceCode: '320000',
      cityCode: '320100',
      status: '1',
      publishFrom: '2026-01-01',
      publishTo: '2026-02-01',
      deadlineFrom: '2026-03-01',
      deadlineTo: '2026-04-01',
      sort: 'quoteCount',
      current: 2,
      size: 20,
    });
    expect(within(screen.getByRole('group', { name: '分类' })).getByRole('button', { name: '钢材' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(screen.getByRole('group', { name: '状态' })).getByRole('button', { name: '报价中' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '报价最多' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('钢');
    expect(screen.getByRole('button', { name: /^发布日期 / })).toHaveTextContent('2026-01-01');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '城市' })).toHaveValue('320100'));
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });

  it('rows show the buyer with its badge, the item, region, deadline, quote count and status', async () => {
    setup(HALL);
    const link = await screen.findByRole('link', { name: '南京地铁站点工程螺纹钢采购询价1' });
    expect(link).toHaveAttribute('href', '/preferentialInquiry/inquiryDetail?id=1');
    const row = link.closest('li')!;
    expect(within(row).getByText('南京华建建设工程有限公司1')).toBeInTheDocument();
    expect(within(row).getByText('已认证')).toBeInTheDocument();
    expect(within(row).getByText('报价中')).toBeInTheDocument();
    expect(within(row).getByText('螺纹钢 等 2 项 · 120吨', { exact: false })).toBeInTheDocument();
    expect(within(row).getByText('江苏省 南京市')).toBeInTheDocument();
    expect(within(row).getByText('即将截止')).toBeInTheDocument();
    expect(within(row).getByText(/剩 [45] 小时/)).toBeInTheDocument();
    expect(row).toHaveTextContent('1 家报价');
    const second = screen.getByRole('link', { name: '南京地铁站点工程螺纹钢采购询价2' }).closest('li')!;
    expect(within(second).queryByText('已认证')).not.toBeInTheDocument();
    expect(within(second).queryByText('即将截止')).not.toBeInTheDocument();
    expect(within(second).getByText(/剩 3 天 [12] 小时/)).toBeInTheDocument();
  });

  it('uses the defaults without a notice when there is no query', async () => {
    const { last } = setup(HALL);
    expect(await screen.findByRole('heading', { level: 1, name: '询价大厅' })).toBeInTheDocument();
    await screen.findByText('共 45 条询价');
    expect(last(inquiry.page.path)).toEqual({
      sort: 'publishTime',
      current: 1,
      size: 20,
      categoryCode: null,
      provinceCode: null,
      cityCode: null,
      status: null,
      publishFrom: null,
      publishTo: null,
      deadlineFrom: null,
      deadlineTo: null,
    });
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown sort', '?sort=cheapest', {}],
    ['a status outside the dictionary', '?status=9', {}],
    ['a day that does not exist', '?publishFrom=2026-02-30', {}],
    [
      'a reversed deadline range',
      '?deadlineFrom=2026-05-01&deadlineTo=2026-04-01&keyword=%E6%B0%B4%E6%B3%A5',
      { keyword: '水泥', deadlineFrom: null, deadlineTo: null },
    ],
    ['a region code that is not 6 digits', '?provinceCode=32', {}],
    [
      'a city outside its province',
      '?provinceCode=110000&cityCode=320100',
      { provinceCode: '320000', cityCode: '320100' },
    ],
    ['a category the dictionary lacks', '?categoryCode=99&status=2', { categoryCode: null, status: '2' }],
    ['a negative page', '?current=-2', { current: 1 }],
  ])('falls back to the defaults with a notice on %s, never a blank page', async (_, search, expected) => {
    const { last } = setup(`${HALL}${search}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_NOTICE);
    expect(await screen.findByRole('link', { name: '南京地铁站点工程螺纹钢采购询价1' })).toBeInTheDocument();
    expect(last(inquiry.page.path)).toMatchObject({ current: 1, size: 20, sort: 'publishTime', ...expected });
  });

  it('filters, sorts, the search form and the region write the URL and go back to page 1', async () => {
    const user = userEvent.setup();
    const { location, last } = setup(`${HALL}?current=3`);
    await screen.findByRole('link', { name: '南京地铁站点工程螺纹钢采购询价41' });

    await user.click(within(screen.getByRole('group', { name: '分类' })).getByRole('button', { name: '水泥' }));
    expect(query(location()).get('categoryCode')).toBe('1');
    expect(query(location()).get('current')).toBeNull();
    await user.click(within(screen.getByRole('group', { name: '状态' })).getByRole('button', { name: '已截止' }));
    await user.click(screen.getByRole('button', { name: '即将截止' }));
    expect(Object.fromEntries(query(location()))).toEqual({ categoryCode: '1', status: '2', sort: 'deadline' });

    const form = screen.getByRole('search', { name: '搜索询价' });
    await user.type(within(form).getByRole('searchbox', { name: '关键词' }), '防水');
    await user.click(within(form).getByRole('button', { name: '搜索' }));
    expect(Object.fromEntries(query(location()))).toMatchObject({ keyword: '防水', status: '2' });
    await waitFor(() =>
      expect(last(inquiry.page.path)).toMatchObject({
        keyword: '防水',
        categoryCode: '1',
        status: '2',
        sort: 'deadline',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: '省份' }), '320000');
    expect(query(location()).get('provinceCode')).toBe('320000');
    await user.selectOptions(await screen.findByRole('combobox', { name: '城市' }), '320100');
    expect(query(location()).get('cityCode')).toBe('320100');
    expect(screen.queryByRole('combobox', { name: '区县' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: '第 2 页' }));
    expect(query(location()).get('current')).toBe('2');
    expect(query(location()).get('keyword')).toBe('防水');
  });
});

describe('rankings', { timeout: 20000 }, () => {
  it('keeps side, metric and period in the URL; rows lead to the party record', async () => {
    const user = userEvent.setup();
    const { location, last } = setup('/preferentialInquiry/inquiryRankingMore?side=buyer&period=year&metric=count');
    expect(await screen.findByRole('heading', { level: 1, name: '采购商排行榜' })).toBeInTheDocument();
    await screen.findByRole('link', { name: '采购企业1有限公司' });
    expect(last(deals.rankingPage.path)).toEqual({
      side: 'buyer',
      metric: 'count',
      period: 'year',
      current: '1',
      size: '20',
    });
    expect(screen.getByRole('button', { name: '按询价次数' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '采购企业1有限公司' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/inquiryRankingDetail?companyId=301&side=buyer',
    );

    await user.click(within(screen.getByRole('group', { name: '榜单' })).getByRole('button', { name: '供应商排行' }));
    await user.click(within(screen.getByRole('group', { name: '周期' })).getByRole('button', { name: '本季' }));
    await user.click(screen.getByRole('button', { name: '按成交金额' }));
    expect(location()).toBe('/preferentialInquiry/inquiryRankingMore?period=quarter');
    expect(await screen.findByRole('heading', { level: 1, name: '供应商排行榜' })).toBeInTheDocument();
    await waitFor(() =>
      expect(last(deals.rankingPage.path)).toMatchObject({ side: 'seller', metric: 'amount', period: 'quarter' }),
    );
  });

  it('a malformed ranking query falls back with the notice', async () => {
    const { last } = setup('/preferentialInquiry/inquiryRankingMore?side=both&period=decade');
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_NOTICE);
    await screen.findByRole('link', { name: '供应企业1有限公司' });
    expect(last(deals.rankingPage.path)).toMatchObject({ side: 'seller', period: 'month' });
  });

  it("a party's record shows its periods, deals and (buyers) inquiries", async () => {
    setup('/preferentialInquiry/inquiryRankingDetail?companyId=2&side=buyer');
    expect(await screen.findByRole('heading', { level: 1, name: /上海恒信建材有限公司/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '本月' }).closest('li')).toHaveTextContent('未上榜');
    expect(screen.getByRole('heading', { name: '本季' }).closest('li')).toHaveTextContent('第 1 名');
    expect(screen.getByRole('link', { name: '螺纹钢1' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/inquiryDetail?id=501',
    );
    expect(screen.getByRole('link', { name: '查看更多最近成交' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/orderMore?companyId=2',
    );
    expect(screen.getByRole('link', { name: '水泥采购询价' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown company', '?companyId=404&side=seller'],
    ['no company', '?side=seller'],
    ['an unknown side', '?companyId=2&side=both'],
  ])('%s is the 404 page', async (_, search) => {
    setup(`/preferentialInquiry/inquiryRankingDetail${search}`);
    expect(await screen.findByRole('heading', { level: 1, name: '该企业不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回排行榜' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/inquiryRankingMore',
    );
  });
});

describe('deal records (orderMore)', { timeout: 20000 }, () => {
  it('lists deals and filters by keyword, category and one party', async () => {
    const user = userEvent.setup();
    const { location, last } = setup('/preferentialInquiry/orderMore?companyId=2');
    expect(await screen.findByRole('table', { name: '成交记录' })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: '螺纹钢1' }).closest('tr')!;
    expect(row).toHaveTextContent('南京**建设工程有限公司');
    expect(row).toHaveTextContent('¥3,450.00/吨');
    expect(row).toHaveTextContent('¥103,500.00');
    expect(last(deals.dealPage.path)).toMatchObject({ companyId: 2, current: 1, size: 20 });

    const form = screen.getByRole('search', { name: '搜索成交记录' });
    await user.type(within(form).getByRole('searchbox', { name: '关键词' }), '钢');
    await user.click(within(form).getByRole('button', { name: '搜索' }));
    expect(Object.fromEntries(query(location()))).toEqual({ keyword: '钢', companyId: '2' });
    await user.click(within(screen.getByRole('group', { name: '分类' })).getByRole('button', { name: '钢材' }));
    await user.click(screen.getByRole('button', { name: '查看全部' }));
    expect(Object.fromEntries(query(location()))).toEqual({ keyword: '钢', categoryCode: '2' });
    await waitFor(() =>
      expect(last(deals.dealPage.path)).toMatchObject({ keyword: '钢', categoryCode: '2', companyId: null }),
    );
  });
});

describe('the landing (/preferentialInquiry)', { timeout: 20000 }, () => {
  it('shows latest inquiries, rankings, deals and tender blocks, with the entries', async () => {
    const { api } = setup('/preferentialInquiry');
    expect(await screen.findByRole('heading', { level: 1, name: '优惠询价' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发布询价' })).toHaveAttribute('href', '/preferentialInquiry/publish');
    expect(screen.getByRole('link', { name: '询价大厅' })).toHaveAttribute('href', '/preferentialInquiry/inquiryMore');
    expect(await screen.findByRole('link', { name: '钢筋采购询价' })).toHaveAttribute(
      'href',
      '/preferentialInquiry/inquiryDetail?id=7',
    );
    expect(await screen.findByRole('table', { name: '供应商排行（累计成交金额）' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '采购商排行（累计成交金额）' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '最新成交' })).toBeInTheDocument();
    for (const id of [10, 20, 50])
      expect(await screen.findByRole('link', { name: `体育中心项目施工招标公告${id}` })).toHaveAttribute(
        'href',
        `/preferentialInquiry/tenderDetail?id=${id}`,
      );
    // the hero's count of tenders open for registration is the 报名中 block's own answer
    expect(
      api
        .to(tender.page.path)
        .map((s) => s.body.status)
        .sort(),
    ).toEqual(['1', '2', '5']);
    expect(api.to(deals.rankingPage.path).map((s) => s.body)).toContainEqual({
      side: 'seller',
      metric: 'amount',
      period: 'all',
      current: '1',
      size: '8',
    });
  });

  it('takes the arrival flag of a full-page navigation off the address, keeping the entry', async () => {
    const { location, memory } = setup('/preferentialInquiry?flag=1');
    await screen.findByRole('link', { name: '钢筋采购询价' });
    await waitFor(() => expect(location()).toBe('/preferentialInquiry'));
    expect(memory.history).toHaveLength(1);
    expect(screen.queryByText(QUERY_NOTICE)).not.toBeInTheDocument();
  });
});

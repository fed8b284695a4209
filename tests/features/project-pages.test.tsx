// Project pages: the package list's filters are the URL (and the query sent), a malformed address
// falls back with the notice; the detail masks the contact for visitors, is the 404 page for an
// unknown id, and takes a member's application.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { project, type ProjectCard, type ProjectDetail } from '../../src/api/project';
import { APPLY_DRAFT_MSG } from '../../machines/project-forms';
import { system } from '../../src/api/system';
import { App } from '../../src/app/App';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';
import type { Answer } from './fake-api';
import { regions } from './mall-api';
import { renderApp } from './render';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const LIST = '/findProject/projectListNeed';
const query = (location: string) => Object.fromEntries(new URLSearchParams(location.split('?')[1] ?? ''));

const card = (id: number, patch: Partial<ProjectCard> = {}): ProjectCard => ({
  id,
  projectNo: `FB20261120${String(id).padStart(6, '0')}`,
  projectName: `南京江北新区人才公寓钢结构工程专业分包 ${id}`,
  contractor: { companyId: 1, name: '南京华建建设工程有限公司', verified: true },
  categoryCode: '2',
  categoryName: '钢结构',
  subcontractType: '1',
  subcontractTypeName: '专业分包',
  saleType: '1',
  saleTypeName: '包工包料',
  transactionMode: '1',
  transactionModeName: '公开招募',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  budget: 8_600_000,
  budgetWan: 860,
  requirement: '钢结构工程专业承包二级及以上',
  statusCode: '2',
  statusName: '招募中',
  publishTime: '2026-11-20T01:38:11Z',
  applyDeadline: '2026-12-08T09:00:00Z',
  applicants: 3,
  match: null,
  matchNote: '',
  ...patch,
});

const page = (total = 45) => ({
  records: Array.from({ length: Math.min(20, total) }, (_, i) => card(i + 1)),
  total,
  size: 20,
  current: 1,
  pages: Math.ceil(total / 20),
});

const detail = (patch: Partial<ProjectDetail> = {}): ProjectDetail => ({
  ...card(7),
  ownerName: '南京江北新区建设投资集团有限公司',
  address: '南京市浦口区浦滨路与七里河大道交叉口',
  scope: '钢结构深化设计、构件制作、运输、安装及防腐防火涂装',
  quantities: '钢结构用钢量约 1200 吨',
  qualificationCategory: '2',
  qualificationGrade: '2',
  experienceRequired: '近三年完成过不少于 2 项同类工程',
  startDate: '2026-12-20',
  durationDays: 120,
  paymentTerms: '按月进度款支付已完工程量的 70%',
  views: 88,
  contact: { name: '王**', phone: '139****5678', masked: true },
  isOwner: false,
  myApplication: null,
  applyBlock: '请先登录',
  serverTime: '2026-11-24T03:00:00Z',
  ...patch,
});

const notFound = () =>
  new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '分包项目不存在' }), { status: 404 });
const routes = (over: Record<string, Answer> = {}): Record<string, Answer> => ({
  [system.provinces.path]: regions.filter((r) => r.level === 1),
  [system.regionChildren.path]: (u: URL) => regions.filter((r) => r.parentCode === u.searchParams.get('parentCode')),
  [project.page.path]: page(),
  [project.detail.path]: (u: URL) => (u.searchParams.get('id') === '7' ? detail() : notFound()),
  ...over,
});

function visitor(path: string) {
  const api = fakeMemberApi({ ...memberRoutes(), ...routes() });
  const utils = renderApp(<App />, { path });
  return { api, ...utils, lastQuery: () => api.bodies(project.page.path).at(-1) };
}

describe('package list URL state', { timeout: 30000 }, () => {
  it('asks for exactly what the address says and writes every change back, on page 1', async () => {
    const user = userEvent.setup();
    const { lastQuery, location } = visitor(
      `${LIST}?categoryCode=2&provinceCode=320000&budgetMinWan=100&sort=budget&current=2`,
    );
    expect(await screen.findByText('南京江北新区人才公寓钢结构工程专业分包 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        categoryCode: '2',
        provinceCode: '320000',
        budgetMinWan: 100,
        sort: 'budget',
        current: 2,
        size: 20,
      }),
    );
    expect(within(screen.getByRole('group', { name: '专业' })).getByRole('button', { name: '钢结构' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '预算最高' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(screen.getByRole('group', { name: '类型' })).getByRole('button', { name: '劳务分包' }));
    await user.click(screen.getByRole('button', { name: '只看我能接的' }));
    await fill(user, screen.getByRole('textbox', { name: '关键词' }), '幕墙', true);
    expect(query(location())).toEqual({
      keyword: '幕墙',
      categoryCode: '2',
      subcontractType: '2',
      provinceCode: '320000',
      budgetMinWan: '100',
      canTake: 'true',
      sort: 'budget',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '“幕墙”的分包项目' })).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '幕墙', canTake: true, current: 1 }));
  });

  it.each([
    ['an unknown category', `${LIST}?categoryCode=99`],
    ['a reversed budget', `${LIST}?budgetMinWan=500&budgetMaxWan=100`],
    ['a city outside its province', `${LIST}?provinceCode=110000&cityCode=320100`],
  ])('falls back to the defaults with the notice on %s', async (_, path) => {
    const { lastQuery } = visitor(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_NOTICE);
    await waitFor(() => expect(lastQuery()).toMatchObject({ current: 1, sort: 'publishTime' }));
    expect(lastQuery()).not.toHaveProperty('categoryCode');
    expect(lastQuery()).not.toHaveProperty('budgetMinWan');
    expect(lastQuery()).not.toHaveProperty('cityCode');
  });
});

describe('package detail', { timeout: 30000 }, () => {
  it('masks the contact for visitors and offers the login; an unknown id is the 404 page', async () => {
    visitor('/findProject/detailNeedJ?id=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: '南京江北新区人才公寓钢结构工程专业分包 7' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/139\*\*\*\*5678/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录查看' })).toHaveAttribute(
      'href',
      `/login?recordUrl=${encodeURIComponent('/findProject/detailNeedJ?id=7')}`,
    );
    resetBrowser();
    visitor('/findProject/detailNeedJ?id=8');
    expect(await screen.findByRole('heading', { name: '该分包项目不存在' })).toBeInTheDocument();
  });

  it('takes a member company’s application and shows it', async () => {
    const user = userEvent.setup();
    let current = detail({
      contact: { name: '王工', phone: '13912345678', masked: false },
      applyBlock: '',
      match: 'yes',
      matchNote: '符合：持有钢结构工程专业承包资质',
    });
    const applied = {
      id: 1,
      packageId: 7,
      company: { companyId: 2, name: '上海恒信建材贸易有限公司', verified: true },
      qualification: 'x',
      experience: 'y',
      priceWan: 820,
      message: '',
      status: 'submitted' as const,
      statusName: '待处理',
      reason: '',
      createdAt: '2026-11-24T03:10:00Z',
      decidedAt: null,
    };
    const api = fakeMemberApi(
      memberRoutes({
        ...routes(),
        [project.detail.path]: () => current,
        [project.apply.path]: () => {
          current = { ...current, applyBlock: '贵公司已报名该项目', myApplication: applied, applicants: 4 };
          return applied;
        },
        [project.withdraw.path]: () => {
          current = {
            ...current,
            applyBlock: '',
            myApplication: { ...applied, status: 'withdrawn', statusName: '已撤回' },
            applicants: 3,
          };
          return current.myApplication!;
        },
      }),
    );
    renderMember('/findProject/detailNeedJ?id=7', { member: { username: '李采购' } });
    const panel = await screen.findByRole('region', { name: '报名' });
    expect(screen.getAllByText('资质符合').length).toBeGreaterThan(0);
    await fill(user, within(panel).getByRole('textbox', { name: '类似业绩' }), '近三年完成钢结构厂房 3 项');
    await fill(user, within(panel).getByRole('textbox', { name: '意向报价（万元，选填）' }), '-5');
    await user.click(within(panel).getByRole('button', { name: '提交报名' }));
    expect(await within(panel).findByText(APPLY_DRAFT_MSG.price)).toBeInTheDocument();
    expect(api.bodies(project.apply.path)).toEqual([]);
    await user.clear(within(panel).getByRole('textbox', { name: '意向报价（万元，选填）' }));
    await fill(user, within(panel).getByRole('textbox', { name: '意向报价（万元，选填）' }), '820');
    await user.click(within(panel).getByRole('button', { name: '提交报名' }));
    expect(await within(panel).findByText('待处理')).toBeInTheDocument();
    expect(api.bodies(project.apply.path)).toEqual([
      {
        packageId: 7,
        qualification: '钢结构工程专业承包二级及以上',
        experience: '近三年完成钢结构厂房 3 项',
        priceWan: 820,
        message: '',
      },
    ]);
    // Withdrawing asks first (取消 has the focus), then sends once and offers the form again.
    await user.click(within(panel).getByRole('button', { name: '撤回报名' }));
    const dialog = await screen.findByRole('dialog', { name: '撤回报名' });
    expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '撤回报名' }));
    expect(await within(panel).findByRole('button', { name: '提交报名' })).toBeInTheDocument();
    expect(api.bodies(project.withdraw.path)).toEqual([{ applicationId: 1 }]);
  });
});

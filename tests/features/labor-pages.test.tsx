// The labour pages: the job board asks for exactly what its URL says, the tree writes trades to
// the URL, a malformed query falls back with the notice; a job post's detail shows the fee
// warning, the employer card and the masked contact with 登录查看; an unknown id is the 404 page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labor, type JobCard, type JobDetail } from '../../src/api/labor';
import { TRADE_TREE } from '../../src/api/labor-trades';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { envelope } from './fake-api';
import { commonRoutes, fakeMall } from './mall-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const BOARD = '/labor-services/more-work';
const query = (location: string) => new URLSearchParams(location.split('?')[1] ?? '');
const iso = (ms: number) => new Date(ms).toISOString();

const job = (id: number): JobCard => ({
  id,
  title: `南京江北安置房项目招钢筋工${id}名`,
  trades: [{ code: '0601', name: '钢筋工' }],
  headcount: 10,
  wageMin: 380,
  wageMax: 420,
  wageUnit: '元/天',
  settlement: '月结',
  projectType: '住宅',
  startDate: '2026-12-01',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  employer: { name: '南京华建建设工程有限公司', verified: true, companyId: null },
  state: 'recruiting',
  stateName: '招工中',
  feeWarning: id === 2,
  benefits: '包吃住',
  publishTime: iso(Date.now() - 3_600_000),
});

const detail = (id: number): JobDetail => ({
  ...job(id),
  address: '南京市浦口区江浦街道',
  durationDays: 120,
  requirements: '两年以上经验',
  description: '入场前需先交500元押金，完工后退还。',
  feeWords: ['押金', '先交'],
  contact: { name: '王**', phone: '139****5678', masked: true },
  employerCard: {
    name: '南京华建建设工程有限公司',
    verified: true,
    companyId: null,
    joinedAt: iso(Date.now() - 800 * 86_400_000),
    postCount: 12,
    reportCount: 2,
    wageAccount: true,
  },
  expiresAt: iso(Date.now() + 29 * 86_400_000),
});

function setup(path: string) {
  const api = fakeMall({
    ...commonRoutes(),
    [labor.specialityTree.path]: () => TRADE_TREE,
    [labor.recruitPage.path]: (b) => ({
      records: [job(1), job(2)],
      total: 42,
      size: 20,
      current: Number(b.current ?? 1),
      pages: 3,
    }),
    [labor.recruitDetail.path]: (b) =>
      Number(b.id) === 404 ? envelope(null, 404, '很抱歉，资源未找到!') : detail(Number(b.id)),
  });
  const utils = renderApp(undefined, { path });
  return { api, ...utils, last: (p: string) => api.to(p).at(-1)?.body };
}

describe('the job board (more-work)', { timeout: 20000 }, () => {
  it('asks for what the URL says; the tree writes trades; a bad query falls back with the notice', async () => {
    const { last, location } = setup(
      `${BOARD}?trades=06,1001&wageUnit=%E5%85%83%2F%E5%A4%A9&wageMin=300&settlement=%E6%97%A5%E7%BB%93&sort=wageDesc&current=2`,
    );
    await screen.findByRole('link', { name: '南京江北安置房项目招钢筋工1名' }, { timeout: 8000 });
    expect(last(labor.recruitPage.path)).toMatchObject({
      trades: '06,1001',
      wageUnit: '元/天',
      wageMin: '300',
      settlement: '日结',
      sort: 'wageDesc',
      current: '2',
      size: '20',
    });
    const trades = screen.getByRole('group', { name: '工种' });
    expect(within(trades).getByRole('button', { name: '钢筋（全部）' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('涉及收费，谨慎')).toBeInTheDocument();
    await userEvent.click(within(trades).getByRole('button', { name: '木工' }));
    await waitFor(() => expect(query(location()).get('trades')).toBe('06,1001,0101'));
    expect(query(location()).get('current')).toBeNull();
  });

  it('a malformed query shows the notice and the defaults', async () => {
    const { last } = setup(`${BOARD}?trades=zz&wageMin=100&sort=nope`);
    expect(await screen.findByText(QUERY_NOTICE)).toBeInTheDocument();
    await waitFor(() => expect(last(labor.recruitPage.path)).toMatchObject({ sort: 'publishTime', current: '1' }));
    expect(last(labor.recruitPage.path)).not.toHaveProperty('wageMin');
  });
});

describe('a job post (detail-work)', { timeout: 20000 }, () => {
  it('shows the fee warning, the employer card and the masked contact with 登录查看', async () => {
    setup('/labor-services/detail-work?id=2');
    expect(await screen.findByRole('heading', { level: 1, name: '南京江北安置房项目招钢筋工2名' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('押金、先交');
    const employer = screen.getByRole('region', { name: '用工单位' });
    expect(within(employer).getByText('2 次')).toBeInTheDocument();
    expect(within(employer).getByText('已声明设立农民工工资专户')).toBeInTheDocument();
    expect(screen.getByTestId('contact-phone')).toHaveTextContent('139****5678');
    const login = await screen.findByRole('link', { name: '登录查看' });
    expect(login.getAttribute('href')).toContain(encodeURIComponent('/labor-services/detail-work?id=2'));
  });

  it('an unknown id is the 404 page', async () => {
    setup('/labor-services/detail-work?id=404');
    expect(await screen.findByRole('heading', { name: '该招工信息不存在' })).toBeInTheDocument();
  });
});

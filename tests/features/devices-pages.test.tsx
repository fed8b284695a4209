// Equipment pages: the supply list's filters and job are the URL (and the query sent), a
// malformed address falls back with the notice, rows show the all-in cost; the card masks the
// contact for visitors (登录查看 → login and back), computes a job's cost naming the cheapest
// mode and shows the next free day; an unknown id is the 404 page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devices, type SupplyCard, type SupplyDetail } from '../../src/api/devices';
import { system } from '../../src/api/system';
import { App } from '../../src/app/App';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import { fakeMemberApi, fill, memberRoutes, resetBrowser } from './auth-render';
import { regions } from './mall-api';
import { renderApp } from './render';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const LIST = '/findDevices/listSupply';
const query = (location: string) => Object.fromEntries(new URLSearchParams(location.split('?')[1] ?? ''));

const card = (id: number, patch: Partial<SupplyCard> = {}): SupplyCard => ({
  id,
  title: `三一SY215C 21吨挖掘机出租 ${id}`,
  categoryCode: '1',
  categoryName: '土方机械',
  typeCode: '101',
  typeName: '挖掘机',
  brand: '三一',
  model: 'SY215C',
  specValue: 21,
  specUnit: '吨',
  year: 2021,
  workingHours: 4200,
  quantity: 1,
  rentMode: 'shift',
  rentModeName: '台班',
  price: 1500,
  priceUnit: '元/台班',
  withOperator: true,
  fuelIncluded: true,
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  districtCode: '',
  districtName: '',
  owner: { companyId: 9, name: '南京恒力机械租赁有限公司', verified: true },
  state: 'published',
  stateName: '可出租',
  availableFrom: '2026-11-20',
  imageUrl: '/media/goods/eq101-1.svg',
  publishTime: '2026-11-20T01:38:11Z',
  views: 88,
  distanceKm: null,
  cost: null,
  ...patch,
});
const page = (records: SupplyCard[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
const detail = (patch: Partial<SupplyDetail> = {}): SupplyDetail => ({
  ...card(7),
  prices: { shift: 1500, hour: null, day: null, month: 28000, cube: null },
  mobilisationFee: 2000,
  assemblyFee: 0,
  deposit: 10000,
  minRentDays: 1,
  serviceRadiusKm: 100,
  address: '南京市江宁区机械城18号',
  description: '车况良好',
  fuelPerHour: 14,
  images: [],
  certificates: [],
  contact: { name: '王**', phone: '139****5678', masked: true },
  booked: [{ from: '2026-11-25', to: '2026-11-30' }],
  nextAvailable: '2026-12-01',
  monthBeatsShiftAfter: 19,
  viewer: { isOwner: false, interested: false },
  serverTime: '2026-11-24T03:00:00Z',
  ...patch,
});
const notFound = () =>
  new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '很抱歉，资源未找到!' }), { status: 404 });

function visitor(path: string) {
  const api = fakeMemberApi({
    ...memberRoutes(),
    [system.provinces.path]: regions.filter((r) => r.level === 1),
    [system.regionChildren.path]: (u: URL) => regions.filter((r) => r.parentCode === u.searchParams.get('parentCode')),
    [devices.page.path]: page([
      card(1, { cost: { total: 32000, mode: 'month', modeName: '月', rent: 28000, modes: [], lines: [] } }),
      card(2),
    ]),
    [devices.detail.path]: (u: URL) => (u.searchParams.get('id') === '7' ? detail() : notFound()),
  });
  const utils = renderApp(<App />, { path });
  return { api, ...utils, lastQuery: () => api.bodies(devices.page.path).at(-1) };
}

describe('supply list', { timeout: 30000 }, () => {
  it('asks for what the address says, writes filters and the job to the URL, and shows the all-in cost', async () => {
    const user = userEvent.setup();
    const { location, lastQuery } = visitor(
      `${LIST}?categoryCode=1&typeCode=101&rentMode=shift&priceMax=2000&current=2`,
    );
    expect(await screen.findByText('三一SY215C 21吨挖掘机出租 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        categoryCode: '1',
        typeCode: '101',
        rentMode: 'shift',
        priceMax: 2000,
        sort: 'publishTime',
        current: 2,
        size: 20,
      }),
    );
    expect(within(screen.getByRole('group', { name: '设备' })).getByRole('button', { name: '挖掘机' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(screen.getByRole('group', { name: '品牌' })).getByRole('button', { name: '徐工' }));
    expect(query(location())).toEqual({
      categoryCode: '1',
      typeCode: '101',
      brand: '徐工',
      rentMode: 'shift',
      priceMax: '2000',
    });
    await fill(user, screen.getByRole('spinbutton', { name: /工期/ }), '25');
    await user.click(screen.getByRole('button', { name: '计算并按全包价排序' }));
    expect(query(location())).toMatchObject({ jobDays: '25', jobHours: '8', sort: 'total' });
    expect(screen.getByRole('button', { name: '全包价最低' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText(/全包价/).some((n) => n.textContent?.includes('¥32,000.00'))).toBe(true);
    expect(screen.getAllByText(/按月最省/).length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown type', `${LIST}?typeCode=999`],
    ['a reversed spec range', `${LIST}?specMin=30&specMax=10`],
    ['sorting by total without a job', `${LIST}?sort=total`],
    ['a day that does not exist', `${LIST}?freeFrom=2026-02-30`],
  ])('falls back with the notice on %s', async (_, path) => {
    const { lastQuery } = visitor(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_NOTICE);
    await waitFor(() => expect(lastQuery()).toMatchObject({ current: 1, sort: 'publishTime' }));
    expect(lastQuery()).not.toHaveProperty('typeCode');
    expect(lastQuery()).not.toHaveProperty('specMin');
  });
});

describe('machine card', { timeout: 30000 }, () => {
  it('masks the contact for visitors with 登录查看 to login and back; shows the calendar and the next free day', async () => {
    visitor('/findDevices/device-card?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: '三一SY215C 21吨挖掘机出租 7' })).toBeInTheDocument();
    expect(screen.getByText(/139\*\*\*\*5678/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录查看' })).toHaveAttribute(
      'href',
      `/login?recordUrl=${encodeURIComponent('/findDevices/device-card?id=7')}`,
    );
    expect(screen.getByText(/连续租用 19 天及以上，月租比台班更划算/)).toBeInTheDocument();
    const calendar = screen.getByRole('list', { name: /可租情况/ });
    expect(within(calendar).getByLabelText('2026-11-26 已约')).toBeInTheDocument();
    expect(within(calendar).getByLabelText('2026-12-01 可租')).toBeInTheDocument();
  });

  it('computes a job: 18 days by the shift, 25 days by the month, with every line', async () => {
    const user = userEvent.setup();
    visitor('/findDevices/device-card?id=7');
    const panel = await screen.findByRole('region', { name: '全包价计算' });
    const days = within(panel).getByRole('spinbutton', { name: /工期/ });
    await user.clear(days);
    await user.type(days, '18');
    await user.click(within(panel).getByRole('button', { name: '计算全包价' }));
    expect(within(panel).getByText(/按台班最省/)).toBeInTheDocument();
    expect(within(panel).getByText('¥29,000.00')).toBeInTheDocument(); // 18 × 1500 + 2000
    await user.clear(days);
    await user.type(days, '25');
    await user.click(within(panel).getByRole('button', { name: '计算全包价' }));
    expect(within(panel).getByText(/按月最省/)).toBeInTheDocument();
    expect(within(panel).getByText('¥30,000.00')).toBeInTheDocument(); // 28000 + 2000
  });

  it('shows the not-found page for an unknown id', async () => {
    visitor('/findDevices/device-card?id=8');
    expect(await screen.findByRole('heading', { name: '该设备不存在或已下架' })).toBeInTheDocument();
  });
});

// The equipment publish page on its flow: a failed submit puts the problems on their fields and
// focuses the first; an edit (?id=) starts from the stored listing and saves it under its id, then
// opens its card; another company's or an unknown listing is the not-found text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devices } from '../../src/api/devices';
import type { SupplyEdit } from '../../src/api/devices-forms';
import { system } from '../../src/api/system';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';
import { regions } from './mall-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const stored: SupplyEdit = {
  state: 'published',
  stateName: '可出租',
  reviewNote: '',
  files: [],
  form: {
    id: 5,
    title: '徐工XE215DA 挖掘机出租',
    typeCode: '101',
    brand: '徐工',
    model: 'XE215DA',
    specValue: 21,
    year: 2021,
    workingHours: 3200,
    quantity: 1,
    rentMode: 'shift',
    negotiable: false,
    prices: { shift: 1500, month: 28000 },
    withOperator: true,
    fuelIncluded: false,
    mobilisationFee: 1500,
    assemblyFee: 0,
    deposit: 0,
    minRentDays: 1,
    provinceCode: '320000',
    cityCode: '320100',
    address: '南京市江宁区机械城8号',
    serviceRadiusKm: 100,
    availableFrom: '2099-01-01',
    images: [],
    certificates: [],
    contactName: '周师傅',
    contactPhone: '13912340088',
    description: '',
  },
};
const notFound = () =>
  new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '很抱歉，资源未找到!' }), { status: 404 });

function member(path: string) {
  const api = fakeMemberApi({
    ...memberRoutes(),
    [system.provinces.path]: regions.filter((r) => r.level === 1),
    [system.regionChildren.path]: (u: URL) => regions.filter((r) => r.parentCode === u.searchParams.get('parentCode')),
    [devices.mine.path]: { records: [], total: 0, size: 20, current: 1, pages: 0 },
    [devices.mySupply.path]: (u: URL) => (u.searchParams.get('id') === '5' ? stored : notFound()),
    [devices.publish.path]: { id: 5, state: 'published', stateName: '可出租', reviewNote: '' },
  });
  const { location } = renderMember(path, { member: { username: '周经理' } });
  return { api, location };
}

describe('publishing equipment', { timeout: 30000 }, () => {
  it("puts a failed submit's problems on their fields and focuses the first", async () => {
    const user = userEvent.setup();
    const { api } = member('/findDevices/publish');
    const form = await screen.findByRole('form', { name: '发布出租信息' });
    await user.click(within(form).getByRole('button', { name: '发布出租信息' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '标题' })).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: '租金（元/台班）' })).toHaveAccessibleDescription(
      '请填写所选租赁方式的租金，或勾选面议',
    );
    expect(api.bodies(devices.publish.path)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '发布求租' }));
    expect(await screen.findByRole('form', { name: '发布求租信息' })).toBeInTheDocument();
  });

  it('edits a stored listing under its id and opens its card', async () => {
    const user = userEvent.setup();
    const { api, location } = member('/findDevices/publish?id=5');
    const form = await screen.findByRole('form', { name: '修改出租信息' });
    expect(screen.queryByRole('button', { name: '发布求租' })).toBeNull();
    const title = within(form).getByRole('textbox', { name: '标题' });
    expect(title).toHaveValue('徐工XE215DA 挖掘机出租');
    expect(within(form).getByRole('textbox', { name: '租金（元/月）' })).toHaveValue('28000');
    await user.clear(title);
    await fill(user, title, '徐工XE215DA 挖掘机可长租');
    await user.click(within(form).getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(location()).toBe('/findDevices/device-card?id=5'));
    expect(await screen.findByText('出租信息已发布')).toBeInTheDocument();
    expect(api.bodies(devices.publish.path)).toEqual([
      expect.objectContaining({ id: 5, title: '徐工XE215DA 挖掘机可长租', prices: { shift: 1500, month: 28000 } }),
    ]);
  });

  it("another company's or an unknown listing is not found", async () => {
    member('/findDevices/publish?id=6');
    expect(await screen.findByRole('heading', { name: '该信息不存在或不属于本企业' })).toBeInTheDocument();
  });
});

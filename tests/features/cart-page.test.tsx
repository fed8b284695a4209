// /buyCar: logged-out visitors go to login with recordUrl; the cart shows the server's totals,
// keeps quantities within stock, selects lines, shops and all, removes lines; the address
// list and the shared address form (cascading regions, the phone rule).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { addressBook } from '../../src/api/address';
import { shoppingCart } from '../../src/api/cart';
import { PHONE_MSG } from '../../src/api/validation';
import { address, cartServer, commonRoutes, fakeMall } from './mall-api';
import { renderApp } from './render';

// The pages load lazily: transform them once up front, not inside the first test's time.
beforeAll(async () => {
  await Promise.all([import('../../src/features/cart/CartPage'), import('../../src/features/auth/LoginPage')]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Notices (撤销) live in a store shared by the whole file.
  act(() => notifications.clean());
});

function setup(path = '/buyCar', username: string | null = '张三', addresses = [address]) {
  const server = cartServer();
  const api = fakeMall({
    ...commonRoutes(),
    ...server.routes,
    [addressBook.list.path]: () => addresses,
    [addressBook.save.path]: (b) => ({
      ...address,
      ...b,
      id: 10,
      fullAddress: '江苏省南京市玄武区' + String(b.detail),
    }),
    [addressBook.delete.path]: () => null,
  });
  return { api, server, ...renderApp(undefined, { path, username: username ?? undefined }) };
}

const total = () => screen.getByText((_, el) => el?.tagName === 'STRONG' && el.getAttribute('aria-live') === 'polite');

describe('/buyCar', () => {
  it.each(['/buyCar', '/buyCar/default'])('sends a logged-out visitor of %s to login with recordUrl', async (path) => {
    const { api, location, memory } = setup(path, null);
    await waitFor(() => expect(location()).toBe(`/login?recordUrl=${encodeURIComponent(path)}`));
    // replaced, so Back does not land on the cart and bounce to login again
    expect(memory.history).toEqual([`/login?recordUrl=${encodeURIComponent(path)}`]);
    expect(api.to(shoppingCart.list.path)).toHaveLength(0);
  });

  it('groups lines by shop and shows the server totals', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: '我的购物车（2）' })).toBeInTheDocument();
    const self = screen.getByRole('region', { name: '建采通自营旗舰店' });
    expect(within(self).getByText('海螺水泥 P.O 42.5')).toBeInTheDocument();
    expect(within(self).getByText('¥840.00', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '江苏钢贸有限公司' })).toHaveTextContent('沙钢螺纹钢 Φ12');
    expect(total()).toHaveTextContent('¥4,290.00');
  });

  it('changes quantities within the stock and shows the new server total', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const box = await screen.findByRole('textbox', { name: '海螺水泥 P.O 42.5数量' });
    await user.click(screen.getByRole('button', { name: '增加海螺水泥 P.O 42.5数量' }));
    await waitFor(() => expect(total()).toHaveTextContent('¥4,710.00'));
    expect(box).toHaveValue('3');
    // typed past the stock (5): clamped to 5, never sent above it
    await user.clear(box);
    await user.type(box, '80{Enter}');
    await waitFor(() => expect(box).toHaveValue('5'));
    expect(total()).toHaveTextContent('¥5,550.00');
    expect(screen.getByRole('button', { name: '增加海螺水泥 P.O 42.5数量' })).toBeDisabled();
    expect(api.to(shoppingCart.update.path).map((s) => s.body)).toEqual([
      { id: 1, quantity: 3 },
      { id: 1, quantity: 5 },
    ]);
  });

  it('selects lines, whole shops and all; the total follows the server', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByRole('heading', { name: '我的购物车（2）' });
    await user.click(screen.getByRole('checkbox', { name: '选择 江苏钢贸有限公司 的全部商品' }));
    await waitFor(() => expect(total()).toHaveTextContent('¥840.00'));
    expect(screen.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
    expect(api.to(shoppingCart.selectShop.path).at(-1)!.body).toEqual({ shopId: 2, selected: false });

    await user.click(screen.getByRole('checkbox', { name: '选择 海螺水泥 P.O 42.5' }));
    await waitFor(() => expect(total()).toHaveTextContent('¥0.00'));
    expect(screen.getByRole('button', { name: '去结算' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(total()).toHaveTextContent('¥4,290.00'));
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked();
  });

  it('removes a line after the shared confirm and brings it back with 撤销; the selected lines too', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(await screen.findByRole('button', { name: '删除 沙钢螺纹钢 Φ12' }));
    // Asked first: cancelling keeps the line and sends nothing.
    let dialog = await screen.findByRole('dialog', { name: '删除商品' });
    expect(dialog).toHaveTextContent('确定从购物车删除「沙钢螺纹钢 Φ12」吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(shoppingCart.remove.path)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '删除 沙钢螺纹钢 Φ12' }));
    dialog = await screen.findByRole('dialog', { name: '删除商品' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('沙钢螺纹钢 Φ12')).not.toBeInTheDocument());
    expect(total()).toHaveTextContent('¥840.00');
    await user.click(await screen.findByRole('button', { name: '撤销' }));
    expect(await screen.findByText('沙钢螺纹钢 Φ12')).toBeInTheDocument();
    expect(api.to(shoppingCart.add.path).map((s) => s.body)).toEqual([{ goodsId: 2, quantity: 1 }]);

    await user.click(screen.getByRole('checkbox', { name: '选择 沙钢螺纹钢 Φ12' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 海螺水泥 P.O 42.5' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '全选' })).not.toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: '删除选中' }));
    dialog = await screen.findByRole('dialog', { name: '删除商品' });
    expect(dialog).toHaveTextContent('确定删除选中的 2 种商品吗？');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('购物车空空如也，暂无数据')).toBeInTheDocument();
    expect(api.to(shoppingCart.remove.path).map((s) => s.body)).toEqual([
      { ids: [2] },
      { ids: expect.arrayContaining([1, 2]) },
    ]);
  }, 20_000);
});

describe('cart addresses', () => {
  it('lists the addresses with the default one picked', async () => {
    setup();
    const picked = await screen.findByRole('radio', { name: /张工/ });
    expect(picked).toBeChecked();
    expect(screen.getByText('江苏省南京市玄武区建设路1号项目部')).toBeInTheDocument();
  });

  it('deletes an address after the shared confirm; 撤销 saves it again', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(await screen.findByRole('button', { name: '删除 张工 的地址' }));
    const dialog = await screen.findByRole('dialog', { name: '删除收货地址' });
    expect(dialog).toHaveTextContent('江苏省南京市玄武区建设路1号项目部');
    expect(api.to(addressBook.delete.path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.to(addressBook.delete.path).map((s) => s.body)).toEqual([{ id: address.id }]));
    await user.click(await screen.findByRole('button', { name: '撤销' }));
    await waitFor(() => expect(api.to(addressBook.save.path)).toHaveLength(1));
    const { consignee, phone, provinceCode, cityCode, districtCode, detail, isDefault } = address;
    expect(api.to(addressBook.save.path)[0].body).toEqual({
      consignee,
      phone,
      provinceCode,
      cityCode,
      districtCode,
      detail,
      isDefault,
    });
  });

  it('adds an address with the shared form: phone rule, cascading regions, saved fields', async () => {
    const user = userEvent.setup();
    const { api } = setup('/buyCar', '张三', []);
    expect(await screen.findByText('暂无收货地址，请新增')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增收货地址' }));
    const form = screen.getByRole('form', { name: '新增收货地址' });
    await user.type(within(form).getByRole('textbox', { name: '收货人' }), '李工');
    await user.type(within(form).getByRole('textbox', { name: '手机号码' }), '1290000');
    await user.type(within(form).getByRole('textbox', { name: '详细地址' }), '中山路8号');
    await user.click(within(form).getByRole('button', { name: '保存地址' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: '手机号码' })).toHaveAccessibleDescription(PHONE_MSG),
    );
    // The first invalid field (page order) has the focus, marked invalid; the status line counts them.
    expect(within(form).getByRole('textbox', { name: '手机号码' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: '手机号码' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('status')).toHaveTextContent(`有 3 项需要修改：${PHONE_MSG}`);
    expect(within(form).getByRole('combobox', { name: '省份' })).toHaveAccessibleDescription('请选择省份');
    expect(within(form).getByRole('combobox', { name: '城市' })).toHaveAccessibleDescription('请选择城市');
    expect(api.to(addressBook.save.path)).toHaveLength(0);

    const phone = within(form).getByRole('textbox', { name: '手机号码' });
    await user.clear(phone);
    await user.type(phone, '13912345678');
    const city = within(form).getByRole('combobox', { name: '城市' });
    expect(city).toBeDisabled();
    await user.selectOptions(within(form).getByRole('combobox', { name: '省份' }), '江苏省');
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, await within(form).findByRole('option', { name: '南京市' }));
    // Nanjing has districts: 区县 is required and checked before sending.
    const district = within(form).getByRole('combobox', { name: '区县' });
    await waitFor(() => expect(district).toBeRequired());
    await user.click(within(form).getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(district).toHaveFocus());
    expect(district).toHaveAccessibleDescription('请选择区县');
    expect(api.to(addressBook.save.path)).toHaveLength(0);
    await user.selectOptions(district, await within(form).findByRole('option', { name: '玄武区' }));
    await user.click(within(form).getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(api.to(addressBook.save.path)).toHaveLength(1));
    expect(api.to(addressBook.save.path)[0].body).toEqual({
      consignee: '李工',
      phone: '13912345678',
      provinceCode: '320000',
      cityCode: '320100',
      districtCode: '320102',
      detail: '中山路8号',
      isDefault: true,
    });
  }, 20_000);
});

// The whole region list in a region select (issue 21 part 1): the shop list's 地区 filter reaches
// districts of cities the former hand-written subset lacked or listed without districts.
import { expect, test } from './fixtures';

test('the shop list’s region filter reaches 广东省 → 湛江市 → 赤坎区 and 浙江省 → 绍兴市 → 越城区', async ({
  page,
}) => {
  await page.goto('/shopList');
  const region = page.getByRole('group', { name: '所在地区' });
  const [province, city, district] = ['省份', '城市', '区县'].map((name) => region.getByRole('combobox', { name }));

  await province.selectOption({ label: '广东省' });
  // 广东's 21 cities after the 全部城市 placeholder.
  await expect(city.locator('option')).toHaveCount(22);
  await city.selectOption({ label: '湛江市' });
  await expect(page).toHaveURL(/440800/);
  await expect(district.locator('option')).toHaveCount(10);
  await district.selectOption({ label: '赤坎区' });
  await expect(page).toHaveURL(/440802/);
  await expect(page.getByText('暂无数据，换个地区试试')).toBeVisible();
  // The URL is the state: a reload shows the same choice.
  await page.reload();
  await expect(district).toHaveValue('440802');
  await expect(city).toHaveValue('440800');

  await province.selectOption({ label: '浙江省' });
  await city.selectOption({ label: '绍兴市' });
  await expect(district.locator('option', { hasText: '越城区' })).toHaveCount(1);
  await district.selectOption({ label: '越城区' });
  await expect(page).toHaveURL(/330602/);
  await expect(district).toHaveValue('330602');
});

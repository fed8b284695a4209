// The ground-material map in a real browser with no internet (every request off this server is
// refused): the map draws the shipped outlines and the clusters; zooming into a cluster moves the
// list to that viewport (the URL keeps it); a pinned site and a material give each offer its
// delivered price and the list sorts by it; a supplier opens; a reload shows the same view. A
// member saves the map's filters (保存搜索) and the saved search opens the same list again.
import { expect, shot, test } from './fixtures';
import { DEMO, loginWithPassword } from './members';

const MAP = '/groundMaterialMap';

test('map and list in sync, pin a site, sort by 到场价, open a supplier, reload the same view', async ({
  page,
  request,
}) => {
  const outside: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const html = await (
    await request.get(
      `${MAP}?page=${encodeURIComponent('{"size":5,"current":1,"total":0,"companyName":"","address":""}')}`,
    )
  ).text();
  expect(html).toContain('<title>地材地图 - ');
  expect(html).toContain('地图加载中');
  expect((html.match(/data-testid="ground-row"/g) ?? []).length).toBe(5);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(MAP);
  const map = page.getByTestId('ground-map');
  await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
  const cluster = page.locator('.leaflet-marker-icon[title$="放大查看"]');
  await expect(cluster.first()).toBeVisible();
  await page.getByRole('group', { name: '材料' }).getByRole('button', { name: '商砼 C30' }).click();
  await expect(page).toHaveURL(/material=c30/);
  const count = page.getByText(/视野内共 \d+ 个供应点/);
  const before = Number((await count.textContent())!.match(/\d+/)![0]);

  // The biggest cluster: the map zooms in, the viewport goes into the URL, the list follows.
  const counts = await cluster.evaluateAll((els) => els.map((e) => Number(e.textContent)));
  // By keyboard (a cluster is a focusable marker; Enter zooms in), as pins may cover it.
  await cluster.nth(counts.indexOf(Math.max(...counts))).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/bbox=/);
  await expect(async () => expect(Number((await count.textContent())!.match(/\d+/)![0])).toBeLessThan(before)).toPass();
  await shot(page, 'ground-zoomed');

  await page.getByRole('button', { name: '在地图上标注' }).click();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/siteLat=/);
  await expect(page.getByTestId('site')).toContainText('已标注');
  await page.getByRole('button', { name: '到场价最低' }).click();
  await expect(page).toHaveURL(/sort=delivered/);
  const delivered = page.getByTestId('delivered');
  await expect(delivered.first()).toContainText('元/方');
  const perTon = (await delivered.allTextContents()).map((t) => Number(t.match(/（([\d.]+) 元\/吨）/)![1]));
  expect(perTon.length).toBeGreaterThan(0);
  expect([...perTon].sort((a, b) => a - b)).toEqual(perTon);
  await page.getByRole('combobox', { name: '换算材料' }).selectOption('c30');
  await page.getByRole('textbox', { name: '数量' }).fill('24');
  await expect(page.getByTestId('converted')).toHaveText('10 方');
  await shot(page, 'ground-delivered', true);

  const view = page.url();
  const firstName = await page.getByTestId('ground-row').first().locator('h3 a').textContent();
  await page.getByTestId('ground-row').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/groundMaterialMap\/details\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: firstName! })).toBeVisible();
  await expect(page.getByText(/电话：1\d{2}\*{4}\d{4}/)).toBeVisible();
  await shot(page, 'ground-detail', true);

  await page.goBack();
  await expect(page).toHaveURL(view);
  await page.reload();
  await expect(page).toHaveURL(view);
  await expect(page.getByTestId('ground-row').first().locator('h3 a')).toHaveText(firstName!);
  await expect(page.getByRole('button', { name: '到场价最低' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cluster.or(page.locator('.leaflet-marker-icon')).first()).toBeVisible();
  expect(outside).toEqual([]);
});

test('a phone shows the list with the map behind a toggle; reports and the price map answer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${MAP}?page=notjson`);
  await expect(page.getByText('搜索条件有误，已为您恢复默认条件')).toBeVisible();
  await expect(page.getByTestId('ground-row')).toHaveCount(5);
  await expect(page.getByTestId('ground-map')).toHaveCount(0);
  await page.getByRole('button', { name: '显示地图' }).click();
  await expect(page.getByTestId('ground-map')).toBeVisible();
  await shot(page, 'ground-phone', true);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/materialMap?material=rsand');
  await expect(page.getByRole('heading', { level: 1, name: '河砂价格地图' })).toBeVisible();
  await expect(page.locator('table tbody tr')).toHaveCount(31);
  await expect(page.locator('.leaflet-interactive').first()).toBeAttached();
  await shot(page, 'ground-prices', true);

  await page.goto('/researchReport');
  await page.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/researchReport\?id=\d+/);
  await expect(page.getByRole('link', { name: '登录查看全文' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await shot(page, 'ground-report', true);

  expect((await page.goto('/groundMaterialMap/details?id=99999999'))?.status()).toBe(404);
});

test('a member saves the map’s filters and opens them again from the desk', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.one);
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible({ timeout: 20_000 });
  const company = encodeURIComponent('{"size":5,"current":1,"total":0,"companyName":"砂","address":""}');
  await page.goto(`${MAP}?page=${company}&material=msand&provinceCode=320000&fresh=true`);
  const count = page.getByText(/视野内共 \d+ 个供应点/);
  const total = await count.textContent();
  await page.getByRole('button', { name: '保存搜索' }).click();
  const dialog = page.getByRole('dialog', { name: '保存搜索条件' });
  for (const word of ['砂', '江苏省', '机制砂', '30 天内更新报价'])
    await expect(dialog).toContainText(word, { timeout: 20_000 });
  const name = `苏砂${Date.now() % 100000}`;
  await dialog.getByRole('textbox', { name: '订阅名称' }).fill(name);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存订阅「${name}」`, { exact: false })).toBeVisible({ timeout: 20_000 });

  await page.goto('/preferentialInquiry/myTenders');
  await page.getByRole('link', { name: `打开订阅「${name}」` }).click();
  await expect(page).toHaveURL(/\/groundMaterialMap\?.*material=msand/);
  await expect(page).toHaveURL(/provinceCode=320000/);
  await expect(page.getByRole('search', { name: '企业名称' }).getByRole('textbox')).toHaveValue('砂');
  await expect(count).toHaveText(total!);
});

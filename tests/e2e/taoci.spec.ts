// The ceramic sub-site in a real browser on the seeded database: its own header (login from it
// and back), home → a 佛山 shop → the 客厅地面 preset → a tile → the area calculator → add the
// boxes → the cart shows them from one colour batch. Then the 404, the malformed address and
// the shop directory (no id).
import { expect, test } from './fixtures';
import { loginWithPassword, DEMO } from './members';

test('home → shop → preset → tile → calculate → add to cart → one batch in the cart', async ({ page, request }) => {
  for (const path of ['/taoci-index', '/taoci-index/home']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>陶瓷馆 - ');
    expect(html).toContain('五大产区');
  }

  await page.goto('/taoci-index/home');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /陶瓷馆/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '陶瓷馆' })).toBeVisible();
  await header.getByRole('link', { name: '请登录' }).click();
  await expect(page).toHaveURL(`/login?recordUrl=${encodeURIComponent('/taoci-index/home')}`);
  await loginWithPassword(page, DEMO.one);
  await expect(page).toHaveURL('/taoci-index/home', { timeout: 20_000 });
  await expect(page.getByRole('banner').getByText(/您好，/)).toBeVisible({ timeout: 20_000 });

  const shops = page.getByRole('region', { name: '品牌店铺' }).getByRole('listitem').filter({ hasText: '产区：佛山' });
  await shops.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/taoci-index\/shop\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('佛山');

  await page
    .getByRole('group', { name: '按场景选砖' })
    .getByRole('button', { name: /客厅地面/ })
    .click();
  await expect(page).toHaveURL(/absorption=BIa/);
  await expect(page).toHaveURL(/usage=/);
  await expect(page.getByRole('button', { name: /客厅地面/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: /共 [1-9]\d* 款瓷砖/ })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: '瓷质砖' });
  await expect(cards.first()).toBeVisible();

  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/goodsDetail\?id=\d+/);
  await expect(page.getByRole('heading', { name: '瓷砖参数' })).toBeVisible();
  const calc = page.getByRole('region', { name: '面积算箱数' });
  await calc.getByRole('textbox', { name: '房间长' }).fill('3');
  await calc.getByRole('textbox', { name: '房间宽' }).fill('2.5');
  await expect(calc.getByText(/需 \d+ 箱/)).toBeVisible();
  const boxes = Number((await calc.getByText(/需 \d+ 箱/).textContent())!.match(/需 (\d+) 箱/)![1]);
  expect(boxes).toBeGreaterThan(0);
  const batchNo = (await calc.getByRole('radio', { checked: true }).last().locator('..').textContent())!
    .split('（')[0]
    .trim();
  await expect(calc.getByText(`色号 ${batchNo} 库存`)).toBeVisible();
  await calc.getByRole('button', { name: `加入购物车（${boxes} 箱）` }).click();
  await expect(page.getByText(/已加入购物车/)).toBeVisible();

  await page.goto('/buyCar');
  await expect(page.getByText(`色号 ${batchNo} · 同一批次 ${boxes} 箱`)).toBeVisible({ timeout: 20_000 });
});

test('an unknown shop is a 404 page; a malformed filter falls back with the notice', async ({ page, request }) => {
  const res = await page.goto('/taoci-index/shop?id=999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '店铺不存在' })).toBeVisible();
  const home = await (await request.get('/api/rs-product-service/taoci/home')).json();
  const id = home.data.shops[0].id as number;
  const ok = await page.goto(`/taoci-index/shop?id=${id}&absorption=XX&sort=sales`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.data.shops[0].name);
  // Without an id the page lists the ceramic shops (the portal's banner links there).
  const list = await page.goto('/taoci-index/shop');
  expect(list?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '陶瓷品牌店铺' })).toBeVisible();
  await page.getByRole('group', { name: '产区' }).getByRole('button', { name: '晋江' }).click();
  await expect(page).toHaveURL(/region=/);
  await expect(page.getByRole('main').getByText('产区：晋江').first()).toBeVisible();
});

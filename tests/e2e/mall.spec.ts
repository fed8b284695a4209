// The mall in a real browser: the goods search view lives in the URL (filter, page, reload, back,
// forward), and a logged-out add to cart goes through login back to the goods and into the cart.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const pageQuery = (url: string) =>
  JSON.parse(new URL(url).searchParams.get('page') ?? 'null') as Record<string, unknown>;

/** The goods names on the list once it has loaded. */
async function names(page: Page): Promise<string[]> {
  await expect(page.getByLabel('商品加载中')).toHaveCount(0);
  await expect(page.locator('article h3').first()).toBeVisible();
  return page.locator('article h3').allTextContents();
}

test('search → filter → sort → paginate; reload, back and forward keep the exact view', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('combobox', { name: '搜索商品' }).fill('钢');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/moreGoods\?page=/);
  await names(page);

  await page.getByRole('group', { name: '经营' }).getByRole('button', { name: '入驻商家' }).click();
  await expect.poll(() => pageQuery(page.url()).supportType).toBe('0');
  await page.getByRole('button', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  const first = await names(page);

  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect.poll(() => pageQuery(page.url()).current).toBe(2);
  const second = await names(page);
  expect(second).not.toEqual(first);
  const url = page.url();
  expect(pageQuery(url)).toMatchObject({ current: 2, size: 40, productName: '钢', supportType: '0', frombtn: 1 });

  await page.reload();
  expect(page.url()).toBe(url);
  expect(await names(page)).toEqual(second);
  await expect(page.getByRole('button', { name: '价格从低到高' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: '经营' }).getByRole('button', { name: '入驻商家' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goBack();
  await expect.poll(() => pageQuery(page.url()).current).toBe(1);
  expect(await names(page)).toEqual(first);
  await page.goForward();
  expect(page.url()).toBe(url);
  expect(await names(page)).toEqual(second);
});

test('a malformed page query falls back to the defaults with a notice', async ({ page }) => {
  await page.goto('/moreGoods?page=%7B%22current%22%3A-2%2C%22size%22%3A1000%7D');
  await expect(page.getByRole('alert')).toHaveText('搜索条件有误，已为您恢复默认条件');
  expect((await names(page)).length).toBe(40);
});

interface Detail {
  id: number;
  productName: string;
  price: number;
  priceTiers: { minQuantity: number; price: number }[];
  groupBuy: { price: number; endsAt: string; minQuantity: number } | null;
  serverTime: string;
}

/** The unit price the server should charge for `quantity` of the goods, from its own detail. */
function expectedUnitPrice(d: Detail, quantity: number): number {
  let best = d.price;
  for (const t of d.priceTiers) if (quantity >= t.minQuantity) best = Math.min(best, t.price);
  const gb = d.groupBuy;
  if (gb && Date.parse(gb.endsAt) > Date.parse(d.serverTime) && quantity >= gb.minQuantity)
    best = Math.min(best, gb.price);
  return best;
}

const yuan = (n: number) =>
  `¥${new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

test('goods detail → add to cart logged out → login → back on the goods → the cart shows it with the right total', async ({
  page,
}) => {
  const goodsId = 3;
  await page.goto(`/goodsDetail?id=${goodsId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the page is server-rendered: act once it is hydrated and the session has been checked
  await expect(page.getByRole('link', { name: '您好，请登录' })).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page).toHaveURL(`/login?recordUrl=${encodeURIComponent(`/goodsDetail?id=${goodsId}`)}`);

  await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
  await page.locator('input[type=password]').first().fill('Test1234');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(`/goodsDetail?id=${goodsId}`);

  const detail = (await (await page.request.get(`/api/rs-product-service/product/detail?id=${goodsId}`)).json())
    .data as Detail;
  await page.getByRole('button', { name: '增加购买数量' }).click();
  await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue('2');
  const added = page.waitForResponse((r) => r.url().includes('/cart/add') && r.status() === 200);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await added;

  await page.goto('/buyCar');
  await expect(page.getByRole('heading', { name: '我的购物车（1）' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `${detail.productName}数量` })).toHaveValue('2');
  const amount = Math.round(expectedUnitPrice(detail, 2) * 2 * 100) / 100;
  await expect(page.locator('strong[aria-live="polite"]')).toHaveText(yuan(amount));
});

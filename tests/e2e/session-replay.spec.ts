// A real browser session is recorded, exported like a user does it, and replayed: in Node (every
// step's state values equal) and on /support/replay. The lead's member-flow session (log in,
// search goods, add to cart, log out) reuses downloadSessionRecording.
import { expect, test } from './fixtures';
import { downloadSessionRecording, replayRecording } from './session-recording';

test('a recorded browser session replays with the same state values at every step', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: /商城直购/ }).hover();
  await expect(page.getByRole('region', { name: '商城直购' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('combobox', { name: '搜索商品' }).fill('螺纹钢 13800138000');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/moreGoods\?page=/);
  // A full page load goes on in the same recording (sessionStorage of the tab).
  await page.reload();
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/helpcenter\/helpcenter/);

  const { recording, name } = await downloadSessionRecording(page, 'button');
  const loads = recording.events.filter(
    (e) => e.path === 'root' && e.source === null && e.event.type === 'xstate.init',
  );
  expect(loads).toHaveLength(2);
  expect(name).toMatch(/^session-\d{8}-\d{6}\.json$/);
  expect(recording).toMatchObject({ app: 'portal', format: 1, dropped: 0 });
  const types = recording.events.map((e) => e.event.type);
  expect(types).toEqual(expect.arrayContaining(['nav.pointerEnter', 'request.start', 'store.rememberKeyword']));
  expect(JSON.stringify(recording)).not.toContain('13800138000');

  const result = replayRecording(recording);
  expect(result.start).toBe('initial');
  expect(result.differing).toEqual([]);
  expect(result.matchesSnapshot).toBe(true);

  // The keyboard shortcut gives the same kind of file, with at least as many events.
  const again = await downloadSessionRecording(page);
  expect(again.recording.events.length).toBeGreaterThanOrEqual(recording.events.length);
});

test('/support/replay loads an exported file and steps through it', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('combobox', { name: '搜索商品' }).fill('水泥');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/moreGoods\?page=/);
  const { file, recording } = await downloadSessionRecording(page);

  await page.goto('/support/replay');
  await page.getByLabel('选择会话记录文件').setInputFiles(file);
  await expect(page.getByText('每一步都与记录一致')).toBeVisible();
  const total = recording.events.length;
  await expect(page.getByText(`第 1 / ${total} 步`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`第 2 / ${total} 步`)).toBeVisible();
  await page.getByRole('button', { name: '← 上一步' }).click();
  await expect(page.getByText(`第 1 / ${total} 步`)).toBeVisible();

  await page
    .getByLabel('选择会话记录文件')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{not json') });
  await expect(page.getByRole('alert')).toContainText('文件格式不正确，无法读取会话记录');
});

test('the inspector code is not loaded on /home, the recorder is not exposed in production, and only the nav pages are prefetched', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  const urls: string[] = [];
  page.on('response', (res) => {
    if (!res.url().endsWith('.js')) return;
    urls.push(res.url());
    // read inside the test: a body still arriving when the page settles is awaited below
    scripts.push(res.text().catch(() => ''));
  });
  // The idle prefetch fetches the main-nav pages' code too: wait for one of them.
  const prefetched = page.waitForResponse(/InquiryHomePage-[\w-]+\.js$/);
  await page.goto('/home');
  await expect(page.getByRole('combobox', { name: '搜索商品' })).toBeVisible();
  await prefetched;
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of await Promise.all(scripts))
    expect(s).not.toMatch(/xstateinspector|stately\.ai\/inspect|@statelyai\.connected/);
  expect(await page.evaluate(() => '__portalRecorder' in window)).toBe(false);
  // A detail page the nav does not link to loads on the click, not on every page.
  expect(urls.filter((u) => /TenderDetailPage|HelpCenterPage/.test(u))).toEqual([]);
});

// The browser tests' `test`: every page waits, after goto and reload of an HTML page, until the
// app has hydrated it (<html data-hydrated>, src/app/routes.tsx). The server-rendered HTML shows
// before its scripts start (public/boot.js waits for the first screen to paint), and a click or
// a keystroke before hydration does nothing, as for a user on a slow phone.
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

// A page load, not an action: it may run through the logout handler's two navigations first,
// and on 2 busy cores that takes longer than an action's 10 s.
const HYDRATION_TIMEOUT_MS = 30_000;

async function untilHydrated(page: Page, res: Response | null): Promise<void> {
  if (!res || !(res.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
}

export function waitForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page, res);
    return res;
  };
  page.reload = async (options) => {
    const res = await reload(options);
    if (options?.waitUntil !== 'commit') await untilHydrated(page, res);
    return res;
  };
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on('page', waitForHydration);
    await use(context);
  },
});

/**
 * A picture of the page for a developer to look at, taken only when E2E_SHOTS names a folder
 * (`E2E_SHOTS=test-results/shots npx playwright test ground`): no test asserts on one, and a
 * full-page picture of a Chinese page costs a loaded CI machine seconds.
 */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

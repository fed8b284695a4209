// On a phone (390 × 844) the first result of every list page is on the first screen: the header
// folds behind its menu button and the filters behind 筛选 (src/ui/filters/FilterFold.tsx). A list
// page is any registered route whose server-rendered page holds the shared results heading
// (#list-results, src/ui/PagedList.tsx); the first result is the first row, card or tile after it.
import { expect, test } from './fixtures';
import { PHONE, settle } from './a11y-scan';
import { registeredRoutes, sampleUrls } from './a11y-routes';

const routes = registeredRoutes();
let samples: Map<string, string> | undefined;

test.use({ viewport: PHONE });
test.describe.configure({ mode: 'parallel' });

for (const route of routes) {
  test(`first result on the first screen ${route}`, async ({ page, request }) => {
    samples ??= await sampleUrls(request, routes);
    const url = samples.get(route) ?? route;
    const html = await (await request.get(url)).text();
    test.skip(!html.includes('id="list-results"'), 'not a list page');
    await page.goto(url);
    await settle(page);
    const results = page.locator('section:has(> #list-results)');
    const first = results.locator(':is(li, tbody tr, article, [role="row"])').first();
    // An empty list has no result to show: its empty words stand in the first screen instead.
    const target = (await first.count()) > 0 ? first : results.locator('#list-results');
    const box = await target.boundingBox();
    expect(box, `${route}: the first result is rendered`).not.toBeNull();
    expect(box!.y, `${route}: the first result's top (px from the top of the page)`).toBeLessThan(PHONE.height);
  });
}

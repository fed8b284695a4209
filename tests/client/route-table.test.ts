// The generated registries (scripts/generated.ts) are their sources': a route added to a section
// without `npm run routes:table` (npm run build and npm run dev run it) would be a 404 in the
// browser while the server renders it; a machine file added without it would be no flow; a
// notice kind or a saved-search kind declared on a route would be unknown to the server.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { generatedFiles } from '../../scripts/generated';
import { pagePaths } from '../../src/api/paths';
import { routeEntries, routeEntryOf } from '../../src/shared/route-table';
import { routeList, routeOf } from '../../src/shared/routes';

test.each(generatedFiles)('%s is up to date (npm run routes:table)', async (file, text) => {
  expect(readFileSync(file, 'utf8')).toBe(await text());
});

test('every path routes to the same page, frame and flows in the browser table as in the manifest', () => {
  expect(routeEntries.map((r) => r.key)).toEqual(routeList.map((r) => r.key));
  for (const r of routeList) {
    const e = routeEntryOf(r.path);
    expect(e && { page: e.page, frame: e.frame, flows: e.flows ?? [] }, r.path).toEqual({
      page: r.page,
      frame: r.frame,
      flows: r.flows ?? [],
    });
    expect(pagePaths[r.key], r.key).toBe(r.path);
  }
  expect(routeEntryOf('/no-such-page')).toBeUndefined();
  expect(routeOf('/no-such-page')).toBeUndefined();
});

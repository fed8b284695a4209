// The browser's route table (src/shared/route-table.gen.ts) is the manifest's: a route added to a
// section without `npm run routes:table` (npm run build and npm run dev run it) would be a 404 in
// the browser while the server renders it.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ROUTE_TABLE_FILE, routeTableText } from '../../scripts/route-table-text';
import { routeEntries, routeEntryOf } from '../../src/shared/route-table';
import { routeList, routeOf } from '../../src/shared/routes';

test('the generated route table is up to date (npm run routes:table)', () => {
  expect(readFileSync(ROUTE_TABLE_FILE, 'utf8')).toBe(routeTableText());
});

test('every path routes to the same page, frame and flows in the browser table as in the manifest', () => {
  expect(routeEntries.map((r) => r.key)).toEqual(routeList.map((r) => r.key));
  for (const r of routeList) {
    const e = routeEntryOf(r.path);
    expect(e && { page: e.page, frame: e.frame, flows: e.flows ?? [] }, r.path).toEqual({ page: r.page, frame: r.frame, flows: r.flows ?? [] });
  }
  expect(routeEntryOf('/no-such-page')).toBeUndefined();
  expect(routeOf('/no-such-page')).toBeUndefined();
});

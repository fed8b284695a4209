// npm run routes:table (also run by `npm run build` and `npm run dev` first): writes
// src/shared/route-table.gen.ts from the route manifest (src/shared/routes.ts). The browser's first
// script routes, frames and draws the nav from that small table; the manifest itself (titles,
// list views, link builders, and through them every section's catalogue) loads with the pages
// that use it. tests/client/route-table.test.ts fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { ROUTE_TABLE_FILE, routeTableText } from './route-table-text';

writeFileSync(ROUTE_TABLE_FILE, routeTableText());

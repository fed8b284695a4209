// Prints the route manifest's paths as JSON (run with tsx by a11y-routes.ts: the manifest is ESM
// with top-level awaits, which the test runner's loader does not take): `paths`, the routes that
// have a page (one per page module); `sources`, the pages whose links lead to the detail pages (home and the main-nav
// entries, so a new section's landing page is a source without editing anything); `frames`, each
// path's frame (the axe scan checks the shared portal frame once, the other frames on each page).
import { routeList } from '../../src/shared/routes';

// One path per page module: two routes of one page (/buyCar and /buyCar/default) show the same markup.
const byPage = new Map(routeList.filter((r) => r.page && !r.path.includes(':')).map((r) => [r.page, r.path]));
const paths = [...new Set(routeList.filter((r) => byPage.get(r.page) === r.path).map((r) => r.path))];
const sources = routeList.filter((r) => r.page && (r.key === 'home' || r.nav)).map((r) => r.path);
const frames = Object.fromEntries(routeList.filter((r) => r.page).map((r) => [r.path, r.frame]));
console.log(JSON.stringify({ paths, sources, frames }));

// Prints the route manifest's paths as JSON (run with tsx by a11y-routes.ts: the manifest is ESM
// with top-level awaits, which the test runner's loader does not take): `paths`, the routes that
// have a page; `sources`, the pages whose links lead to the detail pages (home and the main-nav
// entries, so a new section's landing page is a source without editing anything).
import { routeList } from '../../src/shared/routes';

const paths = routeList.filter((r) => r.page && !r.path.includes(':')).map((r) => r.path);
const sources = routeList.filter((r) => r.page && (r.key === 'home' || r.nav)).map((r) => r.path);
console.log(JSON.stringify({ paths, sources }));

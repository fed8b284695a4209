// Prints the paths of the route manifest's routes that have a page, as JSON (run with tsx by
// a11y-routes.ts: the manifest is ESM with top-level awaits, which the test runner's loader
// does not take).
import { routeList } from '../../src/shared/routes';

console.log(JSON.stringify(routeList.filter((r) => r.page && !r.path.includes(':')).map((r) => r.path)));

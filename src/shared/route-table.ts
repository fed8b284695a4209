// The route facts the browser's first script needs: which page a path shows, in which frame,
// with which flows, and the main nav. Generated from the route manifest (src/shared/routes.ts) into
// route-table.gen.ts, so the entry chunk carries these few facts and not the manifest, whose titles,
// list views and link builders bring every section's catalogue; pages import the manifest (or
// their section's routes module) for links and titles.
import type { FlowKey } from '../../machines/app.machine';
import type { Frame, PagePath } from './route-kit';
import { ROUTE_TABLE } from './route-table.gen';
import type { Subsite } from './subsite';

export interface RouteEntry {
  key: string;
  path: string;
  page?: PagePath;
  frame: Frame;
  nav?: { label: string; subsites: readonly Subsite[] };
  prefetch?: boolean;
  flows?: readonly FlowKey[];
}

export type RouteKey = (typeof ROUTE_TABLE)[number]['key'];

export const routeEntries: readonly (RouteEntry & { key: RouteKey })[] = ROUTE_TABLE;

/** The route of a path (query excluded); undefined: no such route. */
export const routeEntryOf = (path: string) => routeEntries.find((r) => r.path === path);

/** A route's path, for links without parameters. */
export const pathOf = (key: RouteKey): string => routeEntries.find((r) => r.key === key)!.path;

// The route facts the browser's first script needs: which page a path shows, in which frame,
// with which flows, and the main nav. Generated from the route manifest (src/shared/routes.ts) into
// route-table.gen.ts, so the entry chunk carries these few facts and not the manifest, whose titles,
// list views and link builders bring every section's catalogue; pages import the manifest (or
// their section's routes module) for links and titles.
import type { FlowKey } from '../../machines/app.machine';
import type { Frame, PagePath } from './route-kit';
import { pagePaths } from '../api/pages.gen';
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

export type RouteKey = keyof typeof pagePaths;

/**
 * A generated row, in manifest order like the page table (src/api/pages.gen.ts), which gives its
 * key and path (the first script carries them once); the frame is `portal` unless said.
 */
export type TableRow = Omit<RouteEntry, 'key' | 'path' | 'frame'> & { frame?: Frame };

export const routeEntries: readonly (RouteEntry & { key: RouteKey })[] = (
  Object.entries(pagePaths) as [RouteKey, string][]
).map(([key, path], i) => {
  const row: TableRow = ROUTE_TABLE[i]!;
  return { ...row, key, path, frame: row.frame ?? 'portal' };
});

/** The route of a path (query excluded); undefined: no such route. */
export const routeEntryOf = (path: string) => routeEntries.find((r) => r.path === path);

/** A route's path, for links without parameters. */
export const pathOf = (key: RouteKey): string => routeEntries.find((r) => r.key === key)!.path;

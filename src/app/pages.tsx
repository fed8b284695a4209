// The page modules of the manifest's `page` paths, each its own lazily loaded chunk. A page module
// exports the view as default and, when its first screen needs data, the route's `loader`.
import { use, type ComponentType } from 'react';
import type { Loader } from '../shared/query';
import type { PagePath } from '../shared/route-kit';

export interface PageModule {
  default: ComponentType;
  loader?: Loader;
  /**
   * A member page's check of the object in its address (?id= of a draft to edit): the server
   * render runs it as the member of the request's session (the login cookie) and answers HTTP 404
   * when it says notFound — an unknown id, or another company's. Only the status comes from it:
   * the page is rendered as a visitor's and the browser loads the member's data itself.
   */
  memberCheck?: Loader;
}

const modules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  './pages/*Page.tsx',
  '!./pages/ErrorPage.tsx',
]);

/** The build's name of a page's source (its key in Vite's manifest: CSS and preloads). */
export const pageSource = (page: PagePath) => `src/${page}.tsx`;
const globKey = (page: PagePath) => (page.startsWith('app/') ? `./${page.slice(4)}.tsx` : `../${page}.tsx`);

export const hasPage = (page: PagePath) => globKey(page) in modules;

// A loaded page's promise is marked fulfilled the way React's use() reads it, so a page whose
// chunk is already here renders synchronously (hydration preloads it) instead of suspending.
type Tracked = Promise<PageModule> & { status?: 'fulfilled'; value?: PageModule };
const pending = new Map<PagePath, Tracked>();

/** Loads a page's chunk once (a failed load may be tried again). */
export function loadPage(page: PagePath): Promise<PageModule> {
  let p = pending.get(page);
  if (!p) {
    const load = modules[globKey(page)];
    if (!load) return Promise.reject(new Error(`no page module for ${page}`));
    const tracked: Tracked = load().then((m) => {
      Object.assign(tracked, { status: 'fulfilled', value: m });
      return m;
    });
    tracked.catch(() => pending.delete(page));
    pending.set(page, (p = tracked));
  }
  return p;
}

/** The page's view (suspends while its chunk loads). */
export function PageView({ page }: { page: PagePath }) {
  const Page = use(loadPage(page)).default;
  return <Page />;
}

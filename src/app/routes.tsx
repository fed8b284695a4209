// The router over the route table (wouter, history mode; src/shared/route-table.ts). A route with a
// page renders it (its chunk loads lazily; the server render and hydration preload it); any
// unknown path is the 404 page. Client navigation starts the route's loader and updates <title>
// and the description (from the manifest, loaded then: the server render wrote the first page's).
import { Suspense, useEffect, useRef } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AppActor, loadRouteFlows } from '../shared/actor';
import { pathOf, routeEntryOf, type RouteEntry } from '../shared/route-table';
import { useBrand } from '../shared/site-config';
import { NotFound } from '../ui/NotFound';
import { loadPage, PageView } from './pages';
import { PageSkeleton } from './pages/PageSkeleton';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** History mode keeps the scroll position of the previous page; every new path starts at the top. */
function useScrollToTopOnNavigation(path: string) {
  const first = useRef(true);
  useEffect(() => {
    // Not on the first render: a reader may have scrolled the server-rendered page already.
    if (first.current) first.current = false;
    else window.scrollTo?.(0, 0);
  }, [path]);
}

/** Client navigation: start the new route's loader (its queries are then on their way). */
function useRouteLoader(route: RouteEntry | undefined, search: string) {
  const client = useQueryClient();
  const app = AppActor.useActorRef();
  const first = useRef(true);
  useEffect(() => {
    // The first render's data came with the server render.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!route?.page) return;
    void loadRouteFlows(app.logic, route.flows);
    loadPage(route.page).then(
      (m) => m.loader?.({ client, search: new URLSearchParams(search) }),
      () => {}, // the page view reports a failed chunk
    );
  }, [client, app, route, search]);
}

// A page the server rendered came with its <title> and description.
const serverRendered = typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;

/**
 * <title> and the meta description follow the route (and its data, as queries settle), from the
 * manifest — a chunk of its own, loaded on the first client navigation (or at once without a
 * server render).
 */
function DocumentHead({ path, search }: { path: string; search: string }) {
  const client = useQueryClient();
  const brand = useBrand();
  const fetching = useIsFetching();
  const moved = useRef(!serverRendered);
  const first = useRef(`${path}?${search}`);
  useEffect(() => {
    if (!moved.current && `${path}?${search}` === first.current) return;
    moved.current = true;
    let live = true;
    void import('../shared/routes').then(
      ({ headOf, routeOf }) => {
        if (!live) return;
        const head = headOf(routeOf(path), { search: new URLSearchParams(search), client }, brand);
        document.title = head.title;
        document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
      },
      () => {},
    ); // a chunk that fails to load leaves the title as it was
    return () => {
      live = false;
    };
  }, [path, search, client, brand, fetching]);
  return null;
}

/**
 * Marks <html data-hydrated> once the page's part has hydrated (it hydrates after the frame): the
 * server-rendered page shows before its scripts run, and browser tests wait for this mark.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function AppRoutes({ onChunkError }: { onChunkError: (error: Error) => void }) {
  const [path] = useLocation();
  const search = useSearch();
  const route = routeEntryOf(path);
  useScrollToTopOnNavigation(path);
  useRouteLoader(route, search);
  if (path === '/') return <Redirect to={search ? `${pathOf('home')}?${search}` : pathOf('home')} replace />;
  return (
    <>
      <DocumentHead path={path} search={search} />
      {/* keyed by path: leaving a broken page clears its error */}
      <RouteErrorBoundary key={path} onChunkError={onChunkError}>
        <Suspense fallback={<PageSkeleton />}>
          {route?.page ? <PageView page={route.page} /> : <NotFound />}
          <HydratedMark />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

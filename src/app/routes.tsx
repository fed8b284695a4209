// The router over the route manifest (wouter, history mode). A route with a page renders it (its
// chunk loads lazily; the server render and hydration preload it); a declared route without a
// page, and any unknown path, is the 404 page. Client navigation starts the route's loader and
// updates <title> and the description.
import { Suspense, useEffect, useRef } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AppActor, loadRouteFlows } from '../shared/actor';
import type { RouteDef } from '../shared/route-kit';
import { headOf, routeOf } from '../shared/routes';
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
function useRouteLoader(route: RouteDef | undefined, search: string) {
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

/** <title> and the meta description follow the route (and its data, as queries settle). */
function DocumentHead({ route, search }: { route: RouteDef | undefined; search: string }) {
  const client = useQueryClient();
  const brand = useBrand();
  const fetching = useIsFetching();
  useEffect(() => {
    const head = headOf(route, { search: new URLSearchParams(search), client }, brand);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [route, search, client, brand, fetching]);
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
  const route = routeOf(path);
  useScrollToTopOnNavigation(path);
  useRouteLoader(route, search);
  if (path === '/') return <Redirect to={search ? `/home?${search}` : '/home'} replace />;
  return (
    <>
      <DocumentHead route={route} search={search} />
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

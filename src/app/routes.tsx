// The route table (wouter, history mode). Pages load lazily so /home's bundle stays small; the
// loaders are exported for the idle prefetch. Only the routes built so far are registered.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { PageSkeleton } from './pages/PageSkeleton';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  load: () => Promise<PageModule>;
  /** false: a tool page nobody reaches from the portal; no idle prefetch of its code. */
  prefetch?: false;
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/home', load: () => import('../features/home/HomePage') },
  { path: '/helpcenter/helpcenter', load: () => import('../features/help/HelpCenterPage') },
  { path: '/jump', load: () => import('./pages/JumpPage') },
  { path: '/login', load: () => import('../features/auth/LoginPage') },
  { path: '/login-bak', load: () => import('../features/auth/LoginBakPage') },
  { path: '/register', load: () => import('../features/auth/RegisterPage') },
  { path: '/register-bak', load: () => import('../features/auth/RegisterBakPage') },
  { path: '/forget', load: () => import('../features/auth/ForgetPage') },
  { path: '/login-back', load: () => import('../features/auth/LoginBackPage') },
  // the mall (goods, shops, self-operated mall) and the cart
  { path: '/moreGoods', load: () => import('../features/mall/MoreGoodsPage') },
  { path: '/goodsDetail', load: () => import('../features/mall/GoodsDetailPage') },
  { path: '/typeGoods', load: () => import('../features/mall/TypeGoodsPage') },
  { path: '/shopList', load: () => import('../features/mall/ShopListPage') },
  { path: '/shopDetail', load: () => import('../features/mall/ShopDetailPage') },
  { path: '/mallSelfIn', load: () => import('../features/mall/MallSelfPage') },
  { path: '/mallSelfIn/index-lcidp', load: () => import('../features/mall/MallSelfIndexPage') },
  { path: '/moreBuild', load: () => import('../features/mall/MoreBuildPage') },
  { path: '/buyCar', load: () => import('../features/cart/CartPage') },
  { path: '/buyCar/default', load: () => import('../features/cart/CartPage') },
  // support staff: session replay (not linked from the portal nav)
  { path: '/support/replay', load: () => import('../features/support/ReplayPage'), prefetch: false },
];

/** Every page's chunk loader, for the idle prefetch (src/client/prefetch.ts). */
export const routeLoaders: Array<() => Promise<unknown>> = routeTable.filter((r) => r.prefetch !== false).map((r) => r.load);

const pages = routeTable.map((r) => ({ path: r.path, Page: lazy(r.load) }));

function HomeRedirect() {
  const search = useSearch();
  return <Redirect to={search ? `/home?${search}` : '/home'} replace />;
}

/** History mode keeps the scroll position of the previous page; every new path starts at the top. */
function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [path]);
  return null;
}

export function AppRoutes({ onChunkError }: { onChunkError: (error: Error) => void }) {
  const [path] = useLocation();
  return (
    <>
      <ScrollToTop />
      {/* keyed by path: leaving a broken page clears its error */}
      <RouteErrorBoundary key={path} onChunkError={onChunkError}>
        <Suspense fallback={<PageSkeleton />}>
          <Switch>
            <Route path="/" component={HomeRedirect} />
            {pages.map(({ path: p, Page }) => (
              <Route key={p} path={p} component={Page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

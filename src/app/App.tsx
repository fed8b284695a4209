// The app inside the providers: site config for everyone, the layout, and the routes. A route
// chunk that fails to load is reported to the chunkGuard machine; other route chunks are
// prefetched when the browser is idle.
import { useCallback, useEffect } from 'react';
import { schedulePrefetch } from '../client/prefetch';
import { AppActor } from './actor';
import { ClientBridge } from './client-bridge';
import { Layout } from './layout/Layout';
import { AppRoutes, routeLoaders } from './routes';
import { SiteConfigProvider } from './site-config';

export function App() {
  const app = AppActor.useActorRef();
  const onChunkError = useCallback(() => app.send({ type: 'chunk.loadError', at: Date.now() }), [app]);
  // Once per page load: fetch the other routes' code when the browser is idle.
  useEffect(() => {
    schedulePrefetch(routeLoaders);
  }, []);
  return (
    <SiteConfigProvider>
      <ClientBridge />
      <Layout>
        <AppRoutes onChunkError={onChunkError} />
      </Layout>
    </SiteConfigProvider>
  );
}

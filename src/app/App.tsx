// The app inside the providers: the layout and the routes. A route chunk that fails to load is
// reported to the chunkGuard machine; other route chunks are prefetched when the browser is idle.
import { useCallback, useEffect } from 'react';
import { schedulePrefetch } from '../client/prefetch';
import { AppActor } from '../shared/actor';
import { ClientBridge } from './client-bridge';
import { Layout } from './layout/Layout';
import { AppRoutes, routeLoaders } from './routes';

export function App() {
  const app = AppActor.useActorRef();
  const onChunkError = useCallback(() => app.send({ type: 'chunk.loadError', at: Date.now() }), [app]);
  // Once per page load: fetch the other routes' code when the browser is idle.
  useEffect(() => {
    schedulePrefetch(routeLoaders);
  }, []);
  return (
    <>
      <ClientBridge />
      <Layout>
        <AppRoutes onChunkError={onChunkError} />
      </Layout>
    </>
  );
}

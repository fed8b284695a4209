// The app inside the providers: the layout and the routes. A route chunk that fails to load is
// reported to the chunkGuard machine.
import { useCallback } from 'react';
import { AppActor } from '../shared/actor';
import { ClientBridge } from './client-bridge';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';

export function App() {
  const app = AppActor.useActorRef();
  const onChunkError = useCallback(() => app.send({ type: 'chunk.loadError', at: Date.now() }), [app]);
  return (
    <>
      <ClientBridge />
      <Layout>
        <AppRoutes onChunkError={onChunkError} />
      </Layout>
    </>
  );
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import './mantine-styles';
import './global.css';
import { pause } from '../api/startup-yield';
import { startDevtools } from '../devtools/start';
import { loadRouteFlows } from '../shared/actor';
import { createQueryClient } from '../shared/query';
import { routeEntryOf } from '../shared/route-table';
import { App } from './App';
import { readBootState } from './boot-state';
import { createAppLogic, readAppInput } from './effects';
import { bindSiteConfig } from './effects/site';
import { loadPage } from './pages';
import { Providers } from './providers';

// A turn for the browser between evaluating the modules and setting up the page (see
// src/api/startup-yield.ts).
await pause();

// One query cache per page load, starting from what the server rendered with: hydration makes
// no second call.
const client = createQueryClient();
const boot = readBootState();
if (boot) hydrate(client, boot.queries);
bindSiteConfig(client);

const container = document.getElementById('root')!;
const serverRendered = container.firstElementChild !== null;
const route = routeEntryOf(location.pathname);
const page = route?.page;
const logic = createAppLogic();

// The page's chunk is loaded before hydration, so the first render is the server's, synchronously.
// The session recorder (and, with ?inspect, the Stately inspector) observe the root actor from
// its first event, so the observer is settled before the provider creates the actor.
const ready = Promise.all([
  serverRendered && page
    ? loadPage(page).then(
        () => undefined,
        () => undefined,
      )
    : undefined,
  loadRouteFlows(logic, route?.flows),
]);
void ready.then(() =>
  startDevtools((inspect) => {
    const app = (
      <Providers client={client} logic={logic} input={readAppInput()} inspect={inspect} host={location.hostname}>
        <App />
      </Providers>
    );
    // Hydration as a transition yields to the browser between parts of the page, so no long task
    // blocks input while the server-rendered page comes alive.
    if (serverRendered) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
    // Once per page load: fetch the other routes' code when the browser is idle (the prefetch
    // code itself is not first-screen code either).
    const chunks = boot?.prefetch ?? [];
    if (chunks.length) void import('../client/prefetch').then((p) => p.schedulePrefetch(chunks));
  }),
);

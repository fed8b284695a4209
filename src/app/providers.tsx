// Mantine (theme, notifications), the page's query client, the host (sub-site variants) and the
// root app actor. The browser passes the machine with its browser effects; the server render
// passes the bare machine, which it never starts (@xstate/react starts actors in an effect), so
// no browser effect runs there and the first client render matches the server's.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { InspectionEvent, Observer } from 'xstate';
import type { AppInput, appMachine } from '../../machines/app.machine';
import { AppActor } from '../shared/actor';
import { HostContext } from '../shared/subsite';
import { connectBrowser } from './effects';
import { theme, THEME_CLASSES, THEME_CSS_VARIABLES } from './theme';

// Notices are shown by a component loaded after the first paint (its transitions and scroll
// handling are not first-screen code); notices raised before it mounts wait in Mantine's store.
const Notifications = lazy(() => import('./notices'));

function LateNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={2000} />
    </Suspense>
  ) : null;
}

function BrowserEffects() {
  const app = AppActor.useActorRef();
  useEffect(() => connectBrowser(app), [app]);
  return null;
}

interface Props {
  children: ReactNode;
  client: QueryClient;
  /** The root machine: with browser effects (createAppLogic) or bare (server render, tests). */
  logic: typeof appMachine;
  input?: AppInput;
  /** The devtools' observer of the whole actor tree (session recorder, Stately inspector). */
  inspect?: Observer<InspectionEvent>;
  /** The host the page was asked for. */
  host: string;
}

export function Providers({ children, client, logic, input, inspect, host }: Props) {
  return (
    <QueryClientProvider client={client}>
      <HostContext.Provider value={host}>
        {/* The theme's CSS variables and classes, made once (theme.ts), not on every render by Mantine. */}
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
          <style data-mantine-styles dangerouslySetInnerHTML={{ __html: THEME_CSS_VARIABLES }} />
          <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: THEME_CLASSES }} />
          <LateNotifications />
          <AppActor.Provider logic={logic} options={{ input, inspect }}>
            <BrowserEffects />
            {children}
          </AppActor.Provider>
        </MantineProvider>
      </HostContext.Provider>
    </QueryClientProvider>
  );
}

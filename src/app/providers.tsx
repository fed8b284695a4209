// Mantine (theme, notifications) and the root app actor with its browser effects; the router is
// wouter's default browser location (history mode), so nothing is needed for it here.
import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { InspectionEvent, Observer } from 'xstate';
import { Notifications } from '@mantine/notifications';
import { AppActor } from './actor';
import { connectBrowser, createAppLogic, readAppInput } from './effects';
import { theme } from './theme';

// Created once per page load: the actor tree lives as long as the page.
const logic = createAppLogic();
const input = readAppInput();

function BrowserEffects() {
  const app = AppActor.useActorRef();
  useEffect(() => connectBrowser(app), [app]);
  return null;
}

/** `inspect`: the devtools' observer of the whole actor tree (session recorder, Stately inspector). */
export function Providers({ children, inspect }: { children: ReactNode; inspect?: Observer<InspectionEvent> }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-center" autoClose={2000} />
      <AppActor.Provider logic={logic} options={{ input, inspect }}>
        <BrowserEffects />
        {children}
      </AppActor.Provider>
    </MantineProvider>
  );
}

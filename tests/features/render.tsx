// The one custom render for DOM tests: Mantine, a fresh query cache, the root actor with stubbed
// browser effects (login probe, instant nav panel), and wouter on a memory location that records
// navigations.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { navPanelMachine } from '../../machines/nav-panel.machine';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import { AppActor } from '../../src/shared/actor';
import { App } from '../../src/app/App';
import { theme } from '../../src/app/theme';
import { bindSiteConfig } from '../../src/app/effects/site';
import { createQueryClient } from '../../src/shared/query';

export interface RenderOptions {
  /** Path with optional query, e.g. '/home?subsite=jc'. */
  path?: string;
  /** Logged in as this user; logged out when absent. */
  username?: string;
}

function probe(username?: string): LoginProbe {
  if (!username) return { params: null };
  return {
    token: 't',
    deptId: '1',
    username,
    params: {
      isLogin: true,
      chooseIdx: 0,
      choseCom: '1',
      companyOrgCode: '',
      identity: '',
      userstatus: '',
      chooseTenantId: '000000',
    },
  };
}

export function renderApp(ui: ReactElement = <App />, { path = '/home', username }: RenderOptions = {}) {
  const memory = memoryLocation({ path, record: true });
  const logic = appMachine.provide({
    actors: {
      session: sessionMachine.provide({ actors: { readLogin: fromPromise(async () => probe(username)) } }),
      navPanel: navPanelMachine.provide({ delays: { showDelay: 0, hideDelay: 0 } }),
    },
  });
  const client = createQueryClient();
  bindSiteConfig(client);
  const utils = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <Notifications />
        <AppActor.Provider logic={logic}>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            {ui}
          </Router>
        </AppActor.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return {
    ...utils,
    memory,
    client,
    /** The current path with query, as the app navigated to it. */
    location: () => memory.history[memory.history.length - 1],
  };
}

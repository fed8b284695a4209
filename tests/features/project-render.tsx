// renderMember's app with the project flows' effects (the browser's history, as in the app), for
// the project pages whose member parts run on flows (apply and withdraw, 资质, decide, publish).
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { appMachine } from '../../machines/app.machine';
import { navPanelMachine } from '../../machines/nav-panel.machine';
import { App } from '../../src/app/App';
import { memberSession } from '../../src/app/effects/member';
import { projectFlows } from '../../src/app/effects/project';
import { bindSiteConfig } from '../../src/app/effects/site';
import { theme } from '../../src/app/theme';
import { AppActor } from '../../src/shared/actor';
import { createQueryClient } from '../../src/shared/query';
import { storeLogin } from './auth-render';

export function renderProjectMember(path: string, username = '李采购'): void {
  window.history.replaceState(null, '', path);
  storeLogin({ username });
  const logic = appMachine.provide({
    actors: {
      ...projectFlows,
      session: memberSession.provide({ delays: { syncDelay: 0 } }),
      navPanel: navPanelMachine.provide({ delays: { showDelay: 0, hideDelay: 0 } }),
    },
  });
  const client = createQueryClient();
  bindSiteConfig(client);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <AppActor.Provider logic={logic}>
          <Router>
            <App />
          </Router>
        </AppActor.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

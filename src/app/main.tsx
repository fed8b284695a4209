import { createRoot } from 'react-dom/client';
import './mantine-styles';
import './global.css';
import { Providers } from './providers';
import { App } from './App';
import { startDevtools } from './devtools/start';

// The session recorder (and, with ?inspect, the Stately inspector) observe the root actor from
// its first event, so the observer is settled before the provider creates the actor.
startDevtools((inspect) =>
  createRoot(document.getElementById('root')!).render(
    <Providers inspect={inspect}>
      <App />
    </Providers>,
  ),
);

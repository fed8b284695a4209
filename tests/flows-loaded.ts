// Test setup: every page flow's machine loaded first. The browser loads a flow's chunk when a view
// first needs it (useFlow), the replay page before replaying; tests spawn flows at once.
import { appMachine } from '../machines/app.machine';
import { loadFlows } from '../machines/lazy-flow';

await loadFlows(appMachine);

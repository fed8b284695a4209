// The graph of every machine, with the event samples and stubs its path tests need. Shared by
// the vitest path tests and the `npm run test:paths` coverage table.
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { appMachine, type AppContext } from '../../machines/app.machine';
import { initialStore } from '../../machines/app-store';
import { chunkGuardMachine } from '../../machines/chunk-guard.machine';
import { groupBuyMachine, type GroupBuyContext } from '../../machines/group-buy.machine';
import { logoutGuardMachine } from '../../machines/logout-guard.machine';
import { loadingBarMachine, type LoadingBarContext } from '../../machines/loading-bar.machine';
import { navPanelMachine } from '../../machines/nav-panel.machine';
import { persistenceMachine } from '../../machines/persistence.machine';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import { probes } from './member-fixtures';
import { inquiryPathSpecs } from './inquiry-path-specs';
import { financePathSpecs } from './finance-path-specs';
import { tenderPathSpecs } from './tender-path-specs';
import { tenderEvalPathSpecs } from './tender-eval-path-specs';
import { groundPathSpecs } from './ground-path-specs';
import { scPathSpecs } from './sc-path-specs';
import { opsPathSpecs } from './ops-path-specs';
import { opsContentPathSpecs } from './ops-content-path-specs';
import { laborPathSpecs } from './labor-path-specs';
import { projectPathSpecs } from './project-path-specs';
import { devicesPathSpecs } from './devices-path-specs';
import { memberPathSpecs } from './member-path-specs';
import { onboardingPathSpecs } from './onboarding-path-specs';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const navPanel: PathSpec = {
  name: 'navPanel',
  machine: navPanelMachine,
  events: [
    { type: 'nav.pointerEnter' },
    { type: 'nav.pointerLeave' },
    { type: 'nav.focus' },
    { type: 'nav.blur' },
    { type: 'nav.close' },
  ],
};

const loadingBar: PathSpec = {
  name: 'loadingBar',
  machine: loadingBarMachine,
  events: [{ type: 'request.start' }, { type: 'request.end' }],
  // Two concurrent requests are enough to tell "last one ended" from "one of several ended".
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) => e.type !== 'request.start' || s.context.pending < 2,
  context: (c: LoadingBarContext) => ({ pending: c.pending }),
};

const chunkGuard: PathSpec = {
  name: 'chunkGuard',
  machine: chunkGuardMachine,
  // The last reload was at 0: a failure at 1 s is suppressed, one at 61 s reloads.
  input: { lastReloadAt: 0 },
  events: [
    { type: 'chunk.loadError', at: 1_000 },
    { type: 'chunk.loadError', at: 61_000 },
  ],
};

const logoutGuard: PathSpec = {
  name: 'logoutGuard',
  machine: logoutGuardMachine,
  // From no logout navigation (the first 401 leaves) and from one at 0: a 401 at 1 s stays,
  // one at 61 s leaves.
  inputs: [{ lastLogoutAt: null }, { lastLogoutAt: 0 }],
  events: [
    { type: 'auth.unauthorized', at: 1_000 },
    { type: 'auth.unauthorized', at: 61_000 },
  ],
};

const persistence: PathSpec = {
  name: 'persistence',
  machine: persistenceMachine,
  input: { store: initialStore },
  provide: { actions: { restoreStore: () => {} } },
  events: [
    done('loadSaved', JSON.stringify({ searchType: 'shop', keyword: '水泥', recentKeywords: ['水泥'] })),
    done('loadSaved', JSON.stringify({ searchType: 'shop' })),
    done('loadSaved', '{broken'),
    done('loadSaved', null),
    { type: 'xstate.error.actor.loadSaved', error: new Error('blocked') },
    { type: 'app.unload', store: initialStore },
  ],
};

// A group buy 3 s from its end; re-syncs to a later clock, to an expired one and to none.
const groupBuy: PathSpec = {
  name: 'groupBuy',
  machine: groupBuyMachine,
  input: { endsAt: 3_000, now: 0 },
  events: [
    { type: 'groupBuy.sync', endsAt: 3_000, now: 1_500 },
    { type: 'groupBuy.sync', endsAt: 3_000, now: 9_000 },
    { type: 'groupBuy.sync', endsAt: null, now: 0 },
  ],
  context: (c: GroupBuyContext) => c,
};

const app: PathSpec = {
  name: 'app',
  machine: appMachine,
  input: { lastReloadAt: null },
  provide: {
    actors: {
      session: sessionMachine.provide({ actors: { readLogin: fromPromise<LoginProbe>(async () => probes.none) } }),
      persistence: persistenceMachine.provide({ actors: { loadSaved: fromPromise<string | null>(async () => null) } }),
    },
  },
  events: [
    { type: 'store.set', patch: { keyword: '钢筋' } },
    { type: 'store.restore', store: { searchType: 'shop', keyword: '水泥', recentKeywords: ['水泥'] } },
    { type: 'store.rememberKeyword', keyword: '螺纹钢' },
    { type: 'app.unload' },
    { type: 'chunk.loadError', at: 1_000 },
    { type: 'auth.unauthorized', at: 1_000 },
    { type: 'flow.start', key: 'smsButton', id: 'sms', input: { purpose: 'login' } },
    { type: 'flow.stop', id: 'sms' },
  ],
  // Every store variant × every flow set has thousands of simple paths; the shortest paths
  // check the whole context, the simple ones walk the flow lifecycle.
  simpleContext: (c: AppContext) => ({ flows: c.flows }),
};

export const pathSpecs = {
  navPanel,
  loadingBar,
  chunkGuard,
  logoutGuard,
  persistence,
  groupBuy,
  app,
  ...memberPathSpecs,
  ...inquiryPathSpecs,
  ...financePathSpecs,
  ...groundPathSpecs,
  ...scPathSpecs,
  ...laborPathSpecs,
  ...projectPathSpecs,
  ...devicesPathSpecs,
  ...tenderPathSpecs,
  ...tenderEvalPathSpecs,
  ...onboardingPathSpecs,
  ...opsPathSpecs,
  ...opsContentPathSpecs,
};

// A recorded session of the real root machine for the replay tests: browser effects stubbed
// (spies), a SimulatedClock the test advances so the machines' own delays really fire, and the
// portal's recorder attached as the root's inspect observer.
import { SimulatedClock, createActor, fromPromise, type AnyActorRef } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { chunkGuardMachine } from '../../machines/chunk-guard.machine';
import { persistenceMachine } from '../../machines/persistence.machine';
import { sessionMachine, type LoginProbe, type Unread } from '../../machines/session.machine';
import { smsButtonMachine, type SendCodeInput } from '../../machines/sms-button.machine';
import { earlyObserver } from '../../src/devtools/early';
import { createRecorder, type RecorderOptions } from '../../src/devtools/recorder';
import type { SessionRecording } from '../../src/devtools/recording';

export const PHONE = '13800138000';
export const TOKEN = 'tok-7f3a9c2b1e';

export const loggedInProbe: LoginProbe = {
  token: TOKEN,
  deptId: 'c-1',
  username: PHONE,
  params: {
    isLogin: true,
    chooseIdx: 0,
    choseCom: 'c-1',
    companyOrgCode: '91310000MA1',
    identity: 'buyer',
    userstatus: '1',
    chooseTenantId: '000000',
  },
};

export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

export interface Effects {
  saveStore: (...args: unknown[]) => void;
  discardSaved: (...args: unknown[]) => void;
  rememberReload: (...args: unknown[]) => void;
  reloadPage: (...args: unknown[]) => void;
  readLogin: (...args: unknown[]) => void;
  loadSaved: (...args: unknown[]) => void;
  sendCode: (...args: unknown[]) => void;
}

/** The app machine with every browser effect a spy (counted), as the portal provides it. */
export function spiedAppLogic(calls: Record<keyof Effects, number>, onReload: () => void = () => {}) {
  const count = (k: keyof Effects) => () => {
    calls[k]++;
  };
  let logins = 0;
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          readLogin: fromPromise<LoginProbe>(async () => {
            calls.readLogin++;
            // First a logged-in page; a later check fails (cookies blocked).
            if (logins++ === 0) return loggedInProbe;
            throw new Error(`无法读取登录信息 ${PHONE}`);
          }),
          // Like the HTTP layer: a request drives the loading bar from inside the invoke's start,
          // in the middle of the session's cascade, and ends later.
          loadUnread: fromPromise<Unread>(async ({ system }) => {
            const bar = system.get('loadingBar') as AnyActorRef;
            bar.send({ type: 'request.start' });
            await Promise.resolve();
            bar.send({ type: 'request.end' });
            throw new Error('系统异常');
          }),
        },
      }),
      persistence: persistenceMachine.provide({
        actors: {
          loadSaved: fromPromise<string | null>(async () => {
            calls.loadSaved++;
            return JSON.stringify({ searchType: 'shop', keyword: '水泥', recentKeywords: ['水泥'] });
          }),
        },
        actions: { saveStore: count('saveStore'), discardSaved: count('discardSaved') },
      }),
      chunkGuard: chunkGuardMachine.provide({
        actions: {
          rememberReload: count('rememberReload'),
          reloadPage: () => {
            calls.reloadPage++;
            onReload();
          },
        },
      }),
      smsButton: smsButtonMachine.provide({
        actors: {
          sendCode: fromPromise<unknown, SendCodeInput>(async () => {
            calls.sendCode++;
            return null;
          }),
        },
      }),
    },
  });
}

export const noCalls = (): Record<keyof Effects, number> => ({
  saveStore: 0,
  discardSaved: 0,
  rememberReload: 0,
  reloadPage: 0,
  readLogin: 0,
  loadSaved: 0,
  sendCode: 0,
});

/**
 * Drives the root through a session: login check, restored store, nav panel hover, two requests
 * with the loading bar, searches, an SMS-code button flow (a bad phone, then a code sent and 3 s
 * of its countdown), a chunk failure, a failing re-check and page unload. Returns the exported
 * recording as read back from JSON (what a file holds).
 */
export async function recordSession(
  options: RecorderOptions = {},
  /** late: the recorder takes over from the early observer after the login check, as in the browser. */
  { late = false } = {},
): Promise<{ recording: SessionRecording; calls: Record<keyof Effects, number> }> {
  const clock = new SimulatedClock();
  const recorder = createRecorder({ now: () => 1_700_000_000_000 + clock.now(), ...options });
  const early = late ? earlyObserver() : null;
  const calls = noCalls();
  // As in the browser, the reload fires beforeunload at once, so the page sends app.unload while
  // the chunk guard's reloadPage action runs.
  const onReload = () => app.send({ type: 'app.unload' });
  const app = createActor(spiedAppLogic(calls, onReload), {
    input: { lastReloadAt: null },
    clock,
    inspect: early?.inspect ?? recorder.inspect,
  });
  const child = (id: string) => app.system.get(id) as AnyActorRef;
  app.start();
  await flush();
  // Logged in: 1.2 s later the session loads the unread count and member info (they fail here).
  clock.increment(1200);
  await flush();
  early?.handOff(recorder);

  child('navPanel').send({ type: 'nav.pointerEnter' });
  clock.increment(300);
  child('navPanel').send({ type: 'nav.pointerLeave' });
  clock.increment(300);

  child('loadingBar').send({ type: 'request.start' });
  child('loadingBar').send({ type: 'request.start' });
  clock.increment(450);
  child('loadingBar').send({ type: 'request.end' });
  clock.increment(100);
  child('loadingBar').send({ type: 'request.end' });
  clock.increment(300);

  app.send({ type: 'store.set', patch: { searchType: 'goods' } });
  app.send({ type: 'store.rememberKeyword', keyword: '螺纹钢' });
  app.send({ type: 'store.rememberKeyword', keyword: `联系 ${PHONE}` });

  app.send({ type: 'flow.start', key: 'smsButton', id: 'sms-login', input: { purpose: 'login' } });
  const sms = (app.getSnapshot().children as Record<string, AnyActorRef>)['sms-login'];
  sms.send({ type: 'sms.send', phone: '12345' }); // not a mobile: a warning, no code sent
  sms.send({ type: 'sms.send', phone: PHONE });
  await flush();
  for (let s = 0; s < 3; s++) clock.increment(1000);
  app.send({ type: 'flow.stop', id: 'sms-login' });

  app.send({ type: 'chunk.loadError', at: 1_000 });
  child('session').send({ type: 'session.check' });
  await flush();
  app.send({ type: 'app.unload' });

  await flush();
  const recording = JSON.parse(JSON.stringify(recorder.export())) as SessionRecording;
  app.stop();
  return { recording, calls };
}

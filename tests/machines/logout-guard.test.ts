import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LOGOUT_GUARD_MS, logoutGuardMachine, SESSION_EXPIRED } from '../../machines/logout-guard.machine';
import { appMachine } from '../../machines/app.machine';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

function start(lastLogoutAt: number | null) {
  const log: string[] = [];
  const machine = logoutGuardMachine.provide({
    actions: {
      clearLogin: () => void log.push('clearLogin'),
      rememberLogout: (_, { at }) => void log.push(`remember ${at}`),
      goToLogoutHandler: () => void log.push('leave'),
      notify: (_, n) => void log.push(`notify ${n.kind} ${n.message}`),
    },
  });
  return { actor: createActor(machine, { input: { lastLogoutAt } }).start(), log };
}

// The app stamps each 401 with Date.now(): the fake clock stands in for it.
const unauthorized = () => ({ type: 'auth.unauthorized' as const, at: Date.now() });

describe('logoutGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('on the first 401 drops the stale login, remembers the time, then leaves for the handler', () => {
    const { actor, log } = start(null);
    actor.send(unauthorized());
    expect(log).toEqual(['clearLogin', `remember ${Date.now()}`, 'leave']);
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
  });

  it('the other calls of the same page answering 401 while it leaves start no second navigation', () => {
    const { actor, log } = start(null);
    actor.send(unauthorized());
    vi.advanceTimersByTime(200);
    actor.send(unauthorized());
    actor.send(unauthorized());
    expect(log.filter((l) => l === 'leave')).toHaveLength(1);
    expect(log).toHaveLength(3);
  });

  it('the handler page answering 401 again within 60 s stays: drops the login and tells the user once', () => {
    const t0 = Date.now();
    const { actor, log } = start(t0);
    vi.advanceTimersByTime(LOGOUT_GUARD_MS - 1);
    actor.send(unauthorized());
    actor.send(unauthorized());
    expect(log).toEqual(['clearLogin', `notify warning ${SESSION_EXPIRED}`]);
    expect(actor.getSnapshot().hasTag('logoutSuppressed')).toBe(true);
  });

  it('leaves again once 60 s have passed since the last logout navigation', () => {
    const t0 = Date.now();
    const early = start(t0);
    vi.advanceTimersByTime(30_000);
    early.actor.send(unauthorized());
    vi.advanceTimersByTime(30_000);
    early.actor.send(unauthorized());
    expect(early.log.slice(2)).toEqual(['clearLogin', `remember ${t0 + LOGOUT_GUARD_MS}`, 'leave']);
    expect(early.actor.getSnapshot().context.lastLogoutAt).toBe(t0 + LOGOUT_GUARD_MS);

    const now = Date.now();
    const onTime = start(now - LOGOUT_GUARD_MS);
    onTime.actor.send(unauthorized());
    expect(onTime.log).toEqual(['clearLogin', `remember ${now}`, 'leave']);
  });

  it('defaults to no previous logout navigation when started without input', () => {
    const actor = createActor(logoutGuardMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.lastLogoutAt).toBeNull();
  });

  it('as the root child: gets lastLogoutAt, takes auth.unauthorized, and asks the session to re-check when staying', async () => {
    const reads = vi.fn(async (): Promise<LoginProbe> => ({ params: null }));
    const session = sessionMachine.provide({ actors: { readLogin: fromPromise(reads) } });
    const leave = vi.fn();
    const app = createActor(
      appMachine.provide({
        actors: { session, logoutGuard: logoutGuardMachine.provide({ actions: { goToLogoutHandler: leave } }) },
      }),
      { input: { lastLogoutAt: Date.now() - 1_000 } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveBeenCalledTimes(1);
    const guard = app.system.get('logoutGuard')!;
    expect(guard.getSnapshot().context.lastLogoutAt).toBe(Date.now() - 1_000);
    app.send(unauthorized());
    expect(guard.getSnapshot().hasTag('logoutSuppressed')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LOGOUT_GUARD_MS);
    app.send(unauthorized());
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describePaths(pathSpecs.logoutGuard);

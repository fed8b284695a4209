// The session machine with every effect a logged spy, for the session tests.
import { createActor, fromPromise } from 'xstate';
import { vi } from 'vitest';
import {
  sessionMachine,
  SYNC_DELAY_MS,
  type LoginProbe,
  type MemberData,
  type Unread,
} from '../../machines/session.machine';
import type { Business } from '../../src/api/member';
import { companies, probes, userInfo } from './member-fixtures';

export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

export interface Stubs {
  probe?: LoginProbe | (() => LoginProbe | Promise<LoginProbe>);
  unread?: () => Promise<Unread>;
  member?: () => Promise<MemberData>;
  switchCompany?: (companyId: number) => Promise<Business>;
  logout?: () => Promise<unknown>;
  scLogout?: () => Promise<unknown>;
}

/** The session with every effect a logged spy; calls are counted per actor. */
export function start(stubs: Stubs = {}) {
  const log: string[] = [];
  const calls = { readLogin: 0, unread: 0, member: 0, switchCompany: [] as number[], logout: 0, scLogout: 0 };
  const probe = stubs.probe ?? probes.none;
  const machine = sessionMachine.provide({
    actors: {
      readLogin: fromPromise(async () => {
        calls.readLogin++;
        return typeof probe === 'function' ? probe() : probe;
      }),
      loadUnread: fromPromise(() => {
        calls.unread++;
        return stubs.unread?.() ?? Promise.resolve({ order: 3, system: 120 });
      }),
      loadMember: fromPromise(() => {
        calls.member++;
        return stubs.member?.() ?? Promise.resolve({ userInfo, companies });
      }),
      switchCompany: fromPromise(({ input }) => {
        calls.switchCompany.push(input.companyId);
        return (
          stubs.switchCompany?.(input.companyId) ??
          Promise.resolve(companies.find((c) => c.companyId === input.companyId)!)
        );
      }),
      logout: fromPromise(() => {
        calls.logout++;
        return stubs.logout?.() ?? Promise.resolve(null);
      }),
      scLogout: fromPromise(() => {
        calls.scLogout++;
        return stubs.scLogout?.() ?? Promise.resolve(null);
      }),
    },
    actions: {
      redirect: (_, { url }) => void log.push(`redirect ${url}`),
      setLoginCookies: (_, c) => void log.push(`setLoginCookies ${c.token} ${c.deptId} ${c.username}`),
      setDeptCookie: (_, { deptId }) => void log.push(`setDeptCookie ${deptId}`),
      removeLoginCookies: () => void log.push('removeLoginCookies'),
      writeParams: (_, { params: p }) => void log.push(`writeParams ${JSON.stringify(p)}`),
      clearStorage: () => void log.push('clearStorage'),
      reloadPage: () => void log.push('reloadPage'),
      reloadPath: (_, { path }) => void log.push(`reloadPath ${path}`),
      goToLogoutHandler: () => void log.push('goToLogoutHandler'),
      notify: (_, n) => void log.push(`notify ${n.kind} ${n.message}`),
    },
  });
  const actor = createActor(machine).start();
  const TAGS = ['checking', 'loggedIn', 'loggedOut', 'leaving', 'confirmingLogout'] as const;
  return { actor, log, calls, tags: () => TAGS.filter((t) => actor.getSnapshot().hasTag(t)) };
}

/** Started logged in, past the 1.2 s load. */
export async function loggedIn(stubs: Stubs = {}) {
  const s = start({ probe: probes.synced, ...stubs });
  await flush();
  await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS);
  s.log.length = 0;
  return s;
}

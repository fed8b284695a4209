import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type LoginProbe } from '../../machines/session.machine';
import { describePaths } from './describe-paths';
import { params, pathSpecs, probes } from './path-specs';

function start(read: () => Promise<LoginProbe>) {
  return createActor(sessionMachine.provide({ actors: { readLogin: fromPromise(read) } })).start();
}
const settled = (a: ReturnType<typeof start>) => waitFor(a, (s) => !s.hasTag('checking'));

describe('session', () => {
  it('is checking until the cookies and params are read', () => {
    const a = start(() => new Promise(() => {}));
    expect(a.getSnapshot().hasTag('checking')).toBe(true);
    expect(a.getSnapshot().hasTag('loggedIn')).toBe(false);
  });

  it('is logged in with both login cookies and stored params saying isLogin', async () => {
    const a = start(async () => probes.loggedIn);
    await settled(a);
    expect(a.getSnapshot().value).toBe('loggedIn');
    expect(a.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(a.getSnapshot().context).toEqual({ params, username: '张三' });
  });

  it.each([
    ['cookies without stored params', probes.cookiesOnly],
    ['stored params without cookies', probes.paramsOnly],
    ['no dept-id cookie', { ...probes.loggedIn, deptId: undefined }],
    ['no token cookie', { ...probes.loggedIn, token: '' }],
    ['params with isLogin false', { ...probes.loggedIn, params: { ...params, isLogin: false } }],
  ])('is logged out with %s', async (_, probe) => {
    const a = start(async () => probe);
    await settled(a);
    expect(a.getSnapshot().value).toBe('loggedOut');
    expect(a.getSnapshot().context).toEqual({ params: null, username: '' });
  });

  it('is logged out when reading fails', async () => {
    const a = start(async () => {
      throw new Error('blocked');
    });
    await settled(a);
    expect(a.getSnapshot().value).toBe('loggedOut');
  });

  it('session.check reads again (e.g. after logging in elsewhere in the page)', async () => {
    let probe: LoginProbe = probes.paramsOnly;
    const a = start(async () => probe);
    await settled(a);
    expect(a.getSnapshot().value).toBe('loggedOut');
    probe = probes.loggedIn;
    a.send({ type: 'session.check' });
    expect(a.getSnapshot().hasTag('checking')).toBe(true);
    await settled(a);
    expect(a.getSnapshot().value).toBe('loggedIn');
  });
});

describePaths(pathSpecs.session);

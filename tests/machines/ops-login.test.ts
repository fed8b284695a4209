// The console's two-step login: account and password checked before the code step, the code
// before any call; the call gets both steps' values trimmed; a refusal stays on the code step
// (返回 goes back to the first); success opens the review queue in place of the login.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pagePaths } from '../../src/api/paths';
import { opsLoginMachine, type OpsLoginInput } from '../../machines/ops-login.machine';
import { describePaths } from './describe-paths';
import { opsCredentials, opsOperator } from './ops-path-specs';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function flow(login: () => Promise<unknown> = async () => opsOperator) {
  const calls = { sent: [] as OpsLoginInput[], navigations: [] as { to: string; replace?: boolean }[] };
  const machine = opsLoginMachine.provide({
    actors: { login: fromPromise(async ({ input }) => (calls.sent.push(input), login()) as never) },
    actions: { navigate: (_, n) => void calls.navigations.push(n) },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('ops login flow', () => {
  it('checks each step before going on', () => {
    const { actor, calls } = flow();
    actor.send({ type: 'opsLogin.next', account: 'a b', password: 'x' });
    expect(actor.getSnapshot().context.error).toBe('请输入正确的操作员账号');
    actor.send({ type: 'opsLogin.next', account: 'shenhe01', password: '' });
    expect(actor.getSnapshot().context.error).toBe('请输入密码');
    actor.send({ type: 'opsLogin.next', ...opsCredentials, account: ' shenhe01 ' });
    expect(actor.getSnapshot().value).toEqual({ code: 'idle' });
    actor.send({ type: 'opsLogin.submit', code: '12a456' });
    expect(actor.getSnapshot().context.error).toBe('请输入 6 位动态口令');
    expect(calls.sent).toEqual([]);
  });

  it('logs in with both steps and opens the page of its roles', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'opsLogin.next', ...opsCredentials, account: ' shenhe01 ' });
    actor.send({ type: 'opsLogin.submit', code: ' 123456 ' });
    await flush();
    expect(calls.sent).toEqual([{ account: 'shenhe01', password: 'Ops12345', code: '123456' }]);
    expect(calls.navigations).toEqual([{ to: pagePaths.opsQueue, replace: true }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('lands 管理员 on the audit log', async () => {
    const { actor, calls } = flow(async () => ({ ...opsOperator, roles: ['admin'] }));
    actor.send({ type: 'opsLogin.next', ...opsCredentials });
    actor.send({ type: 'opsLogin.submit', code: '123456' });
    await flush();
    expect(calls.navigations).toEqual([{ to: pagePaths.opsAudit, replace: true }]);
  });

  it('shows a refusal on the code step; 返回 goes back to the first step', async () => {
    const { actor } = flow(() => Promise.reject(new Error('账号、密码或动态口令错误')));
    actor.send({ type: 'opsLogin.next', ...opsCredentials });
    actor.send({ type: 'opsLogin.submit', code: '123456' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ code: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('账号、密码或动态口令错误');
    actor.send({ type: 'opsLogin.back' });
    expect(actor.getSnapshot().value).toEqual({ credentials: 'idle' });
  });
});

describePaths(pathSpecs.opsLogin);

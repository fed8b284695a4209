// The contractor's decisions on a package's applicants: 选定 asked once more (取消 sends nothing),
// 不合适 at once with a trimmed reason of at most 100 characters; each decision announced and
// counted so the page refreshes, a refused one (withdrawn meanwhile) shown and refreshed too.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DECIDE_DONE, projectDecideMachine, REASON_MSG, type Decision } from '../../machines/project-decide.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { application } from './project-path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('deciding', () => {
  it('awards only after the second question', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      projectDecideMachine.provide({
        actors: { decideApplication: fromPromise(async ({ input }) => (sent.push(input), application)) },
      }),
      { input: { packageId: 5 } },
    ).start();
    actor.send({ type: 'projectDecide.accept', applicationId: 77 });
    actor.send({ type: 'projectDecide.cancel' });
    actor.send({ type: 'projectDecide.decline', applicationId: 78, reason: ' 业绩不足 ' });
    await flush();
    actor.send({ type: 'projectDecide.accept', applicationId: 77 });
    actor.send({ type: 'projectDecide.confirm' });
    await flush();
    expect(sent).toEqual([
      { applicationId: 78, accept: false, reason: '业绩不足' },
      { applicationId: 77, accept: true, reason: '' },
    ]);
    expect(actor.getSnapshot().context.changes).toBe(2);
  });
});

describe('project decide flow', () => {
  function flow(decide: () => Promise<typeof application> = async () => application) {
    const calls = { sent: [] as Decision[], notices: [] as string[] };
    const machine = projectDecideMachine.provide({
      actors: { decideApplication: fromPromise(async ({ input }) => (calls.sent.push(input), decide())) },
      actions: { notify: (_, n) => void calls.notices.push(n.message) },
    });
    return { actor: createActor(machine, { input: { packageId: 5 } }).start(), calls };
  }

  it('refuses a reason over 100 characters (spaces around it not counted) and sends nothing', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectDecide.decline', applicationId: 78, reason: '长'.repeat(101) });
    expect(actor.getSnapshot().context.error).toBe(REASON_MSG);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'projectDecide.decline', applicationId: 78, reason: ` ${'长'.repeat(100)} ` });
    await flush();
    expect(calls.sent).toEqual([{ applicationId: 78, accept: false, reason: '长'.repeat(100) }]);
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('announces an award and a decline each with its own words', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectDecide.decline', applicationId: 78, reason: '' });
    await flush();
    actor.send({ type: 'projectDecide.accept', applicationId: 77 });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'projectDecide.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.notices).toEqual([DECIDE_DONE.decline, DECIDE_DONE.accept]);
  });

  it('shows a refused decision and still refreshes the list (the application changed meanwhile)', async () => {
    const { actor, calls } = flow(() => Promise.reject(new Error('该报名已撤回')));
    actor.send({ type: 'projectDecide.accept', applicationId: 77 });
    actor.send({ type: 'projectDecide.confirm' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { error: '该报名已撤回', decision: null, changes: 1 },
    });
    expect(calls.notices).toEqual([]);
  });
});

describePaths(pathSpecs.projectDecide);

// The project application flow: the form checked at input (资质说明, 业绩, the price in 万元), one
// call, the application shown; its withdrawal asked once more (取消 keeps it); a refusal keeps the
// application with the reason and still refreshes the page (it may have been decided meanwhile).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApplyForm, ProjectApplication } from '../../src/api/project';
import { APPLY_DONE, projectApplyMachine } from '../../machines/project-apply.machine';
import { APPLY_DRAFT_MSG } from '../../machines/project-forms';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { application } from './project-path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const draft = { qualification: ' 钢结构二级 ', experience: '厂房 3 项', priceWan: ' 820.5 ', message: ' 可提前进场 ' };

describe('applying', () => {
  it('applies, asks before withdrawing, withdraws; a refusal keeps the application with the reason', async () => {
    const calls: string[] = [];
    let refuse = false;
    const actor = createActor(
      projectApplyMachine.provide({
        actors: {
          applyPackage: fromPromise(async ({ input }) => (calls.push(`apply ${input.priceWan}`), application)),
          withdrawApplication: fromPromise(async ({ input }) => {
            calls.push(`withdraw ${input.applicationId}`);
            if (refuse) throw new Error('该报名已处理');
            return { ...application, status: 'withdrawn' as const };
          }),
        },
      }),
      { input: { packageId: 5, application: null } },
    ).start();
    actor.send({
      type: 'projectApply.submit',
      draft: { qualification: '钢结构二级', experience: '厂房 3 项', priceWan: '八百', message: '' },
    });
    expect(actor.getSnapshot().context.error).toBe('报价应为大于 0 的数字（万元，最多两位小数）');
    actor.send({
      type: 'projectApply.submit',
      draft: { qualification: '钢结构二级', experience: '厂房 3 项', priceWan: '820.5', message: '' },
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('applied');
    actor.send({ type: 'projectApply.withdraw' });
    actor.send({ type: 'projectApply.cancel' });
    expect(calls).toEqual(['apply 820.5']);
    refuse = true;
    actor.send({ type: 'projectApply.withdraw' });
    actor.send({ type: 'projectApply.confirm' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'applied', context: { error: '该报名已处理', changes: 2 } });
    refuse = false;
    actor.send({ type: 'projectApply.withdraw' });
    actor.send({ type: 'projectApply.confirm' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'form', context: { application: null, error: '', changes: 3 } });
    expect(calls).toEqual(['apply 820.5', 'withdraw 77', 'withdraw 77']);
  });
});

describe('project apply flow', () => {
  function flow(
    apply: () => Promise<typeof application> = async () => application,
    input = null as null | typeof application,
  ) {
    const calls = { sent: [] as ApplyForm[], notices: [] as string[] };
    const machine = projectApplyMachine.provide({
      actors: {
        applyPackage: fromPromise(async ({ input }) => (calls.sent.push(input), apply())),
        withdrawApplication: fromPromise(async (): Promise<ProjectApplication> => ({
          ...application,
          status: 'withdrawn',
        })),
      },
      actions: { notify: (_, n) => void calls.notices.push(n.message) },
    });
    return { actor: createActor(machine, { input: { packageId: 5, application: input } }).start(), calls };
  }

  it('opens on the application a company already has, not on the form', () => {
    expect(flow(undefined, application).actor.getSnapshot().value).toBe('applied');
    expect(flow().actor.getSnapshot().value).toBe('form');
  });

  it.each([
    ['no 资质说明', { qualification: ' ' }, APPLY_DRAFT_MSG.qualification],
    ['no 业绩', { experience: '' }, APPLY_DRAFT_MSG.experience],
    ['a price of 0', { priceWan: '0' }, APPLY_DRAFT_MSG.price],
    ['a price with three decimals', { priceWan: '1.234' }, APPLY_DRAFT_MSG.price],
  ])('refuses %s at input and sends nothing', (_, change, message) => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectApply.submit', draft: { ...draft, ...change } });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().value).toBe('form');
    expect(calls.sent).toEqual([]);
    actor.send({ type: 'projectApply.edit' });
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('sends the trimmed form (a price left empty is 面议) and announces the application', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectApply.submit', draft });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    actor.send({ type: 'projectApply.withdraw' });
    actor.send({ type: 'projectApply.confirm' });
    await flush();
    actor.send({ type: 'projectApply.submit', draft: { ...draft, priceWan: '' } });
    await flush();
    expect(calls.sent).toEqual([
      { packageId: 5, qualification: '钢结构二级', experience: '厂房 3 项', priceWan: 820.5, message: '可提前进场' },
      { packageId: 5, qualification: '钢结构二级', experience: '厂房 3 项', priceWan: null, message: '可提前进场' },
    ]);
    expect(calls.notices).toEqual([APPLY_DONE.apply, APPLY_DONE.withdraw, APPLY_DONE.apply]);
  });

  it('keeps the form with the server’s reason when the application is refused', async () => {
    const { actor } = flow(() => Promise.reject(new Error('贵公司已报名该项目')));
    actor.send({ type: 'projectApply.submit', draft });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'form', context: { error: '贵公司已报名该项目', changes: 0 } });
  });
});

describePaths(pathSpecs.projectApply);

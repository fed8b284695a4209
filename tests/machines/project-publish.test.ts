// The project publish flow: the form shows each problem under its field (the server's rule
// included) and puts a server refusal back under the field it names, else on the form; each
// failed submit is counted (the page moves the focus to the first error), an edit clears only its
// own field, and a published package opens its page with a notice.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PackageForm } from '../../src/api/project';
import { PUBLISH_MSG } from '../../src/api/project-publish';
import { PHONE_MSG } from '../../src/api/validation';
import { DRAFT_MSG, packageDraftErrors } from '../../machines/project-forms';
import { projectPublishMachine, PUBLISHED } from '../../machines/project-publish.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { NOW, validPackage } from './project-path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('the publish form', () => {
  it('names every problem under its field, the legal rules included', () => {
    expect(packageDraftErrors(validPackage, NOW)).toEqual({});
    expect(
      packageDraftErrors(
        {
          ...validPackage,
          projectName: ' ',
          budgetWan: '8.888',
          contactPhone: '12345',
          mainStructure: true,
          scope: '详询 13912345678',
          paymentTerms: '进场前须缴纳保证金 5 万元',
          categoryCode: '3',
          qualificationGrade: '3',
        },
        NOW,
      ),
    ).toEqual({
      projectName: '请填写项目名称',
      budgetWan: DRAFT_MSG.budget,
      contactPhone: PHONE_MSG,
      mainStructure: PUBLISH_MSG.mainStructure,
      qualificationGrade: PUBLISH_MSG.grade,
    });
    expect(packageDraftErrors({ ...validPackage, applyDeadline: '2027-03-06T17:00' }, NOW)).toEqual({
      applyDeadline: PUBLISH_MSG.deadline,
    });
    expect(packageDraftErrors({ ...validPackage, startDate: '2026-12-01' }, NOW)).toEqual({
      startDate: PUBLISH_MSG.start,
    });
    expect(packageDraftErrors({ ...validPackage, categoryCode: '11', qualificationGrade: '0' }, NOW)).toEqual({
      subcontractType: PUBLISH_MSG.type,
    });
  });

  it('sends a valid form and goes to the package; a refusal lands under its field, or on the form', async () => {
    const refusals = [PUBLISH_MSG.deadline, '参数错误：cityCode 所选城市不属于该省份', '操作过于频繁，请稍后再试'];
    const went: string[] = [];
    const actor = createActor(
      projectPublishMachine.provide({
        actors: {
          publishPackage: fromPromise(async () => {
            const r = refusals.shift();
            if (r) throw new Error(r);
            return { id: 1541, statusCode: '2' };
          }),
        },
        actions: { navigate: (_, n) => void went.push(n.to) },
      }),
    ).start();
    actor.send({ type: 'projectPublish.submit', draft: { ...validPackage, mainStructure: true }, nowMs: NOW });
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { mainStructure: PUBLISH_MSG.mainStructure },
      attempts: 1,
    });
    actor.send({ type: 'projectPublish.edit', field: 'mainStructure' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    const send = async () => {
      actor.send({ type: 'projectPublish.submit', draft: validPackage, nowMs: NOW });
      await flush();
      return actor.getSnapshot().context;
    };
    expect(await send()).toMatchObject({ fieldErrors: { applyDeadline: PUBLISH_MSG.deadline }, error: '' });
    expect(await send()).toMatchObject({ fieldErrors: { cityCode: '所选城市不属于该省份' }, error: '' });
    expect(await send()).toMatchObject({ fieldErrors: {}, error: '操作过于频繁，请稍后再试', attempts: 4 });
    await send();
    expect(actor.getSnapshot().status).toBe('done');
    expect(went).toEqual(['/findProject/detailNeedJ?id=1541']);
  });
});

describe('project publish flow', () => {
  function flow() {
    const calls = { sent: [] as PackageForm[], notices: [] as string[], navigations: [] as string[] };
    const machine = projectPublishMachine.provide({
      actors: {
        publishPackage: fromPromise(async ({ input }) => (calls.sent.push(input), { id: 88, statusCode: '2' })),
      },
      actions: {
        notify: (_, n) => void calls.notices.push(n.message),
        navigate: (_, n) => void calls.navigations.push(n.to),
      },
    });
    return { actor: createActor(machine).start(), calls };
  }

  it('an edit clears the problem of its own field only, the others stay shown', () => {
    const { actor, calls } = flow();
    actor.send({
      type: 'projectPublish.submit',
      draft: { ...validPackage, projectName: '', contactPhone: '12345' },
      nowMs: NOW,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ projectName: '请填写项目名称', contactPhone: PHONE_MSG });
    actor.send({ type: 'projectPublish.edit', field: 'projectName' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ contactPhone: PHONE_MSG });
    expect(calls.sent).toEqual([]);
  });

  it('counts every refused submit, so the focus moves to the first problem each time', () => {
    const { actor } = flow();
    const bad = { type: 'projectPublish.submit', draft: { ...validPackage, projectName: '' }, nowMs: NOW } as const;
    actor.send(bad);
    actor.send(bad);
    expect(actor.getSnapshot().context.attempts).toBe(2);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('is busy while sending, then announces the package and opens its page', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectPublish.submit', draft: validPackage, nowMs: NOW });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.sent).toHaveLength(1);
    expect(calls.sent[0]).toMatchObject({ projectName: validPackage.projectName, cityCode: '320100' });
    expect(calls.notices).toEqual([PUBLISHED]);
    expect(calls.navigations).toEqual(['/findProject/detailNeedJ?id=88']);
    expect(actor.getSnapshot().context.id).toBe(88);
  });

  it('judges the deadline window by the clock of the submit', () => {
    const { actor } = flow();
    // the deadline that is fine on the 26th has passed on 7 December
    actor.send({ type: 'projectPublish.submit', draft: validPackage, nowMs: Date.UTC(2026, 11, 7, 9, 0) });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ applyDeadline: PUBLISH_MSG.deadline });
  });
});

describePaths(pathSpecs.projectPublish);

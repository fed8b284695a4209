// The project flows: the publish form shows each problem under its field (the server's rule
// included) and puts a server refusal back under the field it names; an application is sent and
// withdrawn after the question; 资质 checked at input; a decision asked once more before the award.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PUBLISH_MSG } from '../../src/api/project-publish';
import { PHONE_MSG } from '../../src/api/validation';
import { projectApplyMachine } from '../../machines/project-apply.machine';
import { projectDecideMachine } from '../../machines/project-decide.machine';
import { DRAFT_MSG, packageDraftErrors, QUAL_DRAFT_MSG, qualificationError } from '../../machines/project-forms';
import { projectPublishMachine } from '../../machines/project-publish.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { application, NOW, validPackage } from './project-path-specs';

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
      scope: PUBLISH_MSG.contact('分包范围'),
      paymentTerms: PUBLISH_MSG.fee('付款方式'),
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

describe('applying, 资质 and deciding', () => {
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

  it('checks a 资质 at input as the server does', () => {
    const q = { categoryCode: '3', grade: '1', certNo: 'D133098765', expiresOn: '2027-01-01' };
    expect(qualificationError(q, '2026-11-26')).toBeNull();
    expect(qualificationError({ ...q, grade: '3' }, '2026-11-26')).toBe(QUAL_DRAFT_MSG.grade);
    expect(qualificationError({ ...q, certNo: 'D1' }, '2026-11-26')).toBe(QUAL_DRAFT_MSG.certNo);
    expect(qualificationError({ ...q, expiresOn: '2026-11-26' }, '2026-11-26')).toBe(QUAL_DRAFT_MSG.expiresOn);
  });

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

describePaths(pathSpecs.projectPublish);
describePaths(pathSpecs.projectApply);
describePaths(pathSpecs.projectQualification);
describePaths(pathSpecs.projectDecide);

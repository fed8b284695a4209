// 我的资质: a 资质 checked at input as the server checks it (the grade of its category, the
// certificate number, an expiry after today) and saved with one call; deleting one asked once
// more (取消 keeps it); every write counted so the page refreshes the list and the match badges.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ProjectQualification, QualificationForm } from '../../src/api/project';
import { QUAL_DRAFT_MSG, qualificationError } from '../../machines/project-forms';
import { projectQualificationMachine, QUAL_DONE } from '../../machines/project-qualification.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const TODAY = '2026-11-26';
const form: QualificationForm = { categoryCode: '2', grade: '2', certNo: 'D232012345', expiresOn: '2028-06-30' };

describe('the 资质 form', () => {
  it('checks a 资质 at input as the server does', () => {
    const q = { categoryCode: '3', grade: '1', certNo: 'D133098765', expiresOn: '2027-01-01' };
    expect(qualificationError(q, '2026-11-26')).toBeNull();
    expect(qualificationError({ ...q, grade: '3' }, '2026-11-26')).toBe(QUAL_DRAFT_MSG.grade);
    expect(qualificationError({ ...q, certNo: 'D1' }, '2026-11-26')).toBe(QUAL_DRAFT_MSG.certNo);
    expect(qualificationError({ ...q, expiresOn: '2026-11-26' }, '2026-11-26')).toBe(QUAL_DRAFT_MSG.expiresOn);
  });
});

describe('project qualification flow', () => {
  function flow(stubs: { save?: () => Promise<unknown>; remove?: () => Promise<unknown> } = {}) {
    const calls = { saved: [] as QualificationForm[], deleted: [] as number[], notices: [] as string[] };
    const machine = projectQualificationMachine.provide({
      actors: {
        saveQualification: fromPromise(
          async ({ input }) => (calls.saved.push(input), (await stubs.save?.()) as ProjectQualification),
        ),
        deleteQualification: fromPromise(
          async ({ input }) => (calls.deleted.push(input.id), (await stubs.remove?.()) as { id: number }),
        ),
      },
      actions: { notify: (_, n) => void calls.notices.push(n.message) },
    });
    return { actor: createActor(machine).start(), calls };
  }

  it('refuses a 资质 that fails the rule with its message, and sends nothing', () => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectQualification.save', form: { ...form, certNo: '证书' }, today: TODAY });
    expect(actor.getSnapshot().context.error).toBe(QUAL_DRAFT_MSG.certNo);
    actor.send({ type: 'projectQualification.save', form: { ...form, expiresOn: TODAY }, today: TODAY });
    expect(actor.getSnapshot().context.error).toBe(QUAL_DRAFT_MSG.expiresOn);
    expect(calls.saved).toEqual([]);
    actor.send({ type: 'projectQualification.edit' });
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('saves a valid 资质 with a notice and counts the change', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectQualification.save', form, today: TODAY });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.saved).toEqual([form]);
    expect(calls.notices).toEqual([QUAL_DONE.save]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { changes: 1, error: '' } });
  });

  it('shows the server’s refusal of a save and counts no change', async () => {
    const { actor, calls } = flow({
      save: () => Promise.reject(new Error('证书扫描件不存在或不属于本企业，请重新上传')),
    });
    actor.send({ type: 'projectQualification.save', form, today: TODAY });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      error: '证书扫描件不存在或不属于本企业，请重新上传',
      changes: 0,
    });
    expect(calls.notices).toEqual([]);
  });

  it('deletes only after the second question; 取消 keeps the 资质', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'projectQualification.delete', id: 4, name: '钢结构工程专业承包' });
    expect(actor.getSnapshot().context.removing).toEqual({ id: 4, name: '钢结构工程专业承包' });
    actor.send({ type: 'projectQualification.cancel' });
    expect(actor.getSnapshot().context.removing).toBeNull();
    await flush();
    expect(calls.deleted).toEqual([]);
    actor.send({ type: 'projectQualification.delete', id: 4, name: '钢结构工程专业承包' });
    actor.send({ type: 'projectQualification.confirm' });
    await flush();
    expect(calls.deleted).toEqual([4]);
    expect(calls.notices).toEqual([QUAL_DONE.remove]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { removing: null, changes: 1 } });
  });

  it('shows a refused delete and closes the question', async () => {
    const { actor } = flow({ remove: () => Promise.reject(new Error('资质不存在')) });
    actor.send({ type: 'projectQualification.delete', id: 4, name: '钢结构工程专业承包' });
    actor.send({ type: 'projectQualification.confirm' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { removing: null, error: '资质不存在', changes: 0 },
    });
  });
});

describePaths(pathSpecs.projectQualification);

// 我的资质: a member company stores its 资质 once per category (checked at input, then one call)
// and deletes one after a second question (the safe choice first). `changes` counts the writes,
// so the page refreshes the list and every match badge.
import { assign, setup } from 'xstate';
import type { ProjectQualification, QualificationForm } from '../src/api/project';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';
import { qualificationError } from './project-forms';

export const QUAL_DONE = { save: '资质已保存', remove: '资质已删除' } as const;

export interface ProjectQualificationContext {
  form: QualificationForm | null;
  /** The 资质 asked about or being deleted. */
  removing: { id: number; name: string } | null;
  error: string;
  changes: number;
}

export type ProjectQualificationEvent =
  /** `today`: the page's Beijing day, for the expiry rule. */
  | { type: 'projectQualification.save'; form: QualificationForm; today: string }
  | { type: 'projectQualification.edit' }
  | { type: 'projectQualification.delete'; id: number; name: string }
  | { type: 'projectQualification.confirm' }
  | { type: 'projectQualification.cancel' };

const qual = setup({
  types: { context: {} as ProjectQualificationContext, events: {} as ProjectQualificationEvent, tags: {} as 'busy' },
  actors: {
    /** Placeholders: project.saveQualification, project.deleteQualification. */
    saveQualification: provided<ProjectQualification, QualificationForm>('saveQualification'),
    deleteQualification: provided<{ id: number }, { id: number }>('deleteQualification'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    formInvalid: (_, e: { form: QualificationForm; today: string }) => qualificationError(e.form, e.today) !== null,
  },
});

export const projectQualificationMachine = qual.createMachine({
  id: 'projectQualification',
  context: { form: null, removing: null, error: '', changes: 0 },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'projectQualification.edit': { actions: assign({ error: '' }) },
        'projectQualification.save': [
          {
            guard: { type: 'formInvalid', params: ({ event }) => event },
            actions: { type: 'fail', params: ({ event }) => ({ error: qualificationError(event.form, event.today)! }) },
          },
          { target: 'saving', actions: assign({ form: ({ event }) => event.form, error: '' }) },
        ],
        'projectQualification.delete': {
          target: 'confirming',
          actions: assign({ removing: ({ event }) => ({ id: event.id, name: event.name }), error: '' }),
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveQualification',
        src: 'saveQualification',
        input: ({ context }) => context.form!,
        onDone: {
          target: 'ready',
          actions: [
            assign({ changes: ({ context }) => context.changes + 1, removing: null }),
            { type: 'notify', params: { kind: 'success', message: QUAL_DONE.save } },
          ],
        },
        onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** 删除该资质? The dialog opens on 取消. */
    confirming: {
      on: {
        'projectQualification.confirm': 'deleting',
        'projectQualification.cancel': { target: 'ready', actions: assign({ removing: null }) },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteQualification',
        src: 'deleteQualification',
        input: ({ context }) => ({ id: context.removing!.id }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ changes: ({ context }) => context.changes + 1, removing: null }),
            { type: 'notify', params: { kind: 'success', message: QUAL_DONE.remove } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, assign({ removing: null })],
        },
      },
    },
  },
});

// A member company's application (报名) to one package: the form (checked at input, then one
// call), the application it has, and its withdrawal before the contractor decides (asked once
// more, the safe choice first). `changes` counts the writes, so the page refreshes what they touch.
import { assign, setup } from 'xstate';
import type { ApplyForm, ProjectApplication } from '../src/api/project';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';
import { applyError, toApplyForm, type ApplyDraft } from './project-forms';

export const APPLY_DONE = { apply: '报名已提交，等待发包单位处理', withdraw: '报名已撤回' } as const;

export interface ProjectApplyInput {
  packageId: number;
  /** The company's application still waiting for a decision, if any. */
  application: ProjectApplication | null;
}

export interface ProjectApplyContext {
  packageId: number;
  application: ProjectApplication | null;
  draft: ApplyDraft | null;
  error: string;
  changes: number;
}

export type ProjectApplyEvent =
  | { type: 'projectApply.submit'; draft: ApplyDraft }
  | { type: 'projectApply.edit' }
  | { type: 'projectApply.withdraw' }
  | { type: 'projectApply.confirm' }
  | { type: 'projectApply.cancel' };

const apply = setup({
  types: {
    context: {} as ProjectApplyContext,
    events: {} as ProjectApplyEvent,
    input: {} as ProjectApplyInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Placeholders: project.apply, project.withdraw. */
    applyPackage: provided<ProjectApplication, ApplyForm>('applyPackage'),
    withdrawApplication: provided<ProjectApplication, { applicationId: number }>('withdrawApplication'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    applied: ({ context }) => context.application !== null,
    draftInvalid: (_, d: ApplyDraft) => applyError(d) !== null,
  },
});

export const projectApplyMachine = apply.createMachine({
  id: 'projectApply',
  context: ({ input }) => ({
    packageId: input.packageId,
    application: input.application,
    draft: null,
    error: '',
    changes: 0,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'applied', target: 'applied' }, { target: 'form' }] },
    form: {
      on: {
        'projectApply.edit': { actions: assign({ error: '' }) },
        'projectApply.submit': [
          {
            guard: { type: 'draftInvalid', params: ({ event }) => event.draft },
            actions: { type: 'fail', params: ({ event }) => ({ error: applyError(event.draft)! }) },
          },
          { target: 'applying', actions: assign({ draft: ({ event }) => event.draft, error: '' }) },
        ],
      },
    },
    applying: {
      tags: 'busy',
      invoke: {
        id: 'applyPackage',
        src: 'applyPackage',
        input: ({ context }) => toApplyForm(context.packageId, context.draft!),
        onDone: {
          target: 'applied',
          actions: [
            assign({ application: ({ event }) => event.output, changes: ({ context }) => context.changes + 1 }),
            { type: 'notify', params: { kind: 'success', message: APPLY_DONE.apply } },
          ],
        },
        onError: { target: 'form', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    applied: { on: { 'projectApply.withdraw': { target: 'confirming', actions: assign({ error: '' }) } } },
    /** 撤回报名? The dialog opens on 取消. */
    confirming: { on: { 'projectApply.confirm': 'withdrawing', 'projectApply.cancel': 'applied' } },
    withdrawing: {
      tags: 'busy',
      invoke: {
        id: 'withdrawApplication',
        src: 'withdrawApplication',
        input: ({ context }) => ({ applicationId: context.application!.id }),
        onDone: {
          target: 'form',
          actions: [
            assign({ application: null, changes: ({ context }) => context.changes + 1 }),
            { type: 'notify', params: { kind: 'success', message: APPLY_DONE.withdraw } },
          ],
        },
        // Decided meanwhile (or withdrawn elsewhere): the page refreshes and shows what holds now.
        onError: {
          target: 'applied',
          actions: [
            { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            assign({ changes: ({ context }) => context.changes + 1 }),
          ],
        },
      },
    },
  },
});

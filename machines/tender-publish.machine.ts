// A purchaser publishes a tender (issue 23) through a wizard: basics → qualifications and margin →
// clocks → documents and contact → review. Each 下一步 checks its step (a problem names its field;
// the clocks are the legal rule the server applies), the review checks the whole draft again at
// the moment of publishing; then one call, and the new tender's page.
import { assign, setup } from 'xstate';
import type { TenderForm } from '../src/api/tender';
import { pageLinks } from '../src/api/paths';
import { failed, provided } from './flow-kit';
import type { Navigation, Notice } from './notice';
import {
  draftProblem,
  EMPTY_DRAFT,
  stepProblem,
  toForm,
  type DraftProblem,
  type TenderDraft,
  type WizardStep,
} from './tender-forms';

export type { TenderDraft };

export interface TenderPublishContext {
  draft: TenderDraft;
  /** The refusal shown, and the field it is about (null: the form as a whole). */
  error: string;
  errorField: keyof TenderDraft | null;
  id: number | null;
}

export type TenderPublishEvent =
  | { type: 'tenderPublish.set'; patch: Partial<TenderDraft> }
  /** `nowMs`: the page's clock when the step is left, for the legal clocks. */
  | { type: 'tenderPublish.next'; nowMs: number }
  | { type: 'tenderPublish.back' }
  | { type: 'tenderPublish.submit'; nowMs: number };

const publish = setup({
  types: { context: {} as TenderPublishContext, events: {} as TenderPublishEvent, tags: {} as 'busy' },
  actors: {
    /** Placeholder: tender.publish. */
    publishTender: provided<{ id: number }, TenderForm>('publishTender'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: Navigation) => {},
    fail: assign(failed),
    setDraft: assign(({ context, event }) =>
      event.type === 'tenderPublish.set'
        ? { draft: { ...context.draft, ...event.patch }, error: '', errorField: null }
        : {},
    ),
    refuse: assign((_, p: DraftProblem | null) => ({ error: p?.message ?? '', errorField: p?.field ?? null })),
    refuseStep: assign(({ context }, p: { step: WizardStep; nowMs: number }) => {
      const problem = stepProblem(p.step, context.draft, p.nowMs);
      return { error: problem?.message ?? '', errorField: problem?.field ?? null };
    }),
    clearError: assign({ error: '', errorField: null }),
  },
  guards: {
    stepInvalid: ({ context }, p: { step: WizardStep; nowMs: number }) =>
      stepProblem(p.step, context.draft, p.nowMs) !== null,
    draftInvalid: ({ context }, p: { nowMs: number }) => draftProblem(context.draft, p.nowMs) !== null,
  },
});

export const tenderPublishMachine = publish.createMachine({
  id: 'tenderPublish',
  context: { draft: EMPTY_DRAFT, error: '', errorField: null, id: null },
  initial: 'basics',
  states: {
    basics: {
      on: {
        'tenderPublish.set': { actions: 'setDraft' },
        'tenderPublish.next': [
          {
            guard: { type: 'stepInvalid', params: ({ event }) => ({ step: 'basics', nowMs: event.nowMs }) },
            actions: { type: 'refuseStep', params: ({ event }) => ({ step: 'basics', nowMs: event.nowMs }) },
          },
          { target: 'qualifications', actions: 'clearError' },
        ],
      },
    },
    qualifications: {
      on: {
        'tenderPublish.set': { actions: 'setDraft' },
        'tenderPublish.next': [
          {
            guard: { type: 'stepInvalid', params: ({ event }) => ({ step: 'qualifications', nowMs: event.nowMs }) },
            actions: { type: 'refuseStep', params: ({ event }) => ({ step: 'qualifications', nowMs: event.nowMs }) },
          },
          { target: 'clocks', actions: 'clearError' },
        ],
        'tenderPublish.back': { target: 'basics', actions: 'clearError' },
      },
    },
    clocks: {
      on: {
        'tenderPublish.set': { actions: 'setDraft' },
        'tenderPublish.next': [
          {
            guard: { type: 'stepInvalid', params: ({ event }) => ({ step: 'clocks', nowMs: event.nowMs }) },
            actions: { type: 'refuseStep', params: ({ event }) => ({ step: 'clocks', nowMs: event.nowMs }) },
          },
          { target: 'documents', actions: 'clearError' },
        ],
        'tenderPublish.back': { target: 'qualifications', actions: 'clearError' },
      },
    },
    documents: {
      on: {
        'tenderPublish.set': { actions: 'setDraft' },
        'tenderPublish.next': [
          {
            guard: { type: 'stepInvalid', params: ({ event }) => ({ step: 'documents', nowMs: event.nowMs }) },
            actions: { type: 'refuseStep', params: ({ event }) => ({ step: 'documents', nowMs: event.nowMs }) },
          },
          { target: 'review', actions: 'clearError' },
        ],
        'tenderPublish.back': { target: 'clocks', actions: 'clearError' },
      },
    },
    review: {
      on: {
        'tenderPublish.back': { target: 'documents', actions: 'clearError' },
        'tenderPublish.submit': [
          {
            guard: { type: 'draftInvalid', params: ({ event }) => ({ nowMs: event.nowMs }) },
            actions: { type: 'refuse', params: ({ context, event }) => draftProblem(context.draft, event.nowMs) },
          },
          { target: 'submitting', actions: 'clearError' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'publishTender',
        src: 'publishTender',
        input: ({ context }) => toForm(context.draft),
        onDone: {
          target: 'done',
          actions: [
            assign({ id: ({ event }) => event.output.id }),
            { type: 'notify', params: { kind: 'success', message: '招标公告已发布' } },
            { type: 'navigate', params: ({ event }) => ({ to: pageLinks.tenderDetail(event.output.id) }) },
          ],
        },
        onError: {
          target: 'review',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, assign({ errorField: null })],
        },
      },
    },
    done: { type: 'final' },
  },
});

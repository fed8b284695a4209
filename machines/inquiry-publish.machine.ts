// Buyer's inquiry wizard: items → terms (deadline at least 24 h ahead, delivery, tax) → review →
// submit. The server's review desk answers at once: published (go to the inquiry), rejected (back
// to review with the reason; the next submit edits the same inquiry), or pending_review.
import { assign, setup } from 'xstate';
import { failed, provided } from './flow-kit';
import type { InquiryForm, SavedInquiry } from '../src/api/inquiry';
import { pageLinks } from '../src/api/paths';
import {
  emptyLine,
  emptyTerms,
  linesError,
  termsError,
  toInquiryForm,
  type LineDraft,
  type TermsDraft,
} from './inquiry-forms';
import type { Navigation, Notice } from './notice';

export interface InquiryPublishInput {
  /** Editing a draft or rejected inquiry: its id and form; absent for a new one. */
  id?: number | null;
  lines?: LineDraft[];
  terms?: Partial<TermsDraft>;
}

export interface InquiryPublishContext {
  id: number | null;
  lines: LineDraft[];
  terms: TermsDraft;
  error: string;
  /** The review desk's reason after a rejection. */
  reviewNote: string;
}

export type InquiryPublishEvent =
  | { type: 'inquiryPublish.addLine' }
  | { type: 'inquiryPublish.removeLine'; index: number }
  /** 撤销 after removing a filled line: it comes back where it was. */
  | { type: 'inquiryPublish.restoreLine'; index: number; line: LineDraft }
  | { type: 'inquiryPublish.updateLine'; index: number; patch: Partial<LineDraft> }
  | { type: 'inquiryPublish.setTerms'; patch: Partial<TermsDraft> }
  /** `now`: the page's clock when the step is left, for the deadline rule. */
  | { type: 'inquiryPublish.next'; now: number }
  | { type: 'inquiryPublish.back' }
  | { type: 'inquiryPublish.saveDraft' }
  | { type: 'inquiryPublish.submit' };

export const DRAFT_SAVED = '草稿已保存';

export const inquiryPublishMachine = setup({
  types: {
    context: {} as InquiryPublishContext,
    events: {} as InquiryPublishEvent,
    input: {} as InquiryPublishInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Placeholder: inquiry.saveDraft. */
    saveDraft: provided<SavedInquiry, InquiryForm>('saveDraft'),
    /** Placeholder: inquiry.submit. */
    submitInquiry: provided<SavedInquiry, InquiryForm>('submitInquiry'),
  },
  actions: {
    navigate: (_, _params: Navigation) => {},
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
    clearError: assign({ error: '' }),
  },
  guards: {
    linesInvalid: ({ context }) => linesError(context.lines) !== null,
    termsInvalid: ({ context }, p: { now: number }) => termsError(context.terms, p.now) !== null,
    published: (_, saved: SavedInquiry) => saved.state === 'published',
    rejected: (_, saved: SavedInquiry) => saved.state === 'rejected',
  },
}).createMachine({
  id: 'inquiryPublish',
  context: ({ input }) => ({
    id: input.id ?? null,
    lines: input.lines?.length ? input.lines : [emptyLine()],
    terms: { ...emptyTerms(), ...input.terms },
    error: '',
    reviewNote: '',
  }),
  initial: 'items',
  states: {
    items: {
      on: {
        'inquiryPublish.addLine': {
          actions: assign({ lines: ({ context }) => [...context.lines, emptyLine()], error: '' }),
        },
        'inquiryPublish.removeLine': {
          actions: assign({
            lines: ({ context, event }) => context.lines.filter((_, i) => i !== event.index),
            error: '',
          }),
        },
        'inquiryPublish.restoreLine': {
          actions: assign({
            lines: ({ context, event }) => [
              ...context.lines.slice(0, event.index),
              event.line,
              ...context.lines.slice(event.index),
            ],
            error: '',
          }),
        },
        'inquiryPublish.updateLine': {
          actions: assign({
            lines: ({ context, event }) =>
              context.lines.map((l, i) => (i === event.index ? { ...l, ...event.patch } : l)),
            error: '',
          }),
        },
        'inquiryPublish.next': [
          {
            guard: 'linesInvalid',
            actions: { type: 'fail', params: ({ context }) => ({ error: linesError(context.lines)! }) },
          },
          { target: 'terms', actions: 'clearError' },
        ],
      },
    },
    terms: {
      on: {
        'inquiryPublish.setTerms': {
          actions: assign({ terms: ({ context, event }) => ({ ...context.terms, ...event.patch }), error: '' }),
        },
        'inquiryPublish.next': [
          {
            guard: { type: 'termsInvalid', params: ({ event }) => ({ now: event.now }) },
            actions: {
              type: 'fail',
              params: ({ context, event }) => ({ error: termsError(context.terms, event.now)! }),
            },
          },
          { target: 'review', actions: 'clearError' },
        ],
        'inquiryPublish.back': { target: 'items', actions: 'clearError' },
      },
    },
    review: {
      on: {
        'inquiryPublish.back': { target: 'terms', actions: 'clearError' },
        'inquiryPublish.saveDraft': 'savingDraft',
        'inquiryPublish.submit': 'submitting',
      },
    },
    savingDraft: {
      tags: 'busy',
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => toInquiryForm(context.id, context.lines, context.terms),
        onDone: {
          target: 'review',
          actions: [
            assign({ id: ({ event }) => event.output.id, error: '' }),
            { type: 'notify', params: { kind: 'success', message: DRAFT_SAVED } },
          ],
        },
        onError: { target: 'review', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitInquiry',
        src: 'submitInquiry',
        input: ({ context }) => toInquiryForm(context.id, context.lines, context.terms),
        onDone: [
          {
            guard: { type: 'published', params: ({ event }) => event.output },
            target: 'published',
            actions: [
              assign({ id: ({ event }) => event.output.id }),
              {
                type: 'navigate',
                params: ({ event }) => ({ to: pageLinks.inquiryDetail(event.output.id), replace: true }),
              },
            ],
          },
          {
            guard: { type: 'rejected', params: ({ event }) => event.output },
            target: 'review',
            actions: assign({
              id: ({ event }) => event.output.id,
              reviewNote: ({ event }) => event.output.reviewNote,
              error: ({ event }) => event.output.reviewNote,
            }),
          },
          { target: 'pending', actions: assign({ id: ({ event }) => event.output.id }) },
        ],
        onError: { target: 'review', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Published: the page moves to the inquiry. */
    published: { type: 'final' },
    /** Waiting for a (manual) review desk. */
    pending: { type: 'final' },
  },
});

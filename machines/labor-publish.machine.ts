// Publishing or editing a labour listing (job post, worker card, team): with an id the member's
// own listing is loaded first (not theirs or unknown: missing); the form is checked against the
// catalogue's schema (messages per field, the first shown as the error), then saved; a held job
// post (fee words) is announced with the server's note and the member sent to their listings,
// anything else opens its page.
import { assign, setup } from 'xstate';
import type { SavedListing } from '../src/api/labor-member';
import { editingStates, failed, provided } from './flow-kit';
import {
  fieldErrors,
  savedPath,
  type FieldErrors,
  type LaborForm,
  type LaborKind,
  type OwnListing,
} from './labor-forms';
import type { Navigation, Notice } from './notice';

export interface LaborPublishInput {
  kind: LaborKind;
  /** One's own listing to edit; absent: a new one. */
  id?: number | null;
}

export interface LaborPublishContext {
  kind: LaborKind;
  id: number | null;
  /** The listing as saved (editing), for the form's first values. */
  own: OwnListing | null;
  errors: FieldErrors;
  error: string;
}

export type LaborPublishEvent =
  { type: 'laborPublish.submit'; form: LaborForm } | { type: 'laborPublish.edit' } | { type: 'laborPublish.retry' };

export const SAVED_MSG = { new: '发布成功', edit: '修改已保存' } as const;

export const laborPublishMachine = setup({
  types: {
    context: {} as LaborPublishContext,
    events: {} as LaborPublishEvent,
    input: {} as LaborPublishInput,
    tags: {} as 'busy' | 'error' | 'missing',
  },
  actors: {
    /** Placeholder: laborMember.ownJob / ownWorker / ownTeam by kind. */
    loadOwn: provided<OwnListing, { kind: LaborKind; id: number }>('loadOwn'),
    /** Placeholder: laborMember.saveJob / saveWorker / saveTeam by kind. */
    saveListing: provided<SavedListing, { kind: LaborKind; form: LaborForm }>('saveListing'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: Navigation) => {},
    fail: assign(failed),
  },
  guards: {
    editing: ({ context }) => context.id !== null,
    invalid: ({ context }, form: LaborForm) => Object.keys(fieldErrors(context.kind, form)).length > 0,
    held: (_, saved: SavedListing) => saved.state === 'pending_review',
  },
}).createMachine({
  id: 'laborPublish',
  context: ({ input }) => ({ kind: input.kind, id: input.id ?? null, own: null, errors: {}, error: '' }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'editing', target: 'loading' }, { target: 'editing' }] },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadOwn',
        src: 'loadOwn',
        input: ({ context }) => ({ kind: context.kind, id: context.id! }),
        onDone: { target: 'editing', actions: assign({ own: ({ event }) => event.output }) },
        onError: { target: 'missing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    missing: { tags: 'missing', on: { 'laborPublish.retry': { target: 'loading', actions: assign({ error: '' }) } } },
    editing: {
      ...editingStates,
      on: {
        'laborPublish.edit': { target: '.idle', actions: assign({ error: '' }) },
        'laborPublish.submit': [
          {
            guard: { type: 'invalid', params: ({ event }) => event.form },
            target: '.failed',
            actions: assign(({ context, event }) => {
              const errors = fieldErrors(context.kind, event.form);
              return { errors, error: Object.values(errors)[0] };
            }),
          },
          { target: 'submitting', actions: assign({ errors: {}, error: '' }) },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'saveListing',
        src: 'saveListing',
        input: ({ context, event }) => ({
          kind: context.kind,
          form: (event as Extract<LaborPublishEvent, { type: 'laborPublish.submit' }>).form,
        }),
        onDone: [
          {
            guard: { type: 'held', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'notify',
                params: ({ event }) => ({ kind: 'warning', message: event.output.note, duration: 6000 }),
              },
              { type: 'navigate', params: ({ context, event }) => ({ to: savedPath(context.kind, event.output) }) },
            ],
          },
          {
            target: 'done',
            actions: [
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'success',
                  message: context.id === null ? SAVED_MSG.new : SAVED_MSG.edit,
                }),
              },
              { type: 'navigate', params: ({ context, event }) => ({ to: savedPath(context.kind, event.output) }) },
            ],
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});

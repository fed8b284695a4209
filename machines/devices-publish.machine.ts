// Publishing equipment (发布出租 / 发布求租), new or an edit of the company's own listing: the
// form is edited in the flow, checked against the catalogue's schema and the rules across fields
// (a problem lands on its field), then one call. Published (or still out on a job): to its page.
// Held by the review desk: back to the form with the reason, the next submit editing the same
// listing. A refusal lands on the field the server names, else above the form.
import { assign, setup } from 'xstate';
import type { ListingKind, SavedListing } from '../src/api/devices';
import type { NeedForm, SupplyForm } from '../src/api/devices-forms';
import { pageLinks } from '../src/api/paths';
import {
  blankNeed,
  blankSupply,
  errorsAfter,
  needErrors,
  needFormOf,
  refusalOf,
  supplyErrors,
  supplyFormOf,
  type Errors,
  type NeedDraft,
  type SupplyDraft,
} from './devices-forms';
import { editingStates, failed, provided } from './flow-kit';
import type { Navigation, Notice } from './notice';

export interface DevicesPublishInput {
  kind?: ListingKind;
  /** Today (Beijing) for a new form's dates. */
  today: string;
  /** Editing one of the company's listings: its id and its stored form. */
  id?: number | null;
  supply?: SupplyDraft;
  need?: NeedDraft;
}

export type ListingSave = { kind: 'supply'; form: SupplyForm } | { kind: 'need'; form: NeedForm };

export interface DevicesPublishContext {
  kind: ListingKind;
  id: number | null;
  supply: SupplyDraft;
  need: NeedDraft;
  /** Problems by field path. */
  errors: Errors;
  /** The whole form's problem (a refusal naming no field). */
  error: string;
  /** The last save (a listing held by the review desk shows its reason). */
  saved: SavedListing | null;
}

export type DevicesPublishEvent =
  /** 发布出租 / 发布求租 (a new listing only). */
  | { type: 'devicesPublish.kind'; kind: ListingKind }
  | { type: 'devicesPublish.supply'; patch: Partial<SupplyDraft> }
  | { type: 'devicesPublish.need'; patch: Partial<NeedDraft> }
  | { type: 'devicesPublish.submit' };

export const PUBLISHED_MSG = { supply: '出租信息已发布', need: '求租信息已发布' } as const;

const problems = (c: DevicesPublishContext) => (c.kind === 'supply' ? supplyErrors(c.supply) : needErrors(c.need));
const saveOf = (c: DevicesPublishContext): ListingSave =>
  c.kind === 'supply'
    ? { kind: 'supply', form: supplyFormOf(c.id, c.supply) }
    : { kind: 'need', form: needFormOf(c.id, c.need) };

export const devicesPublishMachine = setup({
  types: {
    context: {} as DevicesPublishContext,
    events: {} as DevicesPublishEvent,
    input: {} as DevicesPublishInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: devices.publish or devices.publishNeed. */
    saveListing: provided<SavedListing, ListingSave>('saveListing'),
  },
  actions: {
    navigate: (_, _params: Navigation) => {},
    notify: (_, _params: Notice) => {},
    /** A refusal on the field it names, else on the whole form (the kit's failed: its message, else 操作失败). */
    refuse: assign((_, p: { error: unknown }) => {
      const { error } = failed(_, p);
      const r = refusalOf(error);
      return r.form ? { errors: {}, error } : { errors: r, error: '' };
    }),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    invalid: ({ context }) => Object.keys(problems(context)).length > 0,
    shown: (_, saved: SavedListing) => saved.state !== 'pending_review',
  },
}).createMachine({
  id: 'devicesPublish',
  context: ({ input }) => ({
    kind: input.kind ?? 'supply',
    id: input.id ?? null,
    supply: input.supply ?? blankSupply(input.today),
    need: input.need ?? blankNeed(input.today),
    errors: {},
    error: '',
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      ...editingStates,
      on: {
        'devicesPublish.kind': {
          guard: 'isNew',
          actions: assign({ kind: ({ event }) => event.kind, errors: {}, error: '', saved: null }),
        },
        'devicesPublish.supply': {
          actions: assign({
            supply: ({ context, event }) => ({ ...context.supply, ...event.patch }),
            errors: ({ context, event }) => errorsAfter(context.errors, event.patch),
          }),
        },
        'devicesPublish.need': {
          actions: assign({
            need: ({ context, event }) => ({ ...context.need, ...event.patch }),
            errors: ({ context, event }) => errorsAfter(context.errors, event.patch),
          }),
        },
        'devicesPublish.submit': [
          {
            guard: 'invalid',
            target: '.failed',
            actions: assign({ errors: ({ context }) => problems(context), error: '', saved: null }),
          },
          { target: 'submitting', actions: assign({ errors: {}, error: '', saved: null }) },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'saveListing',
        src: 'saveListing',
        input: ({ context }) => saveOf(context),
        onDone: [
          {
            guard: { type: 'shown', params: ({ event }) => event.output },
            target: 'published',
            actions: [
              assign({ id: ({ event }) => event.output.id, saved: ({ event }) => event.output }),
              { type: 'notify', params: ({ context }) => ({ kind: 'success', message: PUBLISHED_MSG[context.kind] }) },
              {
                type: 'navigate',
                params: ({ context, event }) => ({
                  to:
                    context.kind === 'supply'
                      ? pageLinks.deviceCard(event.output.id)
                      : pageLinks.deviceNeed(event.output.id),
                }),
              },
            ],
          },
          {
            target: 'editing',
            actions: assign({ id: ({ event }) => event.output.id, saved: ({ event }) => event.output }),
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Published: the page moves to the listing. */
    published: { type: 'final' },
  },
});

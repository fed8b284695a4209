// 内容编辑's editor (issue 45): edit the item's fields → 预览 (the draft is checked by the
// catalogue's rules, saved, and shown as the public will see it) → 发布设置 (publish now or at a
// time, optionally until a withdraw time) → published or scheduled. 返回 goes back a step; after
// publishing, 继续编辑 opens the fields again. The page loads an existing item with `start`.
import { assign, setup } from 'xstate';
import { contentProblems, type ContentDraft, type ContentKind, type ContentRow } from '../src/api/cms';
import { editingStates, failed, provided } from './flow-kit';
import type { Notice } from './notice';

export const EMPTY_DRAFT: Required<ContentDraft> = {
  title: '',
  group: '',
  summary: '',
  body: '',
  imageUrl: '',
  linkUrl: '',
  source: '',
  companyName: '',
  sort: 0,
};
export const WITHDRAW_ORDER_MSG = '撤下时间应晚于发布时间';
export const PUBLISHED_MSG = '已发布';
export const SCHEDULED_MSG = '已排期，将在发布时间上线';

/** Publish settings as the form holds them: ISO instants, '' for now / no withdraw time. */
export interface Schedule {
  publishAt: string;
  withdrawAt: string;
}

export type OpsContentEvent =
  | { type: 'opsContent.start'; kind: ContentKind; id: number | null; draft: Required<ContentDraft> }
  | { type: 'opsContent.edit'; patch: Partial<Required<ContentDraft>> }
  | { type: 'opsContent.preview' }
  | { type: 'opsContent.schedule' }
  | ({ type: 'opsContent.publish' } & Schedule)
  | { type: 'opsContent.back' };

interface Context {
  kind: ContentKind;
  id: number | null;
  draft: Required<ContentDraft>;
  errors: Partial<Record<keyof ContentDraft, string>>;
  schedule: Schedule;
  row: ContentRow | null;
  error: string;
}

const problemsOf = (c: Context) => contentProblems(c.kind, c.draft);
const badOrder = (s: Schedule) => s.withdrawAt !== '' && Date.parse(s.withdrawAt) <= Date.parse(s.publishAt || '0');

export const opsContentMachine = setup({
  types: {
    context: {} as Context,
    events: {} as OpsContentEvent,
    input: {} as { kind: ContentKind } | undefined,
    tags: {} as 'busy' | 'error' | 'editing' | 'preview' | 'scheduling' | 'done',
  },
  actors: {
    save: provided<{ id: number }, Required<ContentDraft> & { kind: ContentKind; id?: number }>('save'),
    publish: provided<ContentRow, { kind: ContentKind; id: number; publishAt?: string; withdrawAt?: string | null }>(
      'publish',
    ),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    invalid: ({ context }) => Object.keys(problemsOf(context)).length > 0,
    badOrder: (_, s: Schedule) => badOrder(s),
  },
}).createMachine({
  id: 'opsContent',
  context: ({ input }) => ({
    kind: input?.kind ?? 'banner',
    id: null,
    draft: EMPTY_DRAFT,
    errors: {},
    schedule: { publishAt: '', withdrawAt: '' },
    row: null,
    error: '',
  }),
  initial: 'editing',
  on: {
    'opsContent.start': {
      target: '.editing',
      actions: assign(({ event }) => ({
        kind: event.kind,
        id: event.id,
        draft: event.draft,
        errors: {},
        error: '',
        row: null,
      })),
    },
  },
  states: {
    editing: {
      tags: 'editing',
      ...editingStates,
      on: {
        'opsContent.edit': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, ...event.patch }),
            errors: ({ context, event }) => {
              const left = { ...context.errors };
              for (const k of Object.keys(event.patch)) delete left[k as keyof ContentDraft];
              return left;
            },
          }),
        },
        'opsContent.preview': [
          {
            guard: 'invalid',
            target: '.failed',
            actions: assign({ errors: ({ context }) => problemsOf(context), error: '请先改正标出的内容' }),
          },
          { target: 'saving', actions: assign({ errors: {}, error: '' }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ ...context.draft, kind: context.kind, ...(context.id ? { id: context.id } : {}) }),
        onDone: { target: 'preview', actions: assign({ id: ({ event }) => event.output.id }) },
        onError: {
          target: 'editing.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    preview: {
      tags: 'preview',
      on: {
        'opsContent.back': 'editing',
        'opsContent.schedule': { target: 'scheduling', actions: assign({ error: '' }) },
      },
    },
    scheduling: {
      tags: 'scheduling',
      ...editingStates,
      on: {
        'opsContent.back': 'preview',
        'opsContent.publish': [
          {
            guard: { type: 'badOrder', params: ({ event }) => event },
            target: '.failed',
            actions: assign({ error: WITHDRAW_ORDER_MSG }),
          },
          {
            target: 'publishing',
            actions: assign({
              schedule: ({ event }) => ({ publishAt: event.publishAt, withdrawAt: event.withdrawAt }),
              error: '',
            }),
          },
        ],
      },
    },
    publishing: {
      tags: 'busy',
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({
          kind: context.kind,
          id: context.id!,
          ...(context.schedule.publishAt ? { publishAt: context.schedule.publishAt } : {}),
          withdrawAt: context.schedule.withdrawAt || null,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ row: ({ event }) => event.output }),
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                message: event.output.status === 'scheduled' ? SCHEDULED_MSG : PUBLISHED_MSG,
              }),
            },
          ],
        },
        onError: {
          target: 'scheduling.failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      tags: 'done',
      on: { 'opsContent.back': 'editing' },
    },
  },
});

// A reviewer's work on one queue item: claim it (the server refuses while another reviewer's
// claim is live), then decide 通过 / 驳回 with a reason before the claim runs out (CLAIM_MS, the
// server's CLAIM_MINUTES; past it the item may be another's, so the panel says so and offers to
// claim again). Each decision done counts in `decisions` (the page reloads its list on a change)
// and the flow waits for the next item.
import { assign, setup } from 'xstate';
import type { Decision } from '../src/api/ops-dicts';
import { MINUTE } from '../src/api/time';
import { editingStates, failed, provided } from './flow-kit';
import type { Notice } from './notice';
import { reasonError } from './ops-forms';

/** As the server's claim (src/server/modules/ops/queues.ts CLAIM_MINUTES). */
export const CLAIM_MS = 30 * MINUTE;
export const EXPIRED_MSG = '领取已过期，请重新领取后再处理';
export const DECIDED_MSG = '审核结果已提交';

export interface ReviewItem {
  kind: string;
  id: number;
}

export type OpsReviewEvent =
  | ({ type: 'opsReview.claim' } & ReviewItem)
  | { type: 'opsReview.decide'; decision: Decision; reason: string }
  | { type: 'opsReview.cancel' };

export const opsReviewMachine = setup({
  types: {
    context: {} as { item: ReviewItem | null; decision: Decision; reason: string; error: string; decisions: number },
    events: {} as OpsReviewEvent,
    tags: {} as 'busy' | 'error' | 'claimed',
  },
  actors: {
    claim: provided<{ until: string }, ReviewItem>('claim'),
    decide: provided<null, ReviewItem & { decision: Decision; reason: string }>('decide'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    badReason: (_, p: { reason: string }) => reasonError(p.reason) !== null,
  },
  delays: { claimMs: CLAIM_MS },
}).createMachine({
  id: 'opsReview',
  context: { item: null, decision: 'approve', reason: '', error: '', decisions: 0 },
  initial: 'idle',
  on: {
    'opsReview.claim': {
      target: '.claiming',
      actions: assign({ item: ({ event }) => ({ kind: event.kind, id: event.id }), error: '' }),
    },
  },
  states: {
    idle: { ...editingStates },
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => context.item!,
        onDone: 'claimed',
        onError: { target: 'idle.failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    claimed: {
      tags: 'claimed',
      ...editingStates,
      after: { claimMs: { target: 'idle.failed', actions: assign({ error: EXPIRED_MSG }) } },
      on: {
        'opsReview.cancel': { target: 'idle', actions: assign({ item: null, error: '' }) },
        'opsReview.decide': [
          {
            guard: { type: 'badReason', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: reasonError(event.reason) }) },
          },
          {
            target: 'deciding',
            actions: assign({
              decision: ({ event }) => event.decision,
              reason: ({ event }) => event.reason.trim(),
              error: '',
            }),
          },
        ],
      },
    },
    deciding: {
      tags: 'busy',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ ...context.item!, decision: context.decision, reason: context.reason }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notify', params: { kind: 'success', message: DECIDED_MSG } },
            assign({ item: null, reason: '', decisions: ({ context }) => context.decisions + 1 }),
          ],
        },
        onError: { target: 'idle.failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

// The contractor decides on a package's applicants: 选定 (asked once more, the safe choice first:
// the package is awarded and every other applicant told 未入选) or 不合适 with an optional reason
// (at most 100 characters). `changes` counts the decisions, so the page refreshes the list.
import { assign, setup } from 'xstate';
import type { ProjectApplication } from '../src/api/project';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';

export const DECIDE_DONE = {
  accept: '已选定分包单位，其他报名单位将收到未入选通知',
  decline: '已通知该单位未入选',
} as const;
export const REASON_MSG = '原因不能超过 100 字';

export interface Decision {
  applicationId: number;
  accept: boolean;
  reason: string;
}

export interface ProjectDecideInput {
  packageId: number;
}

export interface ProjectDecideContext {
  packageId: number;
  decision: Decision | null;
  error: string;
  changes: number;
}

export type ProjectDecideEvent =
  | { type: 'projectDecide.accept'; applicationId: number }
  | { type: 'projectDecide.decline'; applicationId: number; reason: string }
  | { type: 'projectDecide.confirm' }
  | { type: 'projectDecide.cancel' };

const decide = setup({
  types: {
    context: {} as ProjectDecideContext,
    events: {} as ProjectDecideEvent,
    input: {} as ProjectDecideInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Placeholder: project.decide. */
    decideApplication: provided<ProjectApplication, Decision>('decideApplication'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    reasonTooLong: (_, p: { reason: string }) => p.reason.trim().length > 100,
    accepted: ({ context }) => context.decision?.accept === true,
  },
});

export const projectDecideMachine = decide.createMachine({
  id: 'projectDecide',
  context: ({ input }) => ({ packageId: input.packageId, decision: null, error: '', changes: 0 }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'projectDecide.accept': {
          target: 'confirming',
          actions: assign({
            decision: ({ event }) => ({ applicationId: event.applicationId, accept: true, reason: '' }),
            error: '',
          }),
        },
        'projectDecide.decline': [
          {
            guard: { type: 'reasonTooLong', params: ({ event }) => event },
            actions: { type: 'fail', params: { error: REASON_MSG } },
          },
          {
            target: 'deciding',
            actions: assign({
              decision: ({ event }) => ({
                applicationId: event.applicationId,
                accept: false,
                reason: event.reason.trim(),
              }),
              error: '',
            }),
          },
        ],
      },
    },
    /** 选定该单位? The dialog opens on 取消. */
    confirming: {
      on: {
        'projectDecide.confirm': 'deciding',
        'projectDecide.cancel': { target: 'ready', actions: assign({ decision: null }) },
      },
    },
    deciding: {
      tags: 'busy',
      invoke: {
        id: 'decideApplication',
        src: 'decideApplication',
        input: ({ context }) => context.decision!,
        onDone: [
          {
            guard: 'accepted',
            target: 'ready',
            actions: [
              assign({ decision: null, changes: ({ context }) => context.changes + 1 }),
              { type: 'notify', params: { kind: 'success', message: DECIDE_DONE.accept } },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({ decision: null, changes: ({ context }) => context.changes + 1 }),
              { type: 'notify', params: { kind: 'success', message: DECIDE_DONE.decline } },
            ],
          },
        ],
        // Withdrawn or decided meanwhile: the page refreshes and shows what holds now.
        onError: {
          target: 'ready',
          actions: [
            { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            assign({ decision: null, changes: ({ context }) => context.changes + 1 }),
          ],
        },
      },
    },
  },
});

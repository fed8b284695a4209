// The institution's decision on one finance application (issue 45): 受理, 要求补充材料 (what to
// upload), 审批通过 (amount, rate, term), 拒绝 (a reason; asked once more, the dialog opening on 取消)
// and 确认放款. A form rule the action needs is checked first (the server checks it again); the
// call answers the application as it now stands, and `changes` counts the decisions so the page
// refreshes. A decision refused by the server (another operator moved it first) shows why.
import { assign, setup } from 'xstate';
import { DESK_MSG, type ApplicationDetail, type DeskAction, type DeskDecision } from '../src/api/finance-desk';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';

export const DESK_DONE: Record<DeskAction, string> = {
  accept: '已受理，申请人已收到通知',
  supplement: '已通知申请人补充材料',
  approve: '已审批通过，申请人已收到通知',
  refuse: '已拒绝，申请人已收到通知',
  disburse: '已确认放款，申请人已收到通知',
};

/** What the page's panel sends: the action and the fields as typed. */
export interface DeskDraft {
  action: DeskAction;
  note: string;
  amountWan: string;
  ratePercent: string;
  termMonths: string;
}

export interface FinanceDeskInput {
  id: number;
}

export interface FinanceDeskContext {
  id: number;
  decision: DeskDecision | null;
  application: ApplicationDetail | null;
  error: string;
  changes: number;
}

export type FinanceDeskEvent =
  { type: 'financeDesk.decide'; draft: DeskDraft } | { type: 'financeDesk.confirm' } | { type: 'financeDesk.cancel' };

const positive = (s: string) => {
  const n = Number(s.trim());
  return s.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/** The draft's form error, or '' when the action has what it needs. */
export function deskDraftError(d: DeskDraft): string {
  if (d.action === 'supplement' && d.note.trim().length < 2) return DESK_MSG.request;
  if (d.action === 'refuse' && d.note.trim().length < 2) return DESK_MSG.reason;
  if (d.action === 'approve') {
    const term = positive(d.termMonths);
    if (!positive(d.amountWan) || !positive(d.ratePercent) || !term || !Number.isInteger(term)) return DESK_MSG.terms;
  }
  return '';
}

const decisionOf = (id: number, d: DeskDraft): DeskDecision => ({
  id,
  action: d.action,
  note: d.note.trim(),
  ...(d.action === 'approve'
    ? { amountWan: positive(d.amountWan), ratePercent: positive(d.ratePercent), termMonths: positive(d.termMonths) }
    : {}),
});

const desk = setup({
  types: {
    context: {} as FinanceDeskContext,
    events: {} as FinanceDeskEvent,
    input: {} as FinanceDeskInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: finance.deskDecide. */
    decide: provided<ApplicationDetail, DeskDecision>('decide'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    invalid: (_, p: { draft: DeskDraft }) => deskDraftError(p.draft) !== '',
    refusing: (_, p: { draft: DeskDraft }) => p.draft.action === 'refuse',
  },
});

const take = (id: number, draft: DeskDraft) => ({ decision: decisionOf(id, draft), error: '' });

export const financeDeskMachine = desk.createMachine({
  id: 'financeDesk',
  context: ({ input }) => ({ id: input.id, decision: null, application: null, error: '', changes: 0 }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      states: { idle: {}, failed: { tags: 'error' } },
      on: {
        'financeDesk.decide': [
          {
            guard: { type: 'invalid', params: ({ event }) => event },
            target: '.failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: deskDraftError(event.draft) }) },
          },
          {
            guard: { type: 'refusing', params: ({ event }) => event },
            target: 'confirming',
            actions: assign(({ context, event }) => take(context.id, event.draft)),
          },
          { target: 'deciding', actions: assign(({ context, event }) => take(context.id, event.draft)) },
        ],
      },
    },
    /** 确认拒绝该申请? The dialog opens on 取消. */
    confirming: {
      on: {
        'financeDesk.confirm': 'deciding',
        'financeDesk.cancel': { target: 'ready', actions: assign({ decision: null }) },
      },
    },
    deciding: {
      tags: 'busy',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => context.decision!,
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ kind: 'success', message: DESK_DONE[context.decision!.action] }),
            },
            assign({
              application: ({ event }) => event.output,
              decision: null,
              changes: ({ context }) => context.changes + 1,
            }),
          ],
        },
        // Moved meanwhile by another operator: the page refreshes and shows what holds now.
        onError: {
          target: 'ready.failed',
          actions: [
            { type: 'fail', params: ({ event }) => ({ error: event.error }) },
            assign({ decision: null, changes: ({ context }) => context.changes + 1 }),
          ],
        },
      },
    },
  },
});

// The purchaser's desk of one tender (issue 23): load the desk, then one step at a time — review
// a registration (a decline needs its reason), confirm or return a margin voucher (a return
// needs its reason), open the bids, request the evaluation committee (an odd size of at least 5,
// the representatives at most a third: 招标投标法 第三十七条; the experts' report then names the
// candidates), answer an objection, publish the result, record the contract (第四十六条), return a
// margin (实施条例 第五十七条), issue a change notice. Each step is one call; the desk reloads after
// it, with a notice, or shows the server's refusal.
import { assign, setup } from 'xstate';
import type { TenderDesk } from '../src/api/tender-desk';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';

export type DeskAction =
  | { kind: 'review'; companyId: number; approve: boolean; reason: string }
  | { kind: 'confirm'; companyId: number; accept: boolean; reason: string }
  | { kind: 'open' }
  | { kind: 'committee'; size: number; representatives: string[] }
  | { kind: 'contract'; signedOn: string; amount: number; attachId: string }
  | { kind: 'refund'; companyId: number }
  | { kind: 'answer'; objectionId: number; answer: string }
  | { kind: 'result' }
  | { kind: 'amend'; content: string; bidDeadline: string };

export const DESK_FORM_MSG = {
  reason: '请填写原因',
  size: '评标委员会成员人数应为 5 人以上单数',
  twoThirds: '专家不得少于成员总数的三分之二',
  signedOn: '请填写合同签订日期',
  amount: '请填写合同金额',
  answer: '请填写答复内容',
  content: '请填写变更内容',
} as const;

export const DESK_DONE: Record<DeskAction['kind'], string> = {
  review: '审核结果已通知投标人',
  confirm: '保证金处理结果已通知投标人',
  open: '已开标，开标记录已通知各投标人',
  committee: '评标委员会已组建，专家已随机抽取',
  contract: '合同已登记，保证金将在 5 日内退还',
  refund: '保证金已退还',
  answer: '异议答复已发送',
  result: '中标结果已公告，各投标人已收到通知',
  amend: '变更公告已发布',
};

export function deskActionError(a: DeskAction): string | null {
  switch (a.kind) {
    case 'review':
      return a.approve || a.reason.trim() ? null : DESK_FORM_MSG.reason;
    case 'confirm':
      return a.accept || a.reason.trim() ? null : DESK_FORM_MSG.reason;
    case 'committee':
      if (!Number.isInteger(a.size) || a.size < 5 || a.size % 2 === 0) return DESK_FORM_MSG.size;
      return (a.size - a.representatives.length) * 3 >= a.size * 2 ? null : DESK_FORM_MSG.twoThirds;
    case 'contract':
      if (!a.signedOn) return DESK_FORM_MSG.signedOn;
      return a.amount > 0 ? null : DESK_FORM_MSG.amount;
    case 'answer':
      return a.answer.trim() ? null : DESK_FORM_MSG.answer;
    case 'amend':
      return a.content.trim() ? null : DESK_FORM_MSG.content;
    default:
      return null;
  }
}

export interface TenderDeskContext {
  tenderId: number;
  desk: TenderDesk | null;
  action: DeskAction | null;
  error: string;
}

export type TenderDeskEvent =
  { type: 'tenderDesk.act'; action: DeskAction } | { type: 'tenderDesk.reload' } | { type: 'tenderDesk.retry' };
export type DeskCall = { tenderId: number; action?: DeskAction };

const desk = setup({
  types: {
    context: {} as TenderDeskContext,
    events: {} as TenderDeskEvent,
    input: {} as { tenderId: number },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholders: tenderDesk.desk, and the call of each action (tenderDesk.review …). */
    loadDesk: provided<TenderDesk, DeskCall>('loadDesk'),
    act: provided<unknown, DeskCall>('act'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    actionInvalid: (_, a: DeskAction) => deskActionError(a) !== null,
  },
});

export const tenderDeskMachine = desk.createMachine({
  id: 'tenderDesk',
  context: ({ input }) => ({ tenderId: input.tenderId, desk: null, action: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadDesk',
        src: 'loadDesk',
        input: ({ context }) => ({ tenderId: context.tenderId }),
        onDone: { target: 'ready', actions: assign({ desk: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: 'error', on: { 'tenderDesk.retry': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        // a fresh desk: the last refusal was about the old one
        'tenderDesk.reload': { target: 'loading', actions: assign({ error: '' }) },
        'tenderDesk.act': [
          {
            guard: { type: 'actionInvalid', params: ({ event }) => event.action },
            actions: assign({ error: ({ event }) => deskActionError(event.action)! }),
          },
          { target: 'acting', actions: assign({ action: ({ event }) => event.action, error: '' }) },
        ],
      },
    },
    acting: {
      tags: 'busy',
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ tenderId: context.tenderId, action: context.action ?? undefined }),
        onDone: {
          target: 'loading',
          actions: {
            type: 'notify',
            params: ({ context }) => ({
              kind: 'success' as const,
              message: context.action ? DESK_DONE[context.action.kind] : '',
            }),
          },
        },
        onError: { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

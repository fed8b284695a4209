// An expert's evaluation room for one tender (issue 46): open the room (the bids, the scoring
// sheet, the expert's own sheets), score each bid — the items of the sheet 0–100 (综合评估法), the
// evaluated price (经评审的最低投标价法), or the bid declared invalid with its reason (实施条例
// 第五十一条) — then submit every sheet at once. Once submitted the room is read-only; the other
// experts' sheets and the report appear when all have submitted (the server decides, 招标投标法
// 第四十四条). Each step is one call; the room reloads after it, or shows the server's refusal.
import { assign, setup } from 'xstate';
import type { EvalRoomDetail } from '../src/api/tender-eval';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';

export interface EvalSheet {
  companyId: number;
  scores: number[];
  evaluatedPrice: number | null;
  invalid: boolean;
  invalidReason: string;
}

export const EVAL_FORM_MSG = {
  scores: '请为每个评分项打分（0-100 分）',
  price: '请填写评审价格',
  reason: '否决投标须填写原因（至少 2 个字）',
  incomplete: '请先评审全部投标，再提交',
} as const;
export const EVAL_DONE = { score: '评分已保存', submit: '评标结果已提交' } as const;

export function sheetError(room: EvalRoomDetail | null, s: EvalSheet): string | null {
  if (s.invalid) return s.invalidReason.trim().length >= 2 ? null : EVAL_FORM_MSG.reason;
  if (room?.method === 'lowest') return s.evaluatedPrice !== null && s.evaluatedPrice > 0 ? null : EVAL_FORM_MSG.price;
  const n = room?.items.length ?? 0;
  const ok = s.scores.length === n && s.scores.every((x) => Number.isFinite(x) && x >= 0 && x <= 100);
  return ok ? null : EVAL_FORM_MSG.scores;
}

/** Every bid has a sheet of the expert's. */
export const complete = (room: EvalRoomDetail | null): boolean =>
  !!room && room.bids.every((b) => room.mine.some((m) => m.companyId === b.companyId));

export interface TenderEvaluationContext {
  tenderId: number;
  room: EvalRoomDetail | null;
  sheet: EvalSheet | null;
  error: string;
}
export type TenderEvaluationEvent =
  | { type: 'tenderEvaluation.score'; sheet: EvalSheet }
  | { type: 'tenderEvaluation.submit' }
  | { type: 'tenderEvaluation.reload' }
  | { type: 'tenderEvaluation.retry' };
export type EvalCall = { tenderId: number; sheet?: EvalSheet };

export const tenderEvaluationMachine = setup({
  types: {
    context: {} as TenderEvaluationContext,
    events: {} as TenderEvaluationEvent,
    input: {} as { tenderId: number },
    tags: {} as 'busy' | 'error' | 'submitted',
  },
  actors: {
    /** Placeholders: tenderEval.room, tenderEval.score, tenderEval.submit. */
    loadRoom: provided<EvalRoomDetail, EvalCall>('loadRoom'),
    score: provided<unknown, EvalCall>('score'),
    submit: provided<unknown, EvalCall>('submit'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    sheetInvalid: ({ context }, s: EvalSheet) => sheetError(context.room, s) !== null,
    incomplete: ({ context }) => !complete(context.room),
    submitted: (_, room: EvalRoomDetail) => room.submitted,
  },
}).createMachine({
  id: 'tenderEvaluation',
  context: ({ input }) => ({ tenderId: input.tenderId, room: null, sheet: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadRoom',
        src: 'loadRoom',
        input: ({ context }) => ({ tenderId: context.tenderId }),
        onDone: [
          {
            guard: { type: 'submitted', params: ({ event }) => event.output },
            target: 'submitted',
            actions: assign({ room: ({ event }) => event.output }),
          },
          { target: 'scoring', actions: assign({ room: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: 'error', on: { 'tenderEvaluation.retry': { target: 'loading', actions: assign({ error: '' }) } } },
    scoring: {
      on: {
        'tenderEvaluation.reload': { target: 'loading', actions: assign({ error: '' }) },
        'tenderEvaluation.score': [
          {
            guard: { type: 'sheetInvalid', params: ({ event }) => event.sheet },
            actions: assign({ error: ({ context, event }) => sheetError(context.room, event.sheet)! }),
          },
          { target: 'saving', actions: assign({ sheet: ({ event }) => event.sheet, error: '' }) },
        ],
        'tenderEvaluation.submit': [
          { guard: 'incomplete', actions: assign({ error: EVAL_FORM_MSG.incomplete }) },
          { target: 'submitting', actions: assign({ error: '' }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'score',
        src: 'score',
        input: ({ context }) => ({ tenderId: context.tenderId, sheet: context.sheet! }),
        onDone: {
          target: 'loading',
          actions: { type: 'notify', params: { kind: 'success', message: EVAL_DONE.score } },
        },
        onError: { target: 'scoring', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ tenderId: context.tenderId }),
        onDone: {
          target: 'loading',
          actions: { type: 'notify', params: { kind: 'success', message: EVAL_DONE.submit } },
        },
        onError: { target: 'scoring', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Read-only: the sheets are in; the others' and the report come when every expert has submitted. */
    submitted: {
      tags: 'submitted',
      on: { 'tenderEvaluation.reload': 'loading' },
    },
  },
});

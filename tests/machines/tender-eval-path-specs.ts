// The graph of an expert's evaluation room (issue 46) with its samples: a room still missing a
// sheet and a complete one (submit refused or sent), a submitted room (read-only), each sheet
// valid or not, every call answered or refused.
import type { AnyMachineSnapshot } from 'xstate';
import type { EvalRoomDetail } from '../../src/api/tender-eval';
import {
  tenderEvaluationMachine,
  type EvalSheet,
  type TenderEvaluationContext,
} from '../../machines/tender-evaluation.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

const sheet = (companyId: number, over: Partial<EvalSheet> = {}): EvalSheet => ({
  companyId,
  scores: [80, 85, 90],
  evaluatedPrice: null,
  invalid: false,
  invalidReason: '',
  ...over,
});
const bid = (companyId: number) => ({
  companyId,
  companyName: `投标人${companyId}`,
  price: 9_000_000 + companyId,
  durationDays: 365,
  documents: [],
});
export const roomSample: EvalRoomDetail = {
  tenderId: 9,
  title: '南京江北新区人才公寓施工总承包',
  typeName: '工程施工',
  method: 'composite',
  methodName: '综合评估法',
  bidCount: 2,
  submitted: false,
  reportAt: null,
  items: [
    { name: '投标报价', category: 'price', weight: 50 },
    { name: '技术方案', category: 'technical', weight: 35 },
    { name: '商务条款', category: 'commercial', weight: 15 },
  ],
  bids: [bid(1), bid(2)],
  mine: [sheet(1)],
  others: [],
  report: [],
};
export const roomComplete: EvalRoomDetail = { ...roomSample, mine: [sheet(1), sheet(2)] };
export const roomSubmitted: EvalRoomDetail = { ...roomComplete, submitted: true };

const score = (s: EvalSheet) => ({ type: 'tenderEvaluation.score', sheet: s });
const tenderEvaluation: PathSpec = {
  name: 'tenderEvaluation',
  machine: tenderEvaluationMachine,
  input: { tenderId: 9 },
  events: [
    done('loadRoom', roomSample),
    done('loadRoom', roomComplete),
    done('loadRoom', roomSubmitted),
    failed('loadRoom'),
    { type: 'tenderEvaluation.retry' },
    { type: 'tenderEvaluation.reload' },
    score(sheet(2)),
    score(sheet(2, { scores: [101, 0, 0] })),
    { type: 'tenderEvaluation.submit' },
    done('score', { ok: true }),
    failed('score', '您已提交评标结果，不能再修改'),
    done('submit', { ok: true }),
    failed('submit', '以下投标尚未评审：投标人2'),
  ],
  context: (c: TenderEvaluationContext) => ({
    room: c.room === null ? null : `${c.room.mine.length}/${c.room.submitted}`,
    error: c.error,
  }),
  simpleState: (s: AnyMachineSnapshot) => s.value,
};

export const tenderEvalPathSpecs = { tenderEvaluation };

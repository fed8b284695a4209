// An expert's evaluation room: loaded first (a failure retried); a submitted room opens read-only;
// each sheet checked first by the tender's method (综合评估法: a score 0–100 per item of the sheet;
// 经评审的最低投标价法: an evaluated price above 0; a bid declared invalid: a reason of at least 2
// characters), then saved and the room reloaded; the submission refused until every bid has a
// sheet, then sent once and the room reloaded; the server's refusal shown in the room.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EvalRoomDetail } from '../../src/api/tender-eval';
import {
  complete,
  EVAL_DONE,
  EVAL_FORM_MSG,
  sheetError,
  tenderEvaluationMachine,
  type EvalCall,
  type EvalSheet,
} from '../../machines/tender-evaluation.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { roomComplete, roomSample, roomSubmitted } from './tender-eval-path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const sheet = (companyId: number, over: Partial<EvalSheet> = {}): EvalSheet => ({
  companyId,
  scores: [80, 85, 90],
  evaluatedPrice: null,
  invalid: false,
  invalidReason: '',
  ...over,
});
/** 经评审的最低投标价法: no scoring sheet, an evaluated price per bid. */
const lowestRoom: EvalRoomDetail = {
  ...roomSample,
  method: 'lowest',
  methodName: '经评审的最低投标价法',
  items: [],
  mine: [],
};

/** A room of tender 9 loaded from `rooms` in turn (the last one kept); score and submit answer as given. */
function flow(
  rooms: (() => Promise<EvalRoomDetail>)[],
  answers: { score?: () => Promise<unknown>; submit?: () => Promise<unknown> } = {},
) {
  const calls = { loads: 0, scores: [] as EvalCall[], submits: [] as EvalCall[], notices: [] as string[] };
  const machine = tenderEvaluationMachine.provide({
    actors: {
      loadRoom: fromPromise<EvalRoomDetail, EvalCall>(async () => rooms[Math.min(calls.loads++, rooms.length - 1)]()),
      score: fromPromise<unknown, EvalCall>(
        async ({ input }) => (calls.scores.push(input), (answers.score ?? (async () => ({ ok: true })))()),
      ),
      submit: fromPromise<unknown, EvalCall>(
        async ({ input }) => (calls.submits.push(input), (answers.submit ?? (async () => ({ ok: true })))()),
      ),
    },
    actions: { notify: (_, n) => void calls.notices.push(n.message) },
  });
  return { actor: createActor(machine, { input: { tenderId: 9 } }).start(), calls };
}
const room = (r: EvalRoomDetail) => async () => r;
const score = (s: EvalSheet) => ({ type: 'tenderEvaluation.score', sheet: s }) as const;

describe('the sheet rules (sheetError)', () => {
  it.each<[string, EvalRoomDetail, Partial<EvalSheet>, string | null]>([
    ['a score for every item', roomSample, {}, null],
    ['one score short', roomSample, { scores: [80, 85] }, EVAL_FORM_MSG.scores],
    ['one score too many', roomSample, { scores: [80, 85, 90, 70] }, EVAL_FORM_MSG.scores],
    ['a score over 100', roomSample, { scores: [80, 101, 90] }, EVAL_FORM_MSG.scores],
    ['a negative score', roomSample, { scores: [-1, 85, 90] }, EVAL_FORM_MSG.scores],
    ['a score that is no number', roomSample, { scores: [80, Number.NaN, 90] }, EVAL_FORM_MSG.scores],
    ['scores of 0 and 100', roomSample, { scores: [0, 100, 50] }, null],
    ['an evaluated price (lowest price)', lowestRoom, { scores: [], evaluatedPrice: 9_000_000 }, null],
    ['no evaluated price (lowest price)', lowestRoom, { scores: [], evaluatedPrice: null }, EVAL_FORM_MSG.price],
    ['an evaluated price of 0 (lowest price)', lowestRoom, { scores: [], evaluatedPrice: 0 }, EVAL_FORM_MSG.price],
    ['an invalid bid with its reason', roomSample, { scores: [], invalid: true, invalidReason: '未按要求密封' }, null],
    ['an invalid bid without a reason', roomSample, { invalid: true, invalidReason: '  ' }, EVAL_FORM_MSG.reason],
    ['an invalid bid with one character', roomSample, { invalid: true, invalidReason: ' 无 ' }, EVAL_FORM_MSG.reason],
  ])('%s', (_, r, over, message) => {
    expect(sheetError(r, sheet(1, over))).toBe(message);
  });

  it('counts a room complete only when every bid has a sheet of the expert', () => {
    expect(complete(null)).toBe(false);
    expect(complete(roomSample)).toBe(false);
    expect(complete(roomComplete)).toBe(true);
  });
});

describe('tender evaluation flow', () => {
  it('shows a failed load and loads again on retry, the reason cleared', async () => {
    const { actor, calls } = flow([() => Promise.reject(new Error('您不是该项目评标委员会的专家')), room(roomSample)]);
    await flush();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('您不是该项目评标委员会的专家');
    actor.send({ type: 'tenderEvaluation.retry' });
    expect(actor.getSnapshot().context.error).toBe('');
    await flush();
    expect(calls.loads).toBe(2);
    expect(actor.getSnapshot()).toMatchObject({ value: 'scoring', context: { room: roomSample } });
  });

  it('opens a submitted room read-only: no sheet saved, nothing submitted', async () => {
    const { actor, calls } = flow([room(roomSubmitted)]);
    await flush();
    expect(actor.getSnapshot().hasTag('submitted')).toBe(true);
    actor.send(score(sheet(1)));
    actor.send({ type: 'tenderEvaluation.submit' });
    await flush();
    expect(calls.scores).toEqual([]);
    expect(calls.submits).toEqual([]);
    actor.send({ type: 'tenderEvaluation.reload' });
    await flush();
    expect(calls.loads).toBe(2);
  });

  it('refuses a sheet the rules refuse, with the rule’s message, and saves nothing', async () => {
    const { actor, calls } = flow([room(roomSample)]);
    await flush();
    actor.send(score(sheet(2, { scores: [101, 0, 0] })));
    expect(actor.getSnapshot()).toMatchObject({ value: 'scoring', context: { error: EVAL_FORM_MSG.scores } });
    actor.send(score(sheet(2, { invalid: true, invalidReason: '' })));
    expect(actor.getSnapshot().context.error).toBe(EVAL_FORM_MSG.reason);
    await flush();
    expect(calls.scores).toEqual([]);
  });

  it('checks a sheet by the room’s method: an evaluated price for 经评审的最低投标价法', async () => {
    const { actor, calls } = flow([room(lowestRoom)]);
    await flush();
    actor.send(score(sheet(1)));
    expect(actor.getSnapshot().context.error).toBe(EVAL_FORM_MSG.price);
    actor.send(score(sheet(1, { scores: [], evaluatedPrice: 8_800_000 })));
    await flush();
    expect(calls.scores).toEqual([{ tenderId: 9, sheet: sheet(1, { scores: [], evaluatedPrice: 8_800_000 }) }]);
  });

  it('saves a valid sheet, then reloads the room with its notice', async () => {
    const { actor, calls } = flow([room(roomSample), room(roomComplete)]);
    await flush();
    actor.send(score(sheet(2)));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.scores).toEqual([{ tenderId: 9, sheet: sheet(2) }]);
    expect(calls.notices).toEqual([EVAL_DONE.score]);
    expect(calls.loads).toBe(2);
    expect(actor.getSnapshot()).toMatchObject({ value: 'scoring', context: { room: roomComplete, error: '' } });
  });

  it('keeps the room and shows the server’s refusal of a sheet', async () => {
    const { actor, calls } = flow([room(roomSample)], {
      score: () => Promise.reject(new Error('您已提交评标结果，不能再修改')),
    });
    await flush();
    actor.send(score(sheet(2)));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'scoring',
      context: { room: roomSample, error: '您已提交评标结果，不能再修改' },
    });
    expect(calls.notices).toEqual([]);
    expect(calls.loads).toBe(1);
  });

  it('refuses to submit while a bid has no sheet', async () => {
    const { actor, calls } = flow([room(roomSample)]);
    await flush();
    actor.send({ type: 'tenderEvaluation.submit' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'scoring', context: { error: EVAL_FORM_MSG.incomplete } });
    await flush();
    expect(calls.submits).toEqual([]);
  });

  it('submits a complete room once and reopens it read-only', async () => {
    const { actor, calls } = flow([room(roomComplete), room(roomSubmitted)]);
    await flush();
    actor.send({ type: 'tenderEvaluation.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'tenderEvaluation.submit' });
    await flush();
    expect(calls.submits).toEqual([{ tenderId: 9 }]);
    expect(calls.notices).toEqual([EVAL_DONE.submit]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'submitted', context: { room: roomSubmitted } });
  });

  it('shows the server’s refusal of the submission and stays in the room', async () => {
    const { actor, calls } = flow([room(roomComplete)], {
      submit: () => Promise.reject(new Error('以下投标尚未评审：投标人2')),
    });
    await flush();
    actor.send({ type: 'tenderEvaluation.submit' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'scoring',
      context: { room: roomComplete, error: '以下投标尚未评审：投标人2' },
    });
    expect(calls.notices).toEqual([]);
  });
});

describePaths(pathSpecs.tenderEvaluation);

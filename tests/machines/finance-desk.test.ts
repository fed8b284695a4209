// The institution's decision flow (issue 45): the form rules of each action, 拒绝 asked once more,
// the call's answer and a refusal by the server (moved meanwhile), `changes` counting decisions.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deskDraftError, financeDeskMachine, type DeskDraft } from '../../machines/finance-desk.machine';
import { DESK_MSG, type DeskDecision } from '../../src/api/finance-desk';
import { deskApplication } from './finance-path-specs';

const draft = (over: Partial<DeskDraft>): DeskDraft => ({
  action: 'accept',
  note: '',
  amountWan: '',
  ratePercent: '',
  termMonths: '',
  ...over,
});

function start(answer: (d: DeskDecision) => Promise<typeof deskApplication>) {
  const sent: DeskDecision[] = [];
  const actor = createActor(
    financeDeskMachine.provide({
      actors: {
        decide: fromPromise(({ input }: { input: DeskDecision }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { id: 7 } },
  ).start();
  return { actor, sent };
}

describe('financeDesk', () => {
  it('checks what each action needs', () => {
    expect(deskDraftError(draft({ action: 'accept' }))).toBe('');
    expect(deskDraftError(draft({ action: 'supplement', note: 'a' }))).toBe(DESK_MSG.request);
    expect(deskDraftError(draft({ action: 'refuse', note: ' ' }))).toBe(DESK_MSG.reason);
    expect(deskDraftError(draft({ action: 'approve', amountWan: '200', ratePercent: '4.35', termMonths: '6.5' }))).toBe(
      DESK_MSG.terms,
    );
    expect(deskDraftError(draft({ action: 'approve', amountWan: '200', ratePercent: '4.35', termMonths: '6' }))).toBe(
      '',
    );
  });

  it('approves with the typed terms as numbers and counts the change', async () => {
    const { actor, sent } = start(async () => ({ ...deskApplication, status: '6' }));
    actor.send({
      type: 'financeDesk.decide',
      draft: draft({ action: 'approve', amountWan: ' 200 ', ratePercent: '4.35', termMonths: '6' }),
    });
    const s = await waitFor(actor, (x) => x.context.changes === 1);
    expect(sent).toEqual([{ id: 7, action: 'approve', note: '', amountWan: 200, ratePercent: 4.35, termMonths: 6 }]);
    expect(s.context.application?.status).toBe('6');
    expect(s.matches('ready')).toBe(true);
  });

  it('asks before refusing; 取消 sends nothing; a server refusal shows its message', async () => {
    const { actor, sent } = start(async () => {
      throw Object.assign(new Error(DESK_MSG.moved), { text: DESK_MSG.moved });
    });
    actor.send({ type: 'financeDesk.decide', draft: draft({ action: 'refuse', note: '资料不全' }) });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'financeDesk.cancel' });
    expect(sent).toEqual([]);
    actor.send({ type: 'financeDesk.decide', draft: draft({ action: 'refuse', note: '资料不全' }) });
    actor.send({ type: 'financeDesk.confirm' });
    const s = await waitFor(actor, (x) => x.hasTag('error'));
    expect(s.context.error).toBe(DESK_MSG.moved);
    expect(sent.map((d) => d.action)).toEqual(['refuse']);
  });
});

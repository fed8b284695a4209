// The purchaser's desk of one tender: loaded first (a failure retried); each action checked first
// (a decline or a returned voucher needs its reason, a committee an odd size of at least 5 with
// two thirds experts, a contract its date and amount, an answer and a change notice their text); one call, then the desk reloads
// with the action's notice, or stays with the server's refusal.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DESK_DONE,
  DESK_FORM_MSG,
  tenderDeskMachine,
  type DeskAction,
  type DeskCall,
} from '../../machines/tender-desk.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { deskSample } from './tender-fixtures';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function flow(act: () => Promise<unknown> = async () => ({ ok: true }), load = async () => deskSample) {
  const calls = { loads: 0, acts: [] as DeskCall[], notices: [] as string[] };
  const machine = tenderDeskMachine.provide({
    actors: {
      loadDesk: fromPromise(async () => (calls.loads++, load())),
      act: fromPromise(async ({ input }) => (calls.acts.push(input), act())),
    },
    actions: { notify: (_, n) => void calls.notices.push(n.message) },
  });
  return { actor: createActor(machine, { input: { tenderId: 9 } }).start(), calls };
}
const act = (action: DeskAction) => ({ type: 'tenderDesk.act', action }) as const;

describe('tender desk flow', () => {
  it('shows a failed load and loads again on retry, the reason cleared', async () => {
    let refuse = true;
    const { actor, calls } = flow(undefined, async () => (refuse ? Promise.reject(new Error('无权查看')) : deskSample));
    await flush();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('无权查看');
    refuse = false;
    actor.send({ type: 'tenderDesk.retry' });
    expect(actor.getSnapshot().context.error).toBe('');
    await flush();
    expect(calls.loads).toBe(2);
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { desk: deskSample } });
  });

  it.each<[string, DeskAction, string]>([
    [
      'a declined registration without a reason',
      { kind: 'review', companyId: 2, approve: false, reason: ' ' },
      DESK_FORM_MSG.reason,
    ],
    [
      'a returned voucher without a reason',
      { kind: 'confirm', companyId: 2, accept: false, reason: '' },
      DESK_FORM_MSG.reason,
    ],
    ['a committee of four', { kind: 'committee', size: 4, representatives: [] }, DESK_FORM_MSG.size],
    [
      'a committee of two experts in five',
      { kind: 'committee', size: 5, representatives: ['甲', '乙'] },
      DESK_FORM_MSG.twoThirds,
    ],
    [
      'a contract without its date',
      { kind: 'contract', signedOn: '', amount: 1, attachId: '' },
      DESK_FORM_MSG.signedOn,
    ],
    [
      'a contract without its amount',
      { kind: 'contract', signedOn: '2026-12-01T10:00:00+08:00', amount: 0, attachId: '' },
      DESK_FORM_MSG.amount,
    ],
    ['an empty answer', { kind: 'answer', objectionId: 1, answer: ' ' }, DESK_FORM_MSG.answer],
    ['a change notice without content', { kind: 'amend', content: '', bidDeadline: '' }, DESK_FORM_MSG.content],
  ])('refuses %s before any call', async (_, action, message) => {
    const { actor, calls } = flow();
    await flush();
    actor.send(act(action));
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { error: message } });
    await flush();
    expect(calls.acts).toEqual([]);
  });

  it('approves without a reason; acts, announces the action and reloads the desk', async () => {
    const { actor, calls } = flow();
    await flush();
    actor.send(act({ kind: 'review', companyId: 2, approve: true, reason: '' }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    actor.send(act({ kind: 'open' }));
    await flush();
    expect(calls.acts).toEqual([
      { tenderId: 9, action: { kind: 'review', companyId: 2, approve: true, reason: '' } },
      { tenderId: 9, action: { kind: 'open' } },
    ]);
    expect(calls.notices).toEqual([DESK_DONE.review, DESK_DONE.open]);
    expect(calls.loads).toBe(3);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('stays on the desk with the server’s refusal, without reloading', async () => {
    const { actor, calls } = flow(() => Promise.reject(new Error('开标时间未到，投标文件保持密封')));
    await flush();
    actor.send(act({ kind: 'open' }));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { error: '开标时间未到，投标文件保持密封' } });
    expect(calls.loads).toBe(1);
    expect(calls.notices).toEqual([]);
    actor.send(act({ kind: 'result' }));
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('drops the last refusal when the desk reloads', async () => {
    const { actor, calls } = flow(() => Promise.reject(new Error('开标时间未到，投标文件保持密封')));
    await flush();
    actor.send(act({ kind: 'open' }));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('开标时间未到，投标文件保持密封');
    actor.send({ type: 'tenderDesk.reload' });
    await flush();
    expect(calls.loads).toBe(2);
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { error: '' } });
  });
});

describePaths(pathSpecs.tenderDesk);

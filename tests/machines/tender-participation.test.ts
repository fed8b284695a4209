// A supplier's part in one tender: the status loaded first (a failure retried); each step open
// only when the server says so (canRegister / canPay / canBid / canWithdraw / canRefund); the
// margin voucher, the sealed bid and an objection checked first, with the message of the field at
// fault; each call answered with the new status and its notice, or the server's refusal.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ParticipationStatus } from '../../src/api/tender';
import {
  PART_DONE,
  PART_FORM_MSG,
  tenderParticipationMachine,
  type ParticipationCall,
} from '../../machines/tender-participation.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { parts } from './tender-fixtures';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
type Step = 'register' | 'payMargin' | 'submitBid' | 'withdrawBid' | 'fileObjection' | 'refundMargin';
const STEPS: Step[] = ['register', 'payMargin', 'submitBid', 'withdrawBid', 'fileObjection', 'refundMargin'];

/** A flow loaded with `status`; every step answers `answer` (or the refusal) and is recorded. */
function flow(
  status: ParticipationStatus,
  answer: Partial<Record<Step, () => Promise<ParticipationStatus>>> = {},
  load: () => Promise<ParticipationStatus> = async () => status,
) {
  const calls = { loads: 0, steps: [] as [Step, ParticipationCall][], notices: [] as string[] };
  const stub = (s: Step) =>
    fromPromise<ParticipationStatus, ParticipationCall>(
      async ({ input }) => (calls.steps.push([s, input]), (answer[s] ?? (async () => status))()),
    );
  const machine = tenderParticipationMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => (calls.loads++, load())),
      ...Object.fromEntries(STEPS.map((s) => [s, stub(s)])),
    },
    actions: { notify: (_, n) => void calls.notices.push(n.message) },
  });
  return { actor: createActor(machine, { input: { tenderId: 9 } }).start(), calls };
}
const voucher = { form: '4', proofNo: ' DZBH-1 ', attachId: 'a'.repeat(32) };

describe('tender participation flow', () => {
  it('shows a failed load with its reason and loads again on retry', async () => {
    let refuse = true;
    const { actor, calls } = flow(parts.unregistered, {}, async () =>
      refuse ? Promise.reject(new Error('网络异常')) : parts.unregistered,
    );
    await flush();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('网络异常');
    refuse = false;
    actor.send({ type: 'tenderParticipation.retry' });
    await flush();
    expect(calls.loads).toBe(2);
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { error: '', status: parts.unregistered } });
  });

  it('opens no step the server has not opened', async () => {
    const { actor, calls } = flow(parts.pending);
    await flush();
    actor.send({ type: 'tenderParticipation.register' });
    actor.send({ type: 'tenderParticipation.pay', ...voucher });
    actor.send({ type: 'tenderParticipation.bid', price: '95000000', durationDays: '540', documents: [] });
    actor.send({ type: 'tenderParticipation.withdraw' });
    actor.send({ type: 'tenderParticipation.refund' });
    await flush();
    expect(calls.steps).toEqual([]);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('registers, and shows the new status with its notice', async () => {
    const { actor, calls } = flow(parts.unregistered, { register: async () => parts.pending });
    await flush();
    actor.send({ type: 'tenderParticipation.register' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.steps.map(([s]) => s)).toEqual(['register']);
    expect(calls.notices).toEqual([PART_DONE.register]);
    expect(actor.getSnapshot().context.status).toBe(parts.pending);
  });

  it.each([
    ['no way of paying', { form: '9' }, PART_FORM_MSG.form],
    ['no proof number', { proofNo: '  ' }, PART_FORM_MSG.proof],
    ['a proof number over 50 characters', { proofNo: 'P'.repeat(51) }, PART_FORM_MSG.proof],
    ['no uploaded voucher', { attachId: '' }, PART_FORM_MSG.voucher],
  ])('refuses a margin voucher with %s', async (_, change, message) => {
    const { actor, calls } = flow(parts.approved);
    await flush();
    actor.send({ type: 'tenderParticipation.pay', ...voucher, ...change });
    expect(actor.getSnapshot().context.error).toBe(message);
    await flush();
    expect(calls.steps).toEqual([]);
  });

  it('sends the voucher with its number trimmed', async () => {
    const { actor, calls } = flow(parts.approved, { payMargin: async () => parts.waiting });
    await flush();
    actor.send({ type: 'tenderParticipation.pay', ...voucher });
    await flush();
    expect(calls.steps).toEqual([
      ['payMargin', { tenderId: 9, form: '4', proofNo: 'DZBH-1', attachId: 'a'.repeat(32), bid: null, content: '' }],
    ]);
    expect(calls.notices).toEqual([PART_DONE.pay]);
  });

  it.each([
    ['a price in words', { price: '9500万' }, PART_FORM_MSG.price],
    ['a price of 0', { price: '0' }, PART_FORM_MSG.price],
    ['three decimals', { price: '1.005' }, PART_FORM_MSG.price],
    ['a duration of 0 days', { durationDays: '0' }, PART_FORM_MSG.duration],
    ['a duration over ten years', { durationDays: '3651' }, PART_FORM_MSG.duration],
  ])('refuses a bid with %s', async (_, change, message) => {
    const { actor, calls } = flow(parts.confirmed);
    await flush();
    actor.send({ type: 'tenderParticipation.bid', price: '95000000', durationDays: '540', documents: [], ...change });
    expect(actor.getSnapshot().context.error).toBe(message);
    await flush();
    expect(calls.steps).toEqual([]);
  });

  it('seals a bid as numbers and may withdraw it', async () => {
    const { actor, calls } = flow(parts.confirmed, {
      submitBid: async () => parts.bidIn,
      withdrawBid: async () => parts.confirmed,
    });
    await flush();
    actor.send({
      type: 'tenderParticipation.bid',
      price: '95000000.5',
      durationDays: '540',
      documents: [{ kind: 'quote', attachId: 'd1' }],
    });
    await flush();
    actor.send({ type: 'tenderParticipation.withdraw' });
    await flush();
    expect(calls.steps.map(([s, c]) => [s, c.bid])).toEqual([
      ['submitBid', { price: 95000000.5, durationDays: 540, documents: [{ kind: 'quote', attachId: 'd1' }] }],
      ['withdrawBid', null],
    ]);
    expect(calls.notices).toEqual([PART_DONE.bid, PART_DONE.withdraw]);
  });

  it('asks for the content of an objection (500 characters at most) and sends it trimmed', async () => {
    const { actor, calls } = flow(parts.decided);
    await flush();
    actor.send({ type: 'tenderParticipation.object', content: ' ' });
    expect(actor.getSnapshot().context.error).toBe(PART_FORM_MSG.objection);
    actor.send({ type: 'tenderParticipation.object', content: '异'.repeat(501) });
    expect(actor.getSnapshot().context.error).toBe(PART_FORM_MSG.objection);
    actor.send({ type: 'tenderParticipation.object', content: ' 第一名候选人业绩不实 ' });
    await flush();
    expect(calls.steps.map(([s, c]) => [s, c.content])).toEqual([['fileObjection', '第一名候选人业绩不实']]);
    expect(calls.notices).toEqual([PART_DONE.object]);
  });

  it('keeps the status and shows the server’s refusal of a step', async () => {
    const { actor, calls } = flow(parts.decided, {
      refundMargin: () => Promise.reject(new Error('保证金已退还')),
    });
    await flush();
    actor.send({ type: 'tenderParticipation.refund' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { status: parts.decided, error: '保证金已退还' },
    });
    expect(calls.notices).toEqual([]);
  });
});

describePaths(pathSpecs.tenderParticipation);

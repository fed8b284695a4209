// A company's registration and margin on a tender: each step opens only when the server's
// status says so; the payment form is checked; refusals stay on the page with their reason.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MarginStatus } from '../../src/api/tender';
import { DONE_MSG, PAYMENT_MSG, tenderMarginMachine, type MarginCall } from '../../machines/tender-margin.machine';
import { describePaths } from './describe-paths';
import { margins } from './inquiry-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function flow(start: MarginStatus, answers: Partial<Record<'register' | 'payMargin' | 'refundMargin', () => Promise<MarginStatus>>> = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const notices: string[] = [];
  const call = (name: 'register' | 'payMargin' | 'refundMargin', fallback: MarginStatus) =>
    fromPromise<MarginStatus, MarginCall>(async ({ input }) => {
      calls.push({ name, input });
      return (answers[name] ?? (async () => fallback))();
    });
  const machine = tenderMarginMachine.provide({
    actors: {
      loadMargin: fromPromise(async () => start),
      register: call('register', margins.unpaid),
      payMargin: call('payMargin', margins.paid),
      refundMargin: call('refundMargin', margins.refunded),
    },
    actions: { notify: (_, n) => void notices.push(n.message) },
  });
  return { actor: createActor(machine, { input: { tenderId: 9 } }).start(), calls, notices };
}

describe('tender margin flow', () => {
  it('registers, then pays with a checked form', async () => {
    const { actor, calls, notices } = flow(margins.unregistered);
    await flush();
    actor.send({ type: 'margin.pay', form: '2', proofNo: 'BH-1' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([]);
    actor.send({ type: 'margin.register' });
    await flush();
    expect(actor.getSnapshot().context.status?.marginStatusName).toBe('未缴');
    actor.send({ type: 'margin.pay', form: '7', proofNo: 'BH-1' });
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_MSG.form);
    actor.send({ type: 'margin.pay', form: '2', proofNo: '  ' });
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_MSG.proof);
    actor.send({ type: 'margin.pay', form: '2', proofNo: ' BH-2026-01 ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls).toEqual([
      { name: 'register', input: { tenderId: 9 } },
      { name: 'payMargin', input: { tenderId: 9, form: '2', proofNo: 'BH-2026-01' } },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ error: '', status: { marginStatusName: '已缴', canRefund: false } });
    expect(notices).toEqual([DONE_MSG.register, DONE_MSG.pay]);
    actor.send({ type: 'margin.refund' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('refunds once the server allows it; refusals keep the page with their reason', async () => {
    const { actor } = flow(margins.decided, { refundMargin: () => Promise.reject(new Error('保证金已退还')) });
    await flush();
    actor.send({ type: 'margin.register' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'margin.refund' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('保证金已退还');
    expect(actor.getSnapshot().context.status).toEqual(margins.decided);
  });

  it('retries a failed load', async () => {
    let fail = true;
    const machine = tenderMarginMachine.provide({
      actors: { loadMargin: fromPromise(async () => (fail ? Promise.reject(new Error('网络超时!')) : margins.refunded)) },
    });
    const actor = createActor(machine, { input: { tenderId: 9 } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('网络超时!');
    fail = false;
    actor.send({ type: 'margin.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.status?.marginStatusName).toBe('已退还');
  });
});

describePaths(pathSpecs.tenderMargin);

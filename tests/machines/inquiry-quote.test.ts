// The supplier's quote flow with fake timers: prefilled revisions, the form's checks, closing
// exactly at the deadline (timer) or on the server's 报价已截止.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MyQuote, QuoteForm } from '../../src/api/inquiry';
import { draftFrom, inquiryQuoteMachine, QUOTE_CLOSED, QUOTE_SAVED } from '../../machines/inquiry-quote.machine';
import { describePaths } from './describe-paths';
import { DAY, myQuote, NOW } from './inquiry-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function flow(
  opts: {
    existing?: MyQuote | null;
    submit?: (f: QuoteForm) => Promise<MyQuote>;
    load?: () => Promise<MyQuote | null>;
    deadline?: number;
  } = {},
) {
  const calls = { loads: 0, submitted: [] as QuoteForm[], notices: [] as string[] };
  const machine = inquiryQuoteMachine.provide({
    actors: {
      loadQuote: fromPromise(async () => {
        calls.loads += 1;
        return (opts.load ?? (async () => opts.existing ?? null))();
      }),
      submitQuote: fromPromise(async ({ input }) => {
        calls.submitted.push(input);
        return (opts.submit ?? (async () => myQuote))(input);
      }),
    },
    actions: { notify: (_, n) => void calls.notices.push(n.message) },
  });
  const actor = createActor(machine, {
    input: { inquiryId: 5, lineIds: [11, 12], deadline: opts.deadline ?? NOW + DAY, now: NOW },
  }).start();
  return { actor, calls };
}

describe('inquiry quote flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('revises from the saved quote: its prices, its validity, lines it left out unticked', async () => {
    expect(draftFrom([11, 12], myQuote)).toEqual({
      validDays: '30',
      remark: '含运费',
      lines: [
        { lineId: 11, included: true, unitPrice: '3500', taxIncluded: true, deliveryDays: '7', remark: '' },
        { lineId: 12, included: false, unitPrice: '', taxIncluded: true, deliveryDays: '7', remark: '' },
      ],
    });
    const { actor, calls } = flow({ existing: myQuote, submit: async () => ({ ...myQuote, revision: 2 }) });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    actor.send({ type: 'inquiryQuote.setLine', lineId: 11, patch: { unitPrice: '3450.5', taxIncluded: false } });
    actor.send({ type: 'inquiryQuote.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.submitted).toEqual([
      {
        inquiryId: 5,
        validDays: 30,
        remark: '含运费',
        lines: [{ lineId: 11, unitPrice: 3450.5, taxIncluded: false, deliveryDays: 7, remark: '' }],
      },
    ]);
    expect(actor.getSnapshot().value).toEqual({ open: 'saved' });
    expect(actor.getSnapshot().context.quote?.revision).toBe(2);
    expect(calls.notices).toEqual([QUOTE_SAVED]);
    actor.send({ type: 'inquiryQuote.revise' });
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
  });

  it('checks the form before calling', async () => {
    const { actor, calls } = flow();
    await flush();
    const submit = (patch: object, line = 11) => {
      actor.send({ type: 'inquiryQuote.setLine', lineId: line, patch });
      actor.send({ type: 'inquiryQuote.submit' });
      return actor.getSnapshot().context.error;
    };
    expect(submit({})).toBe('第 1 项的单价应为大于 0 的金额（最多两位小数）');
    expect(submit({ unitPrice: '-3' })).toBe('第 1 项的单价应为大于 0 的金额（最多两位小数）');
    expect(submit({ unitPrice: '3500', deliveryDays: '0' })).toBe('第 1 项的交货期应为 1-365 天');
    expect(submit({ deliveryDays: '10' })).toBe('第 2 项的单价应为大于 0 的金额（最多两位小数）');
    expect(submit({ included: false }, 12)).toBe('');
    await flush();
    expect(calls.submitted).toHaveLength(1);
    actor.send({ type: 'inquiryQuote.revise' });
    for (const id of [11, 12]) actor.send({ type: 'inquiryQuote.setLine', lineId: id, patch: { included: false } });
    actor.send({ type: 'inquiryQuote.submit' });
    expect(actor.getSnapshot().context.error).toBe('请至少报价一项物料');
    actor.send({ type: 'inquiryQuote.setLine', lineId: 11, patch: { included: true } });
    actor.send({ type: 'inquiryQuote.setTerms', validDays: '181' });
    actor.send({ type: 'inquiryQuote.submit' });
    expect(actor.getSnapshot().context.error).toBe('报价有效期应为 1-180 天');
  });

  it('closes exactly at the deadline, whatever step it is in', async () => {
    const { actor } = flow({ deadline: NOW + 90_000 });
    await flush();
    vi.advanceTimersByTime(89_999);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.error).toBe(QUOTE_CLOSED);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts closed after the deadline without loading anything', () => {
    const { actor, calls } = flow({ deadline: NOW });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls.loads).toBe(0);
  });

  it('closes on the server’s 报价已截止 and keeps editing on other refusals', async () => {
    const refusals = [
      new Error('该询价已成交，报价已结束'),
      new Error('报价已截止（截止时间 2026-11-21 17:00），不能再提交或修改报价'),
    ];
    const { actor } = flow({ existing: myQuote, submit: () => Promise.reject(refusals.shift()) });
    await flush();
    actor.send({ type: 'inquiryQuote.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context.error).toBe('该询价已成交，报价已结束');
    actor.send({ type: 'inquiryQuote.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('retries a failed load', async () => {
    const answers = [Promise.reject(new Error('网络超时!')), Promise.resolve(null)];
    answers[0].catch(() => {});
    const { actor, calls } = flow({ load: () => answers.shift()! });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'inquiryQuote.retry' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(calls.loads).toBe(2);
  });
});

describePaths(pathSpecs.inquiryQuote);

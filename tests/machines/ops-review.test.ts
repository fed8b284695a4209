// A reviewer's claim → decide: the reason is checked before any call; the decision carries the
// claimed item; a refused claim shows why; past CLAIM_MS the claim is given up with a message
// (fake clock); each decision done counts, so the page reloads its list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CLAIM_MS, DECIDED_MSG, EXPIRED_MSG, opsReviewMachine } from '../../machines/ops-review.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function flow(claim: () => Promise<{ until: string }> = async () => ({ until: '2026-11-29 19:00' })) {
  const calls = { decided: [] as unknown[], notices: [] as string[] };
  const machine = opsReviewMachine.provide({
    actors: {
      claim: fromPromise(() => claim()),
      decide: fromPromise(async ({ input }) => (calls.decided.push(input), null)),
    },
    actions: { notify: (_, n) => void calls.notices.push(n.message) },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('ops review flow', () => {
  it('claims, refuses a short reason, then decides with the claimed item', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'opsReview.claim', kind: 'membership', id: 7 });
    await flush();
    expect(actor.getSnapshot().hasTag('claimed')).toBe(true);
    actor.send({ type: 'opsReview.decide', decision: 'refuse', reason: ' 否 ' });
    expect(actor.getSnapshot().context.error).toBe('请填写理由（至少 2 个字）');
    actor.send({ type: 'opsReview.decide', decision: 'refuse', reason: ' 非本企业员工 ' });
    await flush();
    expect(calls.decided).toEqual([{ kind: 'membership', id: 7, decision: 'refuse', reason: '非本企业员工' }]);
    expect(calls.notices).toEqual([DECIDED_MSG]);
    expect(actor.getSnapshot().context).toMatchObject({ item: null, decisions: 1 });
  });

  it('shows a refused claim', async () => {
    const { actor } = flow(() => Promise.reject(new Error('该事项已由审核员刘洋领取，请处理其他事项')));
    actor.send({ type: 'opsReview.claim', kind: 'membership', id: 7 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ idle: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('该事项已由审核员刘洋领取，请处理其他事项');
  });

  it('gives the claim up when its time runs out', async () => {
    const { actor } = flow();
    actor.send({ type: 'opsReview.claim', kind: 'membership', id: 7 });
    await flush();
    vi.advanceTimersByTime(CLAIM_MS - 1);
    expect(actor.getSnapshot().hasTag('claimed')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ idle: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(EXPIRED_MSG);
  });
});

describePaths(pathSpecs.opsReview);

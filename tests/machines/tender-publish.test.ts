// The tender publish wizard: basics → qualifications and margin → clocks → documents and contact →
// review, 上一步 one step back; each 下一步 refuses its own step's first problem and names the
// field (the legal clocks and the 2 % margin cap among them); a change clears the problem; the
// review checks the whole draft again by the clock of the publish, then one call and the page.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TenderForm } from '../../src/api/tender';
import { PUBLISH_MSG, type TenderDraft } from '../../machines/tender-forms';
import { tenderPublishMachine } from '../../machines/tender-publish.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { validDraft } from './tender-path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
/** Thursday 2026-11-26 17:00 Beijing (the wizard's clock is the page's; here a fixed one). */
const NOW = Date.UTC(2026, 10, 26, 9, 0);
const DAY = 86_400_000;
const OPENING_RULE = '公开招标、邀请招标的开标时间距公告发布不得少于 20 日（招标投标法第二十四条）';

function flow(publish: () => Promise<{ id: number }> = async () => ({ id: 1051 })) {
  const calls = { sent: [] as TenderForm[], notices: [] as string[], navigations: [] as string[] };
  const machine = tenderPublishMachine.provide({
    actors: { publishTender: fromPromise(async ({ input }) => (calls.sent.push(input), publish())) },
    actions: {
      notify: (_, n) => void calls.notices.push(n.message),
      navigate: (_, n) => void calls.navigations.push(n.to),
    },
  });
  return { actor: createActor(machine).start(), calls };
}
const set = (patch: Partial<TenderDraft>) => ({ type: 'tenderPublish.set', patch }) as const;
const next = (nowMs = NOW) => ({ type: 'tenderPublish.next', nowMs }) as const;

describe('tender publish wizard', () => {
  it('goes through the steps in order, and 上一步 goes back one', () => {
    const { actor } = flow();
    actor.send(set(validDraft));
    const seen = [actor.getSnapshot().value];
    for (let i = 0; i < 4; i++) {
      actor.send(next());
      seen.push(actor.getSnapshot().value);
    }
    expect(seen).toEqual(['basics', 'qualifications', 'clocks', 'documents', 'review']);
    actor.send({ type: 'tenderPublish.back' });
    actor.send({ type: 'tenderPublish.back' });
    expect(actor.getSnapshot().value).toBe('clocks');
  });

  it.each([
    ['basics', 0, { budgetWan: '' }, 'budgetWan', PUBLISH_MSG.budget],
    ['qualifications', 1, { marginAmount: '3000000' }, 'marginAmount', '投标保证金不得超过招标项目预算的 2%'],
    ['clocks', 2, { bidDeadline: '2026-12-13T09:30' }, 'bidDeadline', OPENING_RULE],
    ['documents', 3, { contactPhone: '12345' }, 'contactPhone', PUBLISH_MSG.phone],
  ] as const)('keeps the %s step with its problem under its field', (step, before, patch, field, message) => {
    const { actor } = flow();
    actor.send(set({ ...validDraft, ...patch }));
    for (let i = 0; i < before; i++) actor.send(next());
    actor.send(next());
    expect(actor.getSnapshot().value).toBe(step);
    expect(actor.getSnapshot().context).toMatchObject({ error: message, errorField: field });
    actor.send(set({ [field]: validDraft[field] }));
    expect(actor.getSnapshot().context).toMatchObject({ error: '', errorField: null });
    actor.send(next());
    expect(actor.getSnapshot().value).not.toBe(step);
  });

  it('checks the draft again on publishing: a page left open for days breaks the legal clocks', () => {
    const { actor, calls } = flow();
    actor.send(set(validDraft));
    for (let i = 0; i < 4; i++) actor.send(next());
    actor.send({ type: 'tenderPublish.submit', nowMs: NOW + 5 * DAY });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context).toMatchObject({ error: OPENING_RULE, errorField: 'bidDeadline' });
    expect(calls.sent).toEqual([]);
  });

  it('publishes the draft as the call takes it, announces it and opens the tender', async () => {
    const { actor, calls } = flow();
    actor.send(set({ ...validDraft, documents: [{ attachId: 'f'.repeat(32), name: '招标文件.pdf' }] }));
    for (let i = 0; i < 4; i++) actor.send(next());
    actor.send({ type: 'tenderPublish.submit', nowMs: NOW + DAY });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.sent).toHaveLength(1);
    expect(calls.sent[0]).toMatchObject({
      budgetWan: 12000,
      marginAmount: 800000,
      registrationDeadline: '2026-12-04T17:00:00+08:00',
      bidDeadline: '2026-12-21T09:30:00+08:00',
      documents: ['f'.repeat(32)],
    });
    expect(calls.notices).toEqual(['招标公告已发布']);
    expect(calls.navigations).toEqual(['/preferentialInquiry/tenderDetail?id=1051']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows a server refusal on the review, about the form as a whole', async () => {
    const { actor } = flow(() => Promise.reject(new Error('投标保证金不得超过招标项目预算的 2%')));
    actor.send(set(validDraft));
    for (let i = 0; i < 4; i++) actor.send(next());
    actor.send({ type: 'tenderPublish.submit', nowMs: NOW });
    await flush();
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context).toMatchObject({
      error: '投标保证金不得超过招标项目预算的 2%',
      errorField: null,
    });
  });
});

describePaths(pathSpecs.tenderPublish);

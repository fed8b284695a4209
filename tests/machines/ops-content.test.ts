// 内容编辑's editor flow: the draft is checked by the catalogue's rules before any call (each
// field's message), saved once and previewed; a withdraw time not after the publish time is
// refused before the call; the publish call carries the saved id and the times (empty: now, no
// end); a refused publish stays on the settings with the server's message.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ContentRow } from '../../src/api/cms';
import { EMPTY_DRAFT, opsContentMachine, SCHEDULED_MSG, WITHDRAW_ORDER_MSG } from '../../machines/ops-content.machine';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function flow(publish: (input: unknown) => Promise<ContentRow>) {
  const calls = { saved: [] as unknown[], published: [] as unknown[], notices: [] as string[] };
  const machine = opsContentMachine.provide({
    actors: {
      save: fromPromise(async ({ input }) => (calls.saved.push(input), { id: 41 })),
      publish: fromPromise(({ input }) => (calls.published.push(input), publish(input))),
    },
    actions: { notify: (_, n) => void calls.notices.push(n.message) },
  });
  return { actor: createActor(machine, { input: { kind: 'news' } }).start(), calls };
}

const row = { kind: 'news', id: 41, title: '公告', group: 'platform', status: 'scheduled' } as ContentRow;

describe('ops content flow', () => {
  it('marks what the kind lacks, then saves, previews and schedules', async () => {
    const { actor, calls } = flow(async () => row);
    actor.send({ type: 'opsContent.edit', patch: { title: '平台公告' } });
    actor.send({ type: 'opsContent.preview' });
    expect(actor.getSnapshot().context.errors).toEqual({
      group: '请选择分类或位置',
      summary: '请填写摘要',
      body: '请填写正文',
    });
    expect(calls.saved).toEqual([]);
    actor.send({ type: 'opsContent.edit', patch: { group: 'platform', summary: '摘要', body: '正文' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'opsContent.preview' });
    await flush();
    expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    expect(calls.saved).toEqual([
      { ...EMPTY_DRAFT, title: '平台公告', group: 'platform', summary: '摘要', body: '正文', kind: 'news' },
    ]);
    actor.send({ type: 'opsContent.schedule' });
    actor.send({
      type: 'opsContent.publish',
      publishAt: '2026-12-02T08:00:00+08:00',
      withdrawAt: '2026-12-01T08:00:00+08:00',
    });
    expect(actor.getSnapshot().context.error).toBe(WITHDRAW_ORDER_MSG);
    expect(calls.published).toEqual([]);
    actor.send({ type: 'opsContent.publish', publishAt: '2026-12-02T08:00:00+08:00', withdrawAt: '' });
    await flush();
    expect(calls.published).toEqual([
      { kind: 'news', id: 41, publishAt: '2026-12-02T08:00:00+08:00', withdrawAt: null },
    ]);
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(calls.notices).toEqual([SCHEDULED_MSG]);
  });

  it('publishes an existing item now, and shows a refused publish on the settings', async () => {
    const { actor, calls } = flow(() => Promise.reject(new Error('撤下时间应晚于发布时间和当前时间')));
    const draft = { ...EMPTY_DRAFT, title: '横幅', group: '01', imageUrl: '/media/banner/01-1.webp' };
    actor.send({ type: 'opsContent.start', kind: 'banner', id: 7, draft });
    actor.send({ type: 'opsContent.preview' });
    await flush();
    expect(calls.saved).toEqual([{ ...draft, kind: 'banner', id: 7 }]);
    actor.send({ type: 'opsContent.schedule' });
    actor.send({ type: 'opsContent.publish', publishAt: '', withdrawAt: '2026-11-01T08:00:00+08:00' });
    await flush();
    expect(calls.published).toEqual([{ kind: 'banner', id: 41, withdrawAt: '2026-11-01T08:00:00+08:00' }]);
    expect(actor.getSnapshot().value).toEqual({ scheduling: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('撤下时间应晚于发布时间和当前时间');
  });
});

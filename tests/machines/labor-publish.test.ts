// The labour publish flow: one's own listing loaded before editing (missing, retried), the form
// refused by its schema with a message per field (the first shown), a listing saved to its page
// with 发布成功 or 修改已保存, a job post held for review announced with the server's note and the
// member sent to their own listings, and a server refusal shown on the form.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SavedListing } from '../../src/api/labor-member';
import type { LaborForm, LaborKind, OwnListing } from '../../machines/labor-forms';
import { laborPublishMachine, SAVED_MSG, type LaborPublishInput } from '../../machines/labor-publish.machine';
import type { Notice } from '../../machines/notice';
import { describePaths } from './describe-paths';
import { validJob } from './labor-path-specs';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const own = {
  state: 'recruiting',
  stateName: '招工中',
  note: '',
  form: { ...validJob, id: 7 },
} as unknown as OwnListing;
const saved = (state: SavedListing['state'], note = ''): SavedListing => ({ id: 7, state, stateName: '', note });

interface Stubs {
  load?: () => Promise<OwnListing>;
  save?: () => Promise<SavedListing>;
}

function flow(input: LaborPublishInput, stubs: Stubs = {}) {
  const calls = {
    loads: [] as { kind: LaborKind; id: number }[],
    saves: [] as { kind: LaborKind; form: LaborForm }[],
    notices: [] as Notice[],
    navigations: [] as string[],
  };
  const machine = laborPublishMachine.provide({
    actors: {
      loadOwn: fromPromise(async ({ input }) => (calls.loads.push(input), (stubs.load ?? (async () => own))())),
      saveListing: fromPromise(
        async ({ input }) => (calls.saves.push(input), (stubs.save ?? (async () => saved('recruiting')))()),
      ),
    },
    actions: {
      notify: (_, n) => void calls.notices.push(n),
      navigate: (_, n) => void calls.navigations.push(n.to),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe('labour publish flow', () => {
  it('opens a new form at once, and loads one of the member’s own listings before editing it', async () => {
    const fresh = flow({ kind: 'job' });
    expect(fresh.actor.getSnapshot().matches('editing')).toBe(true);
    expect(fresh.calls.loads).toEqual([]);

    const edit = flow({ kind: 'worker', id: 12 });
    expect(edit.actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(edit.calls.loads).toEqual([{ kind: 'worker', id: 12 }]);
    expect(edit.actor.getSnapshot().matches('editing')).toBe(true);
    expect(edit.actor.getSnapshot().context.own).toBe(own);
  });

  it('shows a listing that is not the member’s as missing, with the reason, and loads it again on retry', async () => {
    let refuse = true;
    const { actor, calls } = flow(
      { kind: 'job', id: 7 },
      { load: async () => (refuse ? Promise.reject(new Error('招工信息不存在或不是您发布的')) : own) },
    );
    await flush();
    expect(actor.getSnapshot().hasTag('missing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('招工信息不存在或不是您发布的');
    refuse = false;
    actor.send({ type: 'laborPublish.retry' });
    expect(actor.getSnapshot().context.error).toBe('');
    await flush();
    expect(calls.loads).toHaveLength(2);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('refuses a form its schema refuses: a message under each field, the first shown, nothing sent', () => {
    const { actor, calls } = flow({ kind: 'job' });
    actor.send({
      type: 'laborPublish.submit',
      form: { ...validJob, title: '', contactPhone: '123', wageMin: 500, wageMax: 420 },
    });
    const s = actor.getSnapshot();
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.errors).toEqual({
      title: '请填写标题',
      contactPhone: '请输入正确的11位手机号',
      wageMax: '最高工资不能低于最低工资',
    });
    expect(s.context.error).toBe('请填写标题');
    expect(calls.saves).toEqual([]);
    actor.send({ type: 'laborPublish.edit' });
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('asks for at least one trade', () => {
    const { actor } = flow({ kind: 'job' });
    actor.send({ type: 'laborPublish.submit', form: { ...validJob, trades: [] } });
    expect(actor.getSnapshot().context.errors).toEqual({ trades: '请至少选择一个工种' });
  });

  it('publishes a new listing to its page with 发布成功', async () => {
    const { actor, calls } = flow({ kind: 'job' });
    actor.send({ type: 'laborPublish.submit', form: validJob });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.saves).toEqual([{ kind: 'job', form: validJob }]);
    expect(calls.notices).toEqual([{ kind: 'success', message: SAVED_MSG.new }]);
    expect(calls.navigations).toEqual(['/labor-services/detail-work?id=7']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('saves an edit with 修改已保存 and opens its page', async () => {
    const { actor, calls } = flow({ kind: 'job', id: 7 });
    await flush();
    actor.send({ type: 'laborPublish.submit', form: { ...validJob, headcount: 12 } });
    await flush();
    expect(calls.saves).toEqual([{ kind: 'job', form: { ...validJob, headcount: 12 } }]);
    expect(calls.notices.map((n) => n.message)).toEqual([SAVED_MSG.edit]);
    expect(calls.navigations).toEqual(['/labor-services/detail-work?id=7']);
  });

  it('announces a job post held for review with the server’s note for longer, and goes to the own listings', async () => {
    const note = '招工信息含有收费字样，已转人工审核';
    const { actor, calls } = flow({ kind: 'job' }, { save: async () => saved('pending_review', note) });
    actor.send({ type: 'laborPublish.submit', form: validJob });
    await flush();
    expect(calls.notices).toEqual([{ kind: 'warning', message: note, duration: 6000 }]);
    expect(calls.navigations).toEqual(['/labor-services/mine']);
  });

  it('shows a server refusal on the form and may send again', async () => {
    let refuse = true;
    const refusal = '请先完成企业认证（提交统一社会信用代码）后再发布招工';
    const { actor, calls } = flow(
      { kind: 'job' },
      { save: async () => (refuse ? Promise.reject(new Error(refusal)) : saved('recruiting')) },
    );
    actor.send({ type: 'laborPublish.submit', form: validJob });
    await flush();
    expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(refusal);
    expect(calls.navigations).toEqual([]);
    refuse = false;
    actor.send({ type: 'laborPublish.submit', form: validJob });
    expect(actor.getSnapshot().context.error).toBe('');
    await flush();
    expect(calls.saves).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describePaths(pathSpecs.laborPublish);

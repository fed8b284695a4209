// The equipment publish flow: the form's problems on their fields (the catalogue's schema and the
// rules across fields), the review desk holding a listing (the next submit edits it), a refusal
// on the field the server names, publishing to the listing's page, and an edit's fixed kind.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SavedListing } from '../../src/api/devices';
import { DEADLINE_MSG, PRICE_MSG, blankSupply } from '../../machines/devices-forms';
import {
  devicesPublishMachine,
  PUBLISHED_MSG,
  type DevicesPublishInput,
  type ListingSave,
} from '../../machines/devices-publish.machine';
import { describePaths } from './describe-paths';
import { filledNeed, filledSupply, TODAY } from './devices-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const saved = (state: SavedListing['state'], id = 41): SavedListing => ({
  id,
  state,
  stateName: '',
  reviewNote: state === 'pending_review' ? '不得填写微信' : '',
});

function flow(answer: (save: ListingSave) => Promise<SavedListing>, input: DevicesPublishInput = { today: TODAY }) {
  const calls = { saves: [] as ListingSave[], navigations: [] as string[], notices: [] as string[] };
  const machine = devicesPublishMachine.provide({
    actors: { saveListing: fromPromise(async ({ input }) => (calls.saves.push(input), answer(input))) },
    actions: {
      navigate: (_, nav) => void calls.navigations.push(nav.to),
      notify: (_, n) => void calls.notices.push(n.message),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe('equipment publish flow', () => {
  it("puts each problem on its field and clears a field's when it changes", () => {
    const { actor, calls } = flow(async () => saved('published'));
    actor.send({ type: 'devicesPublish.submit' });
    let s = actor.getSnapshot();
    expect([s.matches({ editing: 'failed' }), s.hasTag('error'), calls.saves]).toEqual([true, true, []]);
    expect(Object.keys(s.context.errors)).toEqual(
      expect.arrayContaining(['title', 'specValue', 'year', 'provinceCode', 'prices.shift']),
    );
    expect([s.context.errors['prices.shift'], s.context.errors.specValue, s.context.errors.provinceCode]).toEqual([
      PRICE_MSG,
      '请填写规格参数',
      '请选择省份',
    ]);
    actor.send({
      type: 'devicesPublish.supply',
      patch: { title: '三一挖机出租', prices: { ...blankSupply(TODAY).prices, shift: '1600' } },
    });
    s = actor.getSnapshot();
    expect([s.context.errors.title, s.context.errors['prices.shift'], s.context.errors.year !== undefined]).toEqual([
      undefined,
      undefined,
      true,
    ]);
  });

  it("a demand's offers close no later than the start", () => {
    const { actor } = flow(async () => saved('published'));
    actor.send({ type: 'devicesPublish.kind', kind: 'need' });
    actor.send({
      type: 'devicesPublish.need',
      patch: { ...filledNeed, startDate: '2026-12-01', deadline: '2026-12-03' },
    });
    actor.send({ type: 'devicesPublish.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ deadline: DEADLINE_MSG });
  });

  it("publishes to the listing's page with a notice", async () => {
    const { actor, calls } = flow(async () => saved('published', 77));
    actor.send({ type: 'devicesPublish.supply', patch: filledSupply });
    actor.send({ type: 'devicesPublish.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.saves[0]).toMatchObject({
      kind: 'supply',
      form: { title: filledSupply.title, specValue: 21, prices: { shift: 1600, month: 30000, day: undefined } },
    });
    expect(calls.saves[0].form).not.toHaveProperty('id');
    expect([calls.navigations, calls.notices]).toEqual([['/findDevices/device-card?id=77'], [PUBLISHED_MSG.supply]]);
  });

  it('held by the review desk: back to the form with the reason, and the next submit edits the same listing', async () => {
    const answers = [saved('pending_review', 52), saved('published', 52)];
    const { actor, calls } = flow(async () => answers.shift()!);
    actor.send({ type: 'devicesPublish.kind', kind: 'need' });
    actor.send({ type: 'devicesPublish.need', patch: filledNeed });
    actor.send({ type: 'devicesPublish.submit' });
    await flush();
    const s = actor.getSnapshot();
    expect([s.value, s.context.id, s.context.saved?.reviewNote]).toEqual([{ editing: 'idle' }, 52, '不得填写微信']);
    actor.send({ type: 'devicesPublish.kind', kind: 'supply' });
    expect(actor.getSnapshot().context.kind).toBe('need');
    actor.send({ type: 'devicesPublish.submit' });
    await flush();
    expect(calls.saves[1]).toMatchObject({ kind: 'need', form: { id: 52 } });
    expect(calls.navigations).toEqual(['/findDevices/detailNeed?id=52']);
  });

  it('a refusal lands on the field the server names, else above the form', async () => {
    const refusals = ['参数错误：availableFrom 可租日期须在今天起一年内', '每家企业最多同时发布 100 条出租信息'];
    const { actor } = flow(async () => Promise.reject(new Error(refusals.shift())), {
      today: TODAY,
      id: 9,
      supply: { ...blankSupply(TODAY), ...filledSupply },
    });
    actor.send({ type: 'devicesPublish.submit' });
    await flush();
    expect([actor.getSnapshot().context.errors, actor.getSnapshot().context.error]).toEqual([
      { availableFrom: '可租日期须在今天起一年内' },
      '',
    ]);
    actor.send({ type: 'devicesPublish.submit' });
    await flush();
    expect([actor.getSnapshot().context.errors, actor.getSnapshot().context.error]).toEqual([
      {},
      '每家企业最多同时发布 100 条出租信息',
    ]);
  });
});

describePaths(pathSpecs.devicesPublish);

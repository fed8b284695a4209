// The buyer's inquiry wizard: each step's checks, the review desk's three answers, drafts.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { InquiryForm, SavedInquiry } from '../../src/api/inquiry';
import { pageLinks } from '../../src/api/paths';
import { PHONE_MSG } from '../../src/api/validation';
import { DRAFT_SAVED, inquiryPublishMachine, type InquiryPublishInput } from '../../machines/inquiry-publish.machine';
import { describePaths } from './describe-paths';
import { DAY, NOW, saved, validLine, validTerms } from './inquiry-fixtures';
import { pathSpecs } from './path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function wizard(
  answers: { submit?: () => Promise<SavedInquiry>; draft?: () => Promise<SavedInquiry> } = {},
  input: InquiryPublishInput = {},
) {
  const calls = {
    submitted: [] as InquiryForm[],
    drafts: [] as InquiryForm[],
    navigations: [] as { to: string; replace?: boolean }[],
    notices: [] as string[],
  };
  const machine = inquiryPublishMachine.provide({
    actors: {
      submitInquiry: fromPromise(async ({ input }) => {
        calls.submitted.push(input);
        return (answers.submit ?? (async () => saved('published')))();
      }),
      saveDraft: fromPromise(async ({ input }) => {
        calls.drafts.push(input);
        return (answers.draft ?? (async () => saved('draft')))();
      }),
    },
    actions: {
      navigate: (_, nav) => void calls.navigations.push(nav),
      notify: (_, n) => void calls.notices.push(n.message),
    },
  });
  const actor = createActor(machine, { input }).start();
  const toReview = () => {
    actor.send({ type: 'inquiryPublish.updateLine', index: 0, patch: validLine });
    actor.send({ type: 'inquiryPublish.next', now: NOW });
    actor.send({ type: 'inquiryPublish.setTerms', patch: validTerms });
    actor.send({ type: 'inquiryPublish.next', now: NOW });
  };
  return { actor, calls, toReview };
}

describe('inquiry publish wizard', () => {
  it('checks the items step line by line', () => {
    const { actor } = wizard();
    actor.send({ type: 'inquiryPublish.next', now: NOW });
    expect(actor.getSnapshot().value).toBe('items');
    expect(actor.getSnapshot().context.error).toBe('请填写第 1 项的物料名称');
    actor.send({ type: 'inquiryPublish.updateLine', index: 0, patch: { ...validLine, quantity: '1.234' } });
    expect(actor.getSnapshot().context.error).toBe('');
    actor.send({ type: 'inquiryPublish.next', now: NOW });
    expect(actor.getSnapshot().context.error).toBe('第 1 项的数量应为大于 0 的数字（最多两位小数）');
    actor.send({ type: 'inquiryPublish.updateLine', index: 0, patch: { quantity: '120' } });
    actor.send({ type: 'inquiryPublish.addLine' });
    actor.send({ type: 'inquiryPublish.next', now: NOW });
    expect(actor.getSnapshot().context.error).toBe('请填写第 2 项的物料名称');
    actor.send({ type: 'inquiryPublish.removeLine', index: 1 });
    actor.send({ type: 'inquiryPublish.removeLine', index: 0 });
    actor.send({ type: 'inquiryPublish.next', now: NOW });
    expect(actor.getSnapshot().context.error).toBe('请至少添加一项物料');
  });

  it('checks the terms against the clock the page passes, and keeps the items on the way back', () => {
    const { actor } = wizard();
    actor.send({ type: 'inquiryPublish.updateLine', index: 0, patch: validLine });
    actor.send({ type: 'inquiryPublish.next', now: NOW });
    expect(actor.getSnapshot().value).toBe('terms');
    const termsError = (patch: object, now = NOW) => {
      actor.send({ type: 'inquiryPublish.setTerms', patch: { ...validTerms, ...patch } });
      actor.send({ type: 'inquiryPublish.next', now });
      return actor.getSnapshot().context.error;
    };
    expect(termsError({ title: ' ' })).toBe('请输入询价标题');
    expect(termsError({ cityCode: '' })).toBe('请选择收货地区');
    expect(termsError({ deadline: new Date(NOW + 23 * 3_600_000).toISOString() })).toBe(
      '报价截止时间至少在 24 小时之后',
    );
    expect(termsError({}, NOW + 4.5 * DAY)).toBe('报价截止时间至少在 24 小时之后');
    expect(termsError({ deadline: new Date(NOW + 91 * DAY).toISOString() })).toBe('报价截止时间不能超过 90 天');
    expect(termsError({ contactPhone: '1234' })).toBe(PHONE_MSG);
    expect(actor.getSnapshot().value).toBe('terms');
    actor.send({ type: 'inquiryPublish.back' });
    expect(actor.getSnapshot().value).toBe('items');
    expect(actor.getSnapshot().context.lines).toEqual([validLine]);
  });

  it('submits the form as the call takes it and goes to the published inquiry', async () => {
    const { actor, calls, toReview } = wizard();
    toReview();
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'inquiryPublish.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('published');
    const { districtCount: _n, invited: _i, ...sent } = validTerms;
    expect(calls.submitted).toEqual([
      {
        ...sent,
        budget: null,
        deliveryDate: null,
        invitedSupplierIds: [],
        lines: [{ name: '螺纹钢', spec: 'HRB400E Φ16mm×12m', unit: '吨', quantity: 120, remark: '' }],
      },
    ]);
    expect(calls.navigations).toEqual([{ to: pageLinks.inquiryDetail(41), replace: true }]);
  });

  it('shows the review desk’s reason and resubmits the same inquiry', async () => {
    const answers = [
      saved('rejected', '询价不得要求供应商缴纳保证金、押金、报名费等任何费用'),
      saved('pending_review'),
    ];
    const { actor, calls, toReview } = wizard({ submit: async () => answers.shift()! });
    toReview();
    actor.send({ type: 'inquiryPublish.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context).toMatchObject({
      id: 41,
      error: '询价不得要求供应商缴纳保证金、押金、报名费等任何费用',
    });
    actor.send({ type: 'inquiryPublish.submit' });
    await flush();
    expect(calls.submitted[1].id).toBe(41);
    expect(actor.getSnapshot().value).toBe('pending');
    expect(calls.navigations).toEqual([]);
  });

  it('saves a draft (its id goes with the next call) and reports failures in the review step', async () => {
    const { actor, calls, toReview } = wizard({
      submit: () => Promise.reject(new Error('参数错误：cityCode 所选城市不属于该省份')),
    });
    toReview();
    actor.send({ type: 'inquiryPublish.saveDraft' });
    await flush();
    expect(calls.notices).toEqual([DRAFT_SAVED]);
    expect(actor.getSnapshot().context.id).toBe(41);
    actor.send({ type: 'inquiryPublish.submit' });
    await flush();
    expect(calls.submitted[0].id).toBe(41);
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.error).toBe('参数错误：cityCode 所选城市不属于该省份');
  });

  it('starts from a draft being edited', () => {
    const { actor } = wizard({}, { id: 12, lines: [validLine], terms: { title: '旧标题' } });
    expect(actor.getSnapshot().context).toMatchObject({
      id: 12,
      lines: [validLine],
      terms: { title: '旧标题', taxIncluded: true, taxRate: 13, deadline: '' },
    });
  });
});

describePaths(pathSpecs.inquiryPublish);

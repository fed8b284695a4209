// The graphs of the inquiry and tender member flows (publish wizard, quote, margin) with the
// samples their path tests need: valid and invalid forms, every call answering and failing.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { linesError, quoteError, termsError } from '../../machines/inquiry-forms';
import { inquiryPublishMachine, type InquiryPublishContext } from '../../machines/inquiry-publish.machine';
import { inquiryQuoteMachine, type InquiryQuoteContext } from '../../machines/inquiry-quote.machine';
import { myQuote, NOW, saved, validLine, validTerms } from './inquiry-fixtures';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
// The message is also an own enumerable field: paths are told apart by their events' JSON, and an
// Error's message alone does not show in it.
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});
const valueOf = (s: AnyMachineSnapshot) => s.value;

const inquiryPublish: PathSpec = {
  name: 'inquiryPublish',
  machine: inquiryPublishMachine,
  input: {},
  events: [
    { type: 'inquiryPublish.addLine' },
    { type: 'inquiryPublish.removeLine', index: 1 },
    { type: 'inquiryPublish.restoreLine', index: 0, line: validLine },
    { type: 'inquiryPublish.updateLine', index: 0, patch: validLine },
    { type: 'inquiryPublish.setTerms', patch: validTerms },
    { type: 'inquiryPublish.next', now: NOW },
    { type: 'inquiryPublish.back' },
    { type: 'inquiryPublish.saveDraft' },
    { type: 'inquiryPublish.submit' },
    done('saveDraft', saved('draft')),
    failed('saveDraft'),
    done('submitInquiry', saved('published')),
    done('submitInquiry', saved('rejected', '询价不得要求供应商缴纳保证金、押金、报名费等任何费用')),
    done('submitInquiry', saved('pending_review')),
    failed('submitInquiry', '参数错误：cityCode 所选城市不属于该省份'),
  ],
  // One extra line is enough to tell "several lines" from one.
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
    !['inquiryPublish.addLine', 'inquiryPublish.restoreLine'].includes(e.type) || s.context.lines.length < 2,
  context: (c: InquiryPublishContext) => ({
    lines: c.lines.length,
    linesOk: linesError(c.lines) === null,
    termsOk: termsError(c.terms, NOW) === null,
    id: c.id,
    error: c.error,
  }),
  simpleState: valueOf,
};

const inquiryQuote: PathSpec = {
  name: 'inquiryQuote',
  machine: inquiryQuoteMachine,
  // A deadline 3 s ahead (the timer closes the flow), and one already passed.
  inputs: [
    { inquiryId: 5, lineIds: [11, 12], deadline: NOW + 3_000, now: NOW },
    { inquiryId: 5, lineIds: [11, 12], deadline: NOW - 1, now: NOW },
  ],
  events: [
    done('loadQuote', null),
    done('loadQuote', myQuote),
    failed('loadQuote'),
    { type: 'inquiryQuote.retry' },
    { type: 'inquiryQuote.setLine', lineId: 11, patch: { unitPrice: '3500' } },
    { type: 'inquiryQuote.setLine', lineId: 12, patch: { included: false } },
    { type: 'inquiryQuote.setTerms', validDays: '15' },
    { type: 'inquiryQuote.submit' },
    done('submitQuote', myQuote),
    failed('submitQuote', '报价已截止（截止时间 2026-11-25 17:00），不能再提交或修改报价'),
    failed('submitQuote'),
    { type: 'inquiryQuote.revise' },
  ],
  context: (c: InquiryQuoteContext) => ({
    quote: c.quote?.quoteId ?? null,
    ok: quoteError(c.draft) === null,
    error: c.error,
  }),
  simpleState: valueOf,
};

export const inquiryPathSpecs = { inquiryPublish, inquiryQuote };

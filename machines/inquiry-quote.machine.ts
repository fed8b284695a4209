// Supplier's quote on one inquiry: load the company's quote (revising starts from it), price the
// lines (some may be left out), submit; revise as often as wanted until the deadline, when the
// flow closes by itself (timer) or on the server's 报价已截止 refusal.
import { assign, setup } from 'xstate';
import { failed, provided } from './flow-kit';
import { type MyQuote, type QuoteForm } from '../src/api/inquiry';
import { DEADLINE_PASSED } from '../src/api/inquiry-rules';
import { quoteError, toQuoteForm, type QuoteDraft, type QuoteLineDraft } from './inquiry-forms';
import { errorText, type Notice } from './notice';

export interface InquiryQuoteInput {
  inquiryId: number;
  lineIds: number[];
  /** Epoch ms of the quote deadline, and the page's clock when the flow starts. */
  deadline: number;
  now: number;
  /** The draft the browser kept (a lapsed session, a closed tab): the form starts from it once loaded. */
  saved?: QuoteDraft | null;
}

export interface InquiryQuoteContext {
  inquiryId: number;
  deadline: number;
  now: number;
  draft: QuoteDraft;
  quote: MyQuote | null;
  error: string;
  saved: QuoteDraft | null;
}

export type InquiryQuoteEvent =
  | { type: 'inquiryQuote.setLine'; lineId: number; patch: Partial<Omit<QuoteLineDraft, 'lineId'>> }
  | { type: 'inquiryQuote.setTerms'; validDays?: string; remark?: string }
  | { type: 'inquiryQuote.submit' }
  | { type: 'inquiryQuote.revise' }
  | { type: 'inquiryQuote.retry' };

export const QUOTE_SAVED = '报价已提交';
export const QUOTE_CLOSED = '报价已截止';

const blankLine = (lineId: number): QuoteLineDraft => ({
  lineId,
  included: true,
  unitPrice: '',
  taxIncluded: true,
  deliveryDays: '7',
  remark: '',
});

/** The form from the saved quote (lines it left out stay unticked), or a blank one. */
export function draftFrom(lineIds: number[], quote: MyQuote | null): QuoteDraft {
  if (!quote) return { validDays: '30', remark: '', lines: lineIds.map(blankLine) };
  const days = Math.max(1, Math.round((Date.parse(quote.validUntil) - Date.parse(quote.updatedAt)) / 86_400_000));
  return {
    validDays: String(days),
    remark: quote.remark,
    lines: lineIds.map((lineId) => {
      const l = quote.lines.find((x) => x.lineId === lineId);
      return l
        ? {
            lineId,
            included: true,
            unitPrice: String(l.unitPrice),
            taxIncluded: l.taxIncluded,
            deliveryDays: String(l.deliveryDays),
            remark: l.remark,
          }
        : { ...blankLine(lineId), included: false };
    }),
  };
}

/** A kept draft that still fits the inquiry's lines (same lines, in order), else null. */
export function keptDraft(lineIds: number[], saved: QuoteDraft | null | undefined): QuoteDraft | null {
  if (!saved || typeof saved !== 'object' || !Array.isArray(saved.lines)) return null;
  const fits =
    saved.lines.length === lineIds.length &&
    saved.lines.every((l, i) => l && l.lineId === lineIds[i] && typeof l.unitPrice === 'string');
  return fits && typeof saved.validDays === 'string' ? saved : null;
}

export const inquiryQuoteMachine = setup({
  types: {
    context: {} as InquiryQuoteContext,
    events: {} as InquiryQuoteEvent,
    input: {} as InquiryQuoteInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: inquiry.myQuote. */
    loadQuote: provided<MyQuote | null, { inquiryId: number }>('loadQuote'),
    /** Placeholder: inquiry.quote. */
    submitQuote: provided<MyQuote, QuoteForm>('submitQuote'),
  },
  delays: {
    untilDeadline: ({ context }) => Math.max(0, context.deadline - context.now),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    fail: assign(failed),
  },
  guards: {
    passed: ({ context }) => context.deadline <= context.now,
    invalid: ({ context }) => quoteError(context.draft) !== null,
    deadlineRefused: (_, p: { error: unknown }) => errorText(p.error).startsWith(DEADLINE_PASSED),
  },
}).createMachine({
  id: 'inquiryQuote',
  context: ({ input }) => ({
    inquiryId: input.inquiryId,
    deadline: input.deadline,
    now: input.now,
    draft: draftFrom(input.lineIds, null),
    quote: null,
    error: '',
    saved: keptDraft(input.lineIds, input.saved),
  }),
  initial: 'open',
  states: {
    open: {
      always: { guard: 'passed', target: 'closed' },
      after: { untilDeadline: 'closed' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadQuote',
            src: 'loadQuote',
            input: ({ context }) => ({ inquiryId: context.inquiryId }),
            onDone: {
              target: 'editing',
              actions: assign({
                quote: ({ event }) => event.output,
                draft: ({ context, event }) =>
                  context.saved ??
                  draftFrom(
                    context.draft.lines.map((l) => l.lineId),
                    event.output,
                  ),
              }),
            },
            onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { tags: 'error', on: { 'inquiryQuote.retry': { target: 'loading', actions: assign({ error: '' }) } } },
        editing: {
          on: {
            'inquiryQuote.setLine': {
              actions: assign({
                draft: ({ context, event }) => ({
                  ...context.draft,
                  lines: context.draft.lines.map((l) => (l.lineId === event.lineId ? { ...l, ...event.patch } : l)),
                }),
                error: '',
              }),
            },
            'inquiryQuote.setTerms': {
              actions: assign({
                draft: ({ context, event }) => ({
                  ...context.draft,
                  validDays: event.validDays ?? context.draft.validDays,
                  remark: event.remark ?? context.draft.remark,
                }),
                error: '',
              }),
            },
            'inquiryQuote.submit': [
              {
                guard: 'invalid',
                actions: { type: 'fail', params: ({ context }) => ({ error: quoteError(context.draft)! }) },
              },
              { target: 'submitting', actions: assign({ error: '' }) },
            ],
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'submitQuote',
            src: 'submitQuote',
            input: ({ context }) => toQuoteForm(context.inquiryId, context.draft),
            onDone: {
              target: 'saved',
              actions: [
                assign({ quote: ({ event }) => event.output }),
                { type: 'notify', params: { kind: 'success', message: QUOTE_SAVED } },
              ],
            },
            onError: [
              {
                guard: { type: 'deadlineRefused', params: ({ event }) => ({ error: event.error }) },
                target: '#inquiryQuote.closed',
              },
              { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        /** Submitted; the company may revise until the deadline. */
        saved: { on: { 'inquiryQuote.revise': 'editing' } },
      },
    },
    /** The deadline has passed: no more quoting or revising. */
    closed: { type: 'final', entry: assign({ error: QUOTE_CLOSED }) },
  },
});

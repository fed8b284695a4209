// A purchaser publishes a tender (issue 23): the form is checked at input against the required
// fields and every legal clock (src/api/tender-clocks.ts, the rule the server applies), a breach
// shown with the rule's text; then one call, and the new tender's page.
import { assign, setup } from 'xstate';
import type { TenderForm } from '../src/api/tender';
import { clockProblems } from '../src/api/tender-clocks';
import { failed, provided } from './flow-kit';
import type { Navigation, Notice } from './notice';
import { pageLinks } from '../src/api/paths';

export const PUBLISH_MSG = {
  required: '请填写招标名称、项目名称、类型、方式、地区、开标地点与联系人',
  budget: '请填写有效的预算金额（万元）',
  dates: '请填写报名截止与投标截止（开标）时间',
  phone: '请填写有效的联系电话',
} as const;

/** The form as typed: numbers as text, times as 'YYYY-MM-DDTHH:mm' Beijing. */
export type TenderDraft = Omit<TenderForm, 'budgetWan' | 'marginAmount' | 'registrationDeadline' | 'bidDeadline' | 'documents'> & {
  budgetWan: string;
  marginAmount: string;
  registrationDeadline: string;
  bidDeadline: string;
  documents: string[];
};

const at = (local: string) => Date.parse(`${local}:00+08:00`);

/** The first problem of the draft at `nowMs`, or null. */
export function draftError(d: TenderDraft, nowMs: number): string | null {
  if (![d.title, d.projectName, d.typeCode, d.methodCode, d.provinceCode, d.cityCode, d.openPlace, d.contactName].every((v) => (v ?? '').trim())) return PUBLISH_MSG.required;
  const budget = Number(d.budgetWan);
  const margin = Number(d.marginAmount || '0');
  if (!(budget > 0) || !Number.isFinite(margin) || margin < 0) return PUBLISH_MSG.budget;
  if (Number.isNaN(at(d.registrationDeadline)) || Number.isNaN(at(d.bidDeadline))) return PUBLISH_MSG.dates;
  if (!/^0?1\d{10}$/.test(d.contactPhone.trim())) return PUBLISH_MSG.phone;
  const problems = clockProblems({
    methodCode: d.methodCode,
    typeCode: d.typeCode,
    publish: nowMs,
    registrationDeadline: at(d.registrationDeadline),
    bidDeadline: at(d.bidDeadline),
    publicityStart: null,
    publicityEnd: null,
    budget: Math.round(budget * 1_000_000) / 100,
    marginAmount: margin,
  });
  return problems[0] ?? null;
}

export const toForm = (d: TenderDraft): TenderForm => ({
  ...d,
  budgetWan: Number(d.budgetWan),
  marginAmount: Number(d.marginAmount || '0'),
  registrationDeadline: `${d.registrationDeadline}:00+08:00`,
  bidDeadline: `${d.bidDeadline}:00+08:00`,
});

export interface TenderPublishContext {
  draft: TenderDraft | null;
  /** The clock of the check (the page passes Date.now()). */
  nowMs: number;
  id: number | null;
  error: string;
}

export type TenderPublishEvent = { type: 'publish.submit'; draft: TenderDraft; nowMs: number } | { type: 'publish.edit' };

const publish = setup({
  types: { context: {} as TenderPublishContext, events: {} as TenderPublishEvent, tags: {} as 'busy' | 'error' },
  actors: {
    /** Placeholder: tender.publish. */
    publishTender: provided<{ id: number }, TenderForm>('publishTender'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: Navigation) => {},
    fail: assign(failed),
  },
  guards: {
    draftInvalid: (_, e: { draft: TenderDraft; nowMs: number }) => draftError(e.draft, e.nowMs) !== null,
  },
});

export const tenderPublishMachine = publish.createMachine({
  id: 'tenderPublish',
  context: { draft: null, nowMs: 0, id: null, error: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'publish.edit': { actions: assign({ error: '' }) },
        'publish.submit': [
          { guard: { type: 'draftInvalid', params: ({ event }) => event }, actions: assign({ error: ({ event }) => draftError(event.draft, event.nowMs)! }) },
          { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft, nowMs: ({ event }) => event.nowMs, error: '' }) },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'publishTender',
        src: 'publishTender',
        input: ({ context }) => toForm(context.draft!),
        onDone: {
          target: 'done',
          actions: [
            assign({ id: ({ event }) => event.output.id }),
            { type: 'notify', params: { kind: 'success', message: '招标公告已发布' } },
            { type: 'navigate', params: ({ event }) => ({ to: pageLinks.tenderDetail(event.output.id) }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});

// A lapsed session loses nothing (issue 47): the quote form's prices are kept as they are typed
// (useFormDraft), a 401 with such a form on the page goes to login with this page as recordUrl
// and the notice that the work is kept (not to the logout handler), and back on the page the
// quote flow starts from the kept draft and submits it. Drafts expire after 7 days and are
// dropped on success.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MyQuote, QuoteForm } from '../../src/api/inquiry';
import { inquiryQuoteMachine } from '../../machines/inquiry-quote.machine';
import type { QuoteDraft } from '../../machines/inquiry-forms';
import { DRAFT_KEPT, DRAFT_TTL_MS, readDraft, takeLoginNotice } from '../../src/client/drafts';
import { useFormDraft } from '../../src/ui/form';

import { exitAfterLapse } from '../../src/app/effects/logout';

const KEY = 'inquiryQuote:5';
const blank: QuoteDraft = {
  validDays: '30',
  remark: '',
  lines: [11, 12].map((lineId) => ({
    lineId,
    included: true,
    unitPrice: '',
    taxIncluded: true,
    deliveryDays: '7',
    remark: '',
  })),
};
const priced = (a: string, b: string): QuoteDraft => ({
  ...blank,
  lines: [
    { ...blank.lines[0]!, unitPrice: a },
    { ...blank.lines[1]!, unitPrice: b },
  ],
});

let kept: ReturnType<typeof useFormDraft<QuoteDraft>> | null = null;
function QuoteFormStandIn({ values }: { values: QuoteDraft | null }) {
  kept = useFormDraft<QuoteDraft>(KEY, values);
  return null;
}

describe('drafts that survive a lapsed session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/inquiry/detail?id=5#quote');
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the prices as they are typed, not a form only looked at', () => {
    const view = render(<QuoteFormStandIn values={blank} />);
    expect(readDraft(KEY)).toBeNull();
    view.rerender(<QuoteFormStandIn values={priced('3500', '')} />);
    view.rerender(<QuoteFormStandIn values={priced('3500', '120.5')} />);
    expect(readDraft(KEY)).toEqual(priced('3500', '120.5'));
    view.unmount();
    // The tab closed and opened again: the form gets the draft back.
    render(<QuoteFormStandIn values={null} />);
    expect(kept!.saved).toEqual(priced('3500', '120.5'));
    act(() => kept!.clear());
    expect(readDraft(KEY)).toBeNull();
  });

  it('drops a draft after 7 days', () => {
    const view = render(<QuoteFormStandIn values={blank} />);
    view.rerender(<QuoteFormStandIn values={priced('1', '2')} />);
    view.unmount();
    expect(readDraft(KEY, Date.now() + DRAFT_TTL_MS - 1000)).toEqual(priced('1', '2'));
    expect(readDraft(KEY, Date.now() + DRAFT_TTL_MS + 1000)).toBeNull();
    expect(localStorage.getItem(`draft:${KEY}`)).toBeNull();
  });

  it('a 401 with a draft on the page goes to login and back with the notice; without one, to the logout handler', () => {
    const view = render(<QuoteFormStandIn values={blank} />);
    expect(exitAfterLapse()).toBe(`/login?recordUrl=${encodeURIComponent('/inquiry/detail?id=5#quote')}`);
    expect(takeLoginNotice()).toBe(DRAFT_KEPT);
    expect(DRAFT_KEPT).toBe('登录已过期，请重新登录（已为您保留填写内容）');
    expect(takeLoginNotice()).toBe('');
    view.unmount();
    expect(exitAfterLapse()).toMatch(/handleLogout=1/);
    expect(takeLoginNotice()).toBe('');
  });

  it('back after login, the quote flow starts from the kept prices and submits them', async () => {
    const submitted: QuoteForm[] = [];
    const machine = inquiryQuoteMachine.provide({
      actors: {
        loadQuote: fromPromise<MyQuote | null, { inquiryId: number }>(async () => null),
        submitQuote: fromPromise(async ({ input }) => {
          submitted.push(input);
          throw new Error('not needed');
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        inquiryId: 5,
        lineIds: [11, 12],
        deadline: Date.now() + 86_400_000,
        now: Date.now(),
        saved: priced('3500', '120.5'),
      },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: 'editing' }));
    expect(actor.getSnapshot().context.draft).toEqual(priced('3500', '120.5'));
    actor.send({ type: 'inquiryQuote.submit' });
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.lines.map((l) => l.unitPrice)).toEqual([3500, 120.5]);
    // A kept draft for other lines (the inquiry changed) is not used.
    const other = createActor(machine, {
      input: {
        inquiryId: 5,
        lineIds: [11, 13],
        deadline: Date.now() + 86_400_000,
        now: Date.now(),
        saved: priced('1', '2'),
      },
    }).start();
    await vi.waitFor(() => expect(other.getSnapshot().value).toEqual({ open: 'editing' }));
    expect(other.getSnapshot().context.draft.lines.map((l) => l.unitPrice)).toEqual(['', '']);
  });
});
